import { ReleaseTimeType } from '@portal/domain/release/model';
import { formatInZone } from './zoned-time.ts';

/**
 * A release's time as its owner chose it: the wall clock of its timezone with the zone's name, or, for a release
 * that comes out at local time in each country, that wall-clock time with a note saying so. '—' while unset.
 */
export function releaseTimeText(album: { releaseTime?: number | null; timezone?: string; releaseTimeType?: number }, t: (key: string, vars: Record<string, string>) => string): string {
  if (album.releaseTime == null) return '—';
  const zone = album.timezone || 'UTC';
  const time = formatInZone(album.releaseTime, zone);
  if (album.releaseTimeType === ReleaseTimeType.LOCAL) return t('release_time_local', { time });
  return t('release_time_zoned', { time, zone: zone.replace(/_/g, ' ') });
}
