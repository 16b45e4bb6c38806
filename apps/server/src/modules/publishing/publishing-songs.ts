import { and, count, desc, eq, ilike, inArray, isNull, sql } from 'drizzle-orm';
import { releases, trackPublishing, tracks } from '@portal/db/schema';
import { platformById } from '@portal/domain/catalog/platforms';
import { acceptedStatuses } from '@portal/domain/release/status';
import { REMIXER_ROLE_ID } from '@portal/domain/catalog/contributor-roles';
import { ineligibleReasons, type PublishingUserFacts } from '@portal/domain/publishing/eligibility';
import { needsEnglishTitle } from '@portal/domain/publishing/english-title';
import type { AlbumInput, TrackInput } from '@portal/domain/release/model';
import type { Actor } from '../../platform/actor.ts';
import { containsPattern } from '../../platform/like-pattern.ts';
import type { Services } from '../../platform/services.ts';
import { fileUrl } from '../uploads/record-file.ts';
import { releaseUserFlags } from '../releases/rule-context.ts';
import { assertPublishingOpen } from './publishing-errors.ts';

/** The release goes to the streaming stores, not only to the in-house apps (document 2's "all stores"). */
const toAllStores = (stores: AlbumInput['stores'] | null) => Object.entries(stores ?? {}).some(([id, on]) => on && platformById(Number(id))?.type === 'streaming');

export async function publishingUserFacts(services: Services, actor: Actor): Promise<PublishingUserFacts> {
  const flags = await releaseUserFlags(services, actor.account);
  return { isLabel: flags.isLabel, enforceCoverRestriction: flags.enforceCoverRestriction, enforceRemixRestriction: flags.enforceRemixRestriction };
}

interface SongFilter {
  value?: string;
  songId?: number;
  /** Only tracks with no composition registered yet (every eligible track is one). */
  unregistered?: boolean;
}

const songFilter = (actor: Actor, filter: SongFilter) =>
  and(
    eq(tracks.ownerUserId, actor.accountId),
    isNull(releases.deletedAt),
    eq(releases.isDraft, false),
    inArray(releases.status, [...acceptedStatuses]),
    filter.value?.trim() ? ilike(tracks.title, containsPattern(filter.value)) : undefined,
    filter.songId ? eq(tracks.id, filter.songId) : undefined,
    filter.unregistered ? isNull(trackPublishing.trackId) : undefined,
  );

/**
 * The account's tracks on accepted releases with what publishing needs to know of each, newest first. Only the parts
 * of the release and track documents that publishing reads are fetched.
 */
export async function publishingSongs(services: Services, actor: Actor, filter: SongFilter, page?: { offset: number; count: number }) {
  const query = services.db
    .select({
      id: tracks.id,
      title: tracks.title,
      version: tracks.version,
      isrc: tracks.isrc,
      createdAt: tracks.createdAt,
      details: sql<Partial<TrackInput>>`jsonb_build_object(
        'uniMainArtistObjects', ${tracks.data}->'uniMainArtistObjects',
        'uniContributorObjects', ${tracks.data}->'uniContributorObjects',
        'publishingPercentage', ${tracks.data}->'publishingPercentage',
        'englishTitle', ${tracks.data}->'englishTitle',
        'iswc', ${tracks.data}->'iswc')`,
      stores: sql<AlbumInput['stores']>`${releases.album}->'stores'`,
      cover: sql<AlbumInput['cover']>`${releases.album}->'cover'`,
      albumTitle: releases.title,
      registered: trackPublishing.status,
      englishTitle: trackPublishing.englishTitle,
      iswc: trackPublishing.iswc,
    })
    .from(tracks)
    .innerJoin(releases, eq(releases.id, tracks.releaseId))
    .leftJoin(trackPublishing, eq(trackPublishing.trackId, tracks.id))
    .where(songFilter(actor, filter))
    .orderBy(desc(tracks.id));
  const rows = await (page ? query.offset(page.offset).limit(page.count) : query);
  const user = await publishingUserFacts(services, actor);
  return rows.map((row) => {
    const data = row.details;
    const artists = (data.uniMainArtistObjects ?? []).map((artist) => artist.name);
    const reasons = ineligibleReasons(
      {
        accepted: true,
        publishingPercentage: data.publishingPercentage ?? null,
        allStores: toAllStores(row.stores),
        hasPublishingInfo: row.registered !== null,
        version: row.version,
        remixerNames: (data.uniContributorObjects ?? []).filter((person) => person.role === REMIXER_ROLE_ID).map((person) => person.name),
        firstDisplayArtist: artists[0] ?? '',
      },
      user,
    );
    return {
      songId: row.id,
      title: row.title,
      englishTitle: row.englishTitle ?? data.englishTitle ?? null,
      version: row.version || null,
      displayArtistList: artists,
      albumTitle: row.albumTitle,
      albumCoverUrls: { small: fileUrl(row.cover) },
      iswc: row.iswc ?? data.iswc ?? null,
      isrc: row.isrc || null,
      createTime: row.createdAt.toISOString(),
      publishingPercentage: data.publishingPercentage ?? null,
      publishingInfo: row.registered ? { status: row.registered } : null,
      eligible: reasons.length === 0,
      ineligibleReasons: reasons,
      needsEnglishTitle: needsEnglishTitle(row.title),
    };
  });
}

/**
 * SearchSong and GetSongList (section 7): by 100, searched by title, optionally the eligible ones only. The whole
 * list pages in the database; the eligible list is narrowed there to unregistered tracks, and the rules that read
 * the release (stores, cover and remix) run here.
 */
export async function searchPublishingSongs(services: Services, actor: Actor, query: { offset: number; count: number; value: string; songId?: number; eligibleOnly: 'true' | 'false' }) {
  await assertPublishingOpen(services);
  if (query.eligibleOnly === 'true') {
    const eligible = (await publishingSongs(services, actor, { ...query, unregistered: true })).filter((song) => song.eligible);
    return { total: eligible.length, songList: eligible.slice(query.offset, query.offset + query.count) };
  }
  const [[total], songList] = await Promise.all([
    services.db
      .select({ value: count() })
      .from(tracks)
      .innerJoin(releases, eq(releases.id, tracks.releaseId))
      .leftJoin(trackPublishing, eq(trackPublishing.trackId, tracks.id))
      .where(songFilter(actor, query)),
    publishingSongs(services, actor, query, query),
  ]);
  return { total: Number(total?.value ?? 0), songList };
}
