import { and, asc, eq, inArray } from 'drizzle-orm';
import { publishingRegistrations, releases, songwriters, trackPublishing, trackPublishingSplits, tracks } from '@portal/db/schema';
import { BusinessCode } from '@portal/domain/errors';
import { cisacSocietyCodes } from '@portal/domain/publishing/society-codes';
import type { AlbumInput, TrackInput } from '@portal/domain/release/model';
import { AppError } from '../../platform/errors.ts';
import type { Services } from '../../platform/services.ts';
import { notify } from '../notices/notify.ts';
import { nextValue } from '../releases/assign-identifiers.ts';
import { readAcknowledgements } from './cwr/acknowledgements.ts';
import { CwrParseError, CwrWriteError } from './cwr/errors.ts';
import type { CwrWork } from './cwr/model.ts';
import { writeCwr } from './cwr/write.ts';

const cwrProblem = (error: CwrWriteError | CwrParseError) => new AppError(BusinessCode.REQUEST_COMMON, 400, undefined, error.messageKey, error.values);

/** The submitted compositions as CWR works: our writers controlled (we publish them), co-writers not. */
async function submittedWorks(services: Services): Promise<{ works: CwrWork[]; trackIds: number[] }> {
  const rows = await services.db
    .select({ entry: trackPublishing, track: tracks, release: releases })
    .from(trackPublishing)
    .innerJoin(tracks, eq(tracks.id, trackPublishing.trackId))
    .innerJoin(releases, eq(releases.id, tracks.releaseId))
    .where(eq(trackPublishing.status, 'SUBMITTED'))
    .orderBy(asc(trackPublishing.submittedAt), asc(trackPublishing.trackId));
  if (!rows.length) return { works: [], trackIds: [] };
  const trackIds = rows.map((row) => row.track.id);
  const splits = await services.db
    .select({ split: trackPublishingSplits, writer: songwriters })
    .from(trackPublishingSplits)
    .innerJoin(songwriters, eq(songwriters.id, trackPublishingSplits.songwriterId))
    .where(inArray(trackPublishingSplits.trackId, trackIds))
    .orderBy(asc(trackPublishingSplits.trackId), asc(trackPublishingSplits.position));
  const works = rows.map(({ entry, track, release }): CwrWork => {
    const data = track.data as TrackInput;
    const album = release.album as AlbumInput;
    return {
      submitterWorkNumber: String(track.id),
      title: track.title,
      ...(entry.englishTitle && { alternateTitles: [{ title: entry.englishTitle, type: 'AT' as const }] }),
      ...(data.iswc && { iswc: data.iswc }),
      ...(data.lyricsLanguage && { language: data.lyricsLanguage.slice(0, 2) }),
      ...(track.durationMs && { durationSeconds: Math.round(track.durationMs / 1000) }),
      recordings: [{ isrc: track.isrc, releaseTitle: release.title, ...(album.recordLabel && { label: album.recordLabel }), ...(release.upc && { ean: release.upc }) }],
      performers: (data.uniMainArtistObjects ?? []).map((artist) => artist.name),
      writers: splits
        .filter(({ split }) => split.trackId === track.id)
        .map(({ split, writer }) => ({
          partyNumber: `W${writer.id}`.slice(0, 9),
          lastName: writer.lastName,
          firstName: [writer.firstName, writer.middleName].filter(Boolean).join(' '),
          ...(writer.ipi && { ipiNameNumber: writer.ipi }),
          ...(writer.pro && cisacSocietyCodes[writer.pro] && { society: cisacSocietyCodes[writer.pro] }),
          role: 'CA' as const,
          controlled: writer.isSelf,
          share: split.percentage,
        })),
    };
  });
  return { works, trackIds };
}

/**
 * Writes every submitted composition into one CWR 2.1 registration file (decision 018), keeps it in storage and marks
 * the works exported; the operator sends the file to the societies. Nothing waiting: null.
 */
export async function exportRegistrations(services: Services, now = new Date()) {
  const { works, trackIds } = await submittedWorks(services);
  if (!works.length) return null;
  const { publisher } = services.config;
  const sequence = await nextValue(services.db, `cwr:${now.getUTCFullYear()}`);
  let file: ReturnType<typeof writeCwr>;
  try {
    file = writeCwr({ sender: { name: publisher.name, ipiNameNumber: publisher.ipiNameNumber, submitterCode: publisher.submitterCode }, works, sequence }, { createdAt: now });
  } catch (error) {
    if (error instanceof CwrWriteError) throw cwrProblem(error);
    throw error;
  }
  const bytes = Buffer.from(file.content, 'ascii');
  await services.files.put(`publishing/cwr/${file.fileName}`, bytes, 'text/plain');
  await services.db
    .update(trackPublishing)
    .set({ status: 'EXPORTED', exportedAt: now })
    .where(and(inArray(trackPublishing.trackId, trackIds), eq(trackPublishing.status, 'SUBMITTED')));
  return { fileName: file.fileName, bytes, works: works.length };
}

const nextWorkStatus = { accepted: 'REGISTERED', rejected: 'REJECTED', pending: 'EXPORTED' } as const;

/**
 * Reads a society's acknowledgement file: each acknowledged work takes its status (registered, rejected, or still
 * waiting), the society's work id, the ISWC it gives and its messages; the account hears of the outcome.
 */
export async function importAcknowledgements(services: Services, content: string) {
  let file: ReturnType<typeof readAcknowledgements>;
  try {
    file = readAcknowledgements(content);
  } catch (error) {
    if (error instanceof CwrParseError) throw cwrProblem(error);
    throw error;
  }
  const applied: { songId: number; status: string }[] = [];
  const unknown: string[] = [];
  for (const ack of file.acknowledgements) {
    const trackId = /^\d{1,15}$/.test(ack.submitterWorkNumber.trim()) ? Number(ack.submitterWorkNumber.trim()) : null;
    const [entry] = trackId ? await services.db.select().from(trackPublishing).where(eq(trackPublishing.trackId, trackId)) : [];
    if (!entry) {
      unknown.push(ack.submitterWorkNumber.trim());
      continue;
    }
    const status = ack.status === 'CO' ? 'CONFLICT' : nextWorkStatus[ack.outcome];
    const messages = ack.messages.map((message) => ({ society: file.society.name, status: ack.status, text: message.text }));
    await services.db
      .update(trackPublishing)
      .set({ status, societyWorkId: ack.societyWorkId ?? entry.societyWorkId, iswc: ack.iswc ?? entry.iswc, messages: [...(entry.messages as object[]), ...messages], acknowledgedAt: new Date() })
      .where(eq(trackPublishing.trackId, entry.trackId));
    applied.push({ songId: entry.trackId, status });
    if (status === 'EXPORTED') continue;
    const registered = status === 'REGISTERED';
    const [track] = await services.db.select({ title: tracks.title }).from(tracks).where(eq(tracks.id, entry.trackId));
    await notify(services, {
      userId: entry.ownerUserId,
      subtype: registered ? 'PUBLISHING_WORK_REGISTERED' : 'PUBLISHING_WORK_REJECTED',
      titleKey: registered ? 'notice_publishing_work_registered_title' : 'notice_publishing_work_rejected_title',
      bodyKey: registered ? 'notice_publishing_work_registered_body' : 'notice_publishing_work_rejected_body',
      vars: { title: track?.title ?? '', society: file.society.name, reason: messages.map((message) => message.text).join('; ') || ack.statusText },
      link: `/publishing/splits?id=${entry.trackId}`,
      eventKey: `publishing-work:${entry.trackId}:${file.society.code}:${status}`,
    });
  }
  const registrationStatusUpdated = await activateRegistrations(services, applied);
  return { society: file.society, applied, unknownWorks: unknown, registrationsActivated: registrationStatusUpdated };
}

/** A registration still waiting whose works a society accepted is evidently active: it becomes SUCCESS. */
async function activateRegistrations(services: Services, applied: { songId: number; status: string }[]) {
  const registeredTracks = applied.filter((entry) => entry.status === 'REGISTERED').map((entry) => entry.songId);
  if (!registeredTracks.length) return 0;
  const owners = await services.db.selectDistinct({ userId: trackPublishing.ownerUserId }).from(trackPublishing).where(inArray(trackPublishing.trackId, registeredTracks));
  const updated = await services.db
    .update(publishingRegistrations)
    .set({ status: 'SUCCESS', updatedAt: new Date() })
    .where(
      and(
        inArray(
          publishingRegistrations.userId,
          owners.map((owner) => owner.userId),
        ),
        inArray(publishingRegistrations.status, ['INIT', 'INFO_SENT']),
      ),
    )
    .returning({ id: publishingRegistrations.id });
  return updated.length;
}
