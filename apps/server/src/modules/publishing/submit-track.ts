import { and, asc, count, desc, eq } from 'drizzle-orm';
import { releases, songwriters, trackPublishing, trackPublishingSplits, tracks } from '@portal/db/schema';
import { BusinessCode } from '@portal/domain/errors';
import { englishTitleIssue } from '@portal/domain/publishing/english-title';
import { splitsAreClean, validateSplits, type SplitRow } from '@portal/domain/publishing/splits';
import type { FieldError } from '@portal/contract/route';
import type { Actor } from '../../platform/actor.ts';
import { AppError } from '../../platform/errors.ts';
import type { Services } from '../../platform/services.ts';
import { isUniqueViolation } from '@portal/db/errors';
import { fileUrl } from '../uploads/record-file.ts';
import type { AlbumInput, TrackInput } from '@portal/domain/release/model';
import { assertPublishingOpen, publishingConflict, publishingInvalid, songNotFound } from './publishing-errors.ts';
import { publishingSongs } from './publishing-songs.ts';
import { findRegistration } from './registration.ts';
import { songwriterName, songwritersOf } from './songwriters.ts';

interface Submission {
  songId: number;
  publishingSplits: { songwriterId: number; percentage: number }[];
  englishTitle?: string;
}

const splitsInvalid = (details: FieldError[]) => new AppError(BusinessCode.REQUEST_COMMON, 400, details, 'pub_splits_invalid');
const splitField = (index: number, field: string) => `body.publishingSplits.${index}.${field}`;

/**
 * SubmitTrackPublishing: an eligible track's composition with its writers' shares (basis points, total 10000), the
 * account's own writer holding the track's publishing share when the release form asked for one. Final once sent.
 */
export async function submitTrackPublishing(services: Services, actor: Actor, input: Submission) {
  await assertPublishingOpen(services);
  const registration = await findRegistration(services, actor.accountId);
  if (!registration || registration.status === 'FAILED' || registration.status === 'INVALID') throw publishingConflict('pub_not_registered');
  const [song] = await publishingSongs(services, actor, { songId: input.songId });
  if (!song) throw songNotFound();
  if (song.publishingInfo) throw publishingConflict('pub_already_registered');
  if (!song.eligible) throw publishingConflict('pub_song_not_eligible');
  const titleIssue = englishTitleIssue(song.title, input.englishTitle);
  if (titleIssue) throw publishingInvalid('body.', { englishTitle: titleIssue });

  const writers = await songwritersOf(services, actor.accountId);
  const byId = new Map(writers.map((writer) => [writer.id, writer]));
  const self = writers.find((writer) => writer.isSelf);
  const seen = new Set<number>();
  const problems: FieldError[] = [];
  const rows: SplitRow[] = input.publishingSplits.map(({ songwriterId, percentage }, index) => {
    const writer = byId.get(songwriterId);
    if (!writer) problems.push({ field: splitField(index, 'songwriterId'), messageKey: 'pub_songwriter_required', message: '' });
    else if (seen.has(songwriterId)) problems.push({ field: splitField(index, 'songwriterId'), messageKey: 'pub_songwriter_duplicate', message: '' });
    seen.add(songwriterId);
    return writer?.isSelf ? { kind: 'self', percent: percentage / 100 } : { kind: 'existing', songwriterId: writer ? songwriterId : null, percent: percentage / 100 };
  });
  if (problems.length) throw splitsInvalid(problems);
  const fixed = song.publishingPercentage;
  const selfIndex = rows.findIndex((row) => row.kind === 'self');
  if (fixed !== null && (selfIndex === -1 || input.publishingSplits[selfIndex]!.percentage !== fixed)) {
    throw splitsInvalid([{ field: 'body.publishingSplits', messageKey: 'pub_self_share_fixed', message: '', vars: { percent: (fixed / 100).toFixed(2) } }]);
  }
  const report = validateSplits(rows, {
    ownName: self ? songwriterName(self) : '',
    songwriters: new Map(writers.filter((writer) => !writer.isSelf).map((writer) => [writer.id, songwriterName(writer)])),
    cap: services.config.songwritersPerTrack,
  });
  if (!splitsAreClean(report)) {
    throw splitsInvalid([
      ...report.rows.flatMap((issues, index) =>
        [issues.songwriter && { field: splitField(index, 'songwriterId'), ...issues.songwriter }, issues.percent && { field: splitField(index, 'percentage'), ...issues.percent }]
          .filter((issue) => issue !== undefined)
          .map((issue) => ({ field: issue.field, messageKey: issue.key, message: '', vars: issue.params })),
      ),
      ...[report.total, report.count].filter((issue) => issue !== undefined).map((issue) => ({ field: 'body.publishingSplits', messageKey: issue.key, message: '', vars: issue.params })),
    ]);
  }

  await services.db
    .transaction(async (tx) => {
      await tx.insert(trackPublishing).values({ trackId: song.songId, ownerUserId: actor.accountId, englishTitle: input.englishTitle?.trim() || null, status: 'SUBMITTED' });
      await tx
        .insert(trackPublishingSplits)
        .values(input.publishingSplits.map((split, position) => ({ trackId: song.songId, songwriterId: split.songwriterId, percentage: split.percentage, position })));
    })
    .catch((error) => {
      throw isUniqueViolation(error) ? publishingConflict('pub_already_registered') : error;
    });
  return { songId: song.songId, status: 'SUBMITTED' };
}

/** ListTrackPublishing: the account's submitted compositions, newest first; with songId that one and its splits. */
export async function listTrackPublishing(services: Services, actor: Actor, query: { offset: number; count: number; songId?: number }) {
  await assertPublishingOpen(services);
  const where = and(eq(trackPublishing.ownerUserId, actor.accountId), query.songId ? eq(trackPublishing.trackId, query.songId) : undefined);
  const [[total], rows] = await Promise.all([
    services.db.select({ value: count() }).from(trackPublishing).where(where),
    services.db
      .select({ entry: trackPublishing, track: tracks, albumTitle: releases.title, album: releases.album })
      .from(trackPublishing)
      .innerJoin(tracks, eq(tracks.id, trackPublishing.trackId))
      .innerJoin(releases, eq(releases.id, tracks.releaseId))
      .where(where)
      .orderBy(desc(trackPublishing.submittedAt), desc(trackPublishing.trackId))
      .offset(query.offset)
      .limit(query.count),
  ]);
  const trackList = rows.map(({ entry, track, albumTitle, album }) => ({
    songId: track.id,
    songTitle: track.title,
    albumTitle,
    coverUrls: { medium: fileUrl((album as AlbumInput).cover) },
    isrc: track.isrc || null,
    iswc: entry.iswc ?? ((track.data as TrackInput).iswc || null),
    percentage: (track.data as TrackInput).publishingPercentage ?? null,
    status: entry.status,
    submittedAt: entry.submittedAt.toISOString(),
  }));
  if (!query.songId) return { total: Number(total?.value ?? 0), trackList };
  const splits = rows.length
    ? await services.db
        .select({ split: trackPublishingSplits, writer: songwriters })
        .from(trackPublishingSplits)
        .innerJoin(songwriters, eq(songwriters.id, trackPublishingSplits.songwriterId))
        .where(eq(trackPublishingSplits.trackId, query.songId))
        .orderBy(asc(trackPublishingSplits.position))
    : [];
  return {
    total: rows.length,
    trackList,
    splitList: splits.map(({ split, writer }) => ({ songwriterId: writer.id, percentage: split.percentage, name: songwriterName(writer), isSelf: writer.isSelf })),
  };
}
