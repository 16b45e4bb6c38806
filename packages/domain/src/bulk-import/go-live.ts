import { RELEASE_LIMITS } from '../release/validate.ts';
import { ReleaseTimeType, type AlbumInput } from '../release/model.ts';

const DAY_MS = 86_400_000;

/**
 * The go-live date a task gives its releases (YYYY-MM-DD, midnight in each store's own zone): for those that name no
 * release date, or one the release form would refuse as too early — a migrated release, an ERN whose deal began years
 * ago. A release that was out before keeps that date as its original release date, so stores keep its history.
 */
export function withGoLiveDate(album: AlbumInput, goLive: string | null | undefined, now: number): AlbumInput {
  if (!goLive) return album;
  const own = album.releaseTime;
  if (own != null && own >= now + RELEASE_LIMITS.releaseEarliestDays * DAY_MS) return album;
  const [year, month, day] = goLive.split('-').map(Number) as [number, number, number];
  const wasOut = own != null && own < now && album.originalReleaseTime == null;
  return {
    ...album,
    releaseTimeType: ReleaseTimeType.LOCAL,
    timezone: 'UTC',
    releaseTime: Date.UTC(year, month - 1, day),
    ...(wasOut ? { isPreviouslyReleased: true, originalReleaseTime: own } : {}),
  };
}
