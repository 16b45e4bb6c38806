import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { releases, tracks } from '@portal/db/schema';
import { ReleaseStatus } from '@portal/domain/enums';
import type { Actor } from '../../platform/actor.ts';
import type { Services } from '../../platform/services.ts';
import { findArtist } from '../artists/artist-records.ts';
import { fileUrl } from '../uploads/record-file.ts';
import { releaseDate, releasesOfArtist } from './page-records.ts';

const IN_STORES = [ReleaseStatus.Approved, ReleaseStatus.Delivered, ReleaseStatus.Live] as number[];

/** The songs of the artist's releases that passed review and are not taken down: the ones the stores hold or will. */
export async function dspSongs(services: Services, actor: Actor, query: { artistId: number; offset: number; count: number }) {
  const artist = await findArtist(services, actor.accountId, query.artistId);
  const albumIds = (await releasesOfArtist(services, actor.accountId, artist.id)).filter((release) => IN_STORES.includes(release.status)).map((release) => release.albumId);
  if (!albumIds.length) return { total: 0, songs: [] };
  const where = and(eq(tracks.ownerUserId, actor.accountId), inArray(tracks.releaseId, albumIds));
  const [[counted], rows] = await Promise.all([
    services.db.select({ n: sql<number>`count(*)::int` }).from(tracks).where(where),
    services.db
      .select({ track: tracks, albumTitle: releases.title, status: releases.status, releaseTime: releases.releaseTime })
      .from(tracks)
      .innerJoin(releases, eq(releases.id, tracks.releaseId))
      .where(where)
      .orderBy(sql`${releases.releaseTime} desc nulls last`, desc(releases.id), asc(tracks.sequenceNumber))
      .offset(query.offset)
      .limit(query.count),
  ]);
  return {
    total: Number(counted?.n ?? 0),
    songs: rows.map(({ track, albumTitle, status, releaseTime }) => ({
      songId: track.id,
      title: track.title,
      version: track.version,
      isrc: track.isrc,
      albumId: track.releaseId,
      albumTitle,
      status,
      releaseDate: releaseDate(releaseTime),
      clipUrl: fileUrl(track.clipFileId ?? (track.data as { clipAudios?: string[] }).clipAudios?.[0]),
    })),
  };
}
