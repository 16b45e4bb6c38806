import { and, desc, eq, ilike, inArray, isNull } from 'drizzle-orm';
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
import { fileUrl } from '../releases/release-records.ts';
import { releaseUserFlags } from '../releases/rule-context.ts';
import { assertPublishingOpen } from './publishing-errors.ts';


/** The release goes to the streaming stores, not only to the in-house apps (document 2's "all stores"). */
const toAllStores = (album: AlbumInput) => Object.entries(album.stores ?? {}).some(([id, on]) => on && platformById(Number(id))?.type === 'streaming');

export async function publishingUserFacts(services: Services, actor: Actor): Promise<PublishingUserFacts> {
  const flags = await releaseUserFlags(services, actor.account);
  return { isLabel: flags.isLabel, enforceCoverRestriction: flags.enforceCoverRestriction, enforceRemixRestriction: flags.enforceRemixRestriction };
}

/** The account's tracks on accepted releases with what publishing needs to know of each, newest first. */
export async function publishingSongs(services: Services, actor: Actor, filter: { value?: string; songId?: number }) {
  const rows = await services.db
    .select({ track: tracks, album: releases.album, albumTitle: releases.title, registered: trackPublishing.status, englishTitle: trackPublishing.englishTitle, iswc: trackPublishing.iswc })
    .from(tracks)
    .innerJoin(releases, eq(releases.id, tracks.releaseId))
    .leftJoin(trackPublishing, eq(trackPublishing.trackId, tracks.id))
    .where(
      and(
        eq(tracks.ownerUserId, actor.accountId),
        isNull(releases.deletedAt),
        eq(releases.isDraft, false),
        inArray(releases.status, [...acceptedStatuses]),
        filter.value?.trim() ? ilike(tracks.title, containsPattern(filter.value)) : undefined,
        filter.songId ? eq(tracks.id, filter.songId) : undefined,
      ),
    )
    .orderBy(desc(tracks.id));
  const user = await publishingUserFacts(services, actor);
  return rows.map(({ track, album, albumTitle, registered, englishTitle, iswc }) => {
    const data = track.data as TrackInput;
    const artists = (data.uniMainArtistObjects ?? []).map((artist) => artist.name);
    const reasons = ineligibleReasons(
      {
        accepted: true,
        publishingPercentage: data.publishingPercentage ?? null,
        allStores: toAllStores(album as AlbumInput),
        hasPublishingInfo: registered !== null,
        version: track.version,
        remixerNames: (data.uniContributorObjects ?? []).filter((person) => person.role === REMIXER_ROLE_ID).map((person) => person.name),
        firstDisplayArtist: artists[0] ?? '',
      },
      user,
    );
    return {
      songId: track.id,
      title: track.title,
      englishTitle: englishTitle ?? data.englishTitle ?? null,
      version: track.version || null,
      displayArtistList: artists,
      albumTitle,
      albumCoverUrls: { small: fileUrl((album as AlbumInput).cover) },
      iswc: iswc ?? data.iswc ?? null,
      isrc: track.isrc || null,
      createTime: track.createdAt.toISOString(),
      publishingPercentage: data.publishingPercentage ?? null,
      publishingInfo: registered ? { status: registered } : null,
      eligible: reasons.length === 0,
      ineligibleReasons: reasons,
      needsEnglishTitle: needsEnglishTitle(track.title),
    };
  });
}

/** SearchSong and GetSongList (section 7): by 100, searched by title, optionally the eligible ones only. */
export async function searchPublishingSongs(services: Services, actor: Actor, query: { offset: number; count: number; value: string; songId?: number; eligibleOnly: 'true' | 'false' }) {
  await assertPublishingOpen(services);
  const all = await publishingSongs(services, actor, query);
  const chosen = query.eligibleOnly === 'true' ? all.filter((song) => song.eligible) : all;
  return { total: chosen.length, songList: chosen.slice(query.offset, query.offset + query.count) };
}
