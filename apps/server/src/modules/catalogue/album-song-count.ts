import { and, countDistinct, eq, isNull, count } from 'drizzle-orm';
import { releases, tracks } from '@portal/db/schema';
import { ReleaseStatus } from '@portal/domain/enums';
import type { Services } from '../../platform/services.ts';

/**
 * GET /user/album_song_count: the account's submitted releases, and its songs per release status by name (every
 * status listed, zero included). Drafts are not releases yet and have no songs.
 */
export async function albumSongCount(services: Services, accountId: number) {
  const perStatus = await services.db
    .select({ status: releases.status, albums: countDistinct(releases.id), songs: count(tracks.id) })
    .from(releases)
    .leftJoin(tracks, eq(tracks.releaseId, releases.id))
    .where(and(eq(releases.ownerUserId, accountId), eq(releases.isDraft, false), isNull(releases.deletedAt)))
    .groupBy(releases.status);
  const songStatusCount = Object.fromEntries(Object.entries(ReleaseStatus).map(([name, value]) => [name, Number(perStatus.find((entry) => entry.status === value)?.songs ?? 0)]));
  return { albumCount: perStatus.reduce((sum, entry) => sum + Number(entry.albums), 0), songStatusCount };
}
