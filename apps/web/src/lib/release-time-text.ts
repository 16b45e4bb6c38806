import { ReleaseTimeType } from '@portal/domain/release/model';
import { formatInZone } from './zoned-time.ts';

/**
 * A release's time as its owner chose it: the wall clock of its timezone with the zone's name, or, for a release
 * that comes out at local time in each country, that wall-clock time with a note saying so. '—' while unset.
 */
export function releaseTimeText(album: { releaseTime?: number | null; timezone?: string; releaseTimeType?: number }, t: Translate): string {
  if (album.releaseTime == null) return '—';
  if (album.releaseTimeType === ReleaseTimeType.LOCAL) return t('release_time_local', { time: formatInZone(album.releaseTime, album.timezone || 'UTC') });
  return zonedTimeText(album.releaseTime, album.timezone, t);
}

type Translate = (key: string, vars: Record<string, string>) => string;

/** Another time of the release (its pre-release): the wall clock of the release's timezone with the zone's name. */
export function zonedTimeText(epochMs: number, timezone: string | undefined, t: Translate): string {
  const zone = timezone || 'UTC';
  return t('release_time_zoned', { time: formatInZone(epochMs, zone), zone: zone.replace(/_/g, ' ') });
}
