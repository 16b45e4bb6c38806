import { utcToZonedParts } from '@portal/domain/catalog/timezones';
import { ReleaseTimeType } from '@portal/domain/release/model';
import type { ReleaseTimeTypeValue } from '../release-snapshot.ts';

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** xs:dateTime in UTC, whole seconds: 2025-05-01T16:00:00Z. */
export const utcDateTime = (at: Date) => `${at.toISOString().slice(0, 19)}Z`;

/** The wall clock in a zone as xs:dateTime without offset (DDEX: "local time" wherever the store sells). */
export function localDateTime(at: Date, timeZone: string): string {
  const p = utcToZonedParts(at.getTime(), timeZone);
  return `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}:${pad(p.second)}`;
}

/** The calendar date in a zone, YYYY-MM-DD. */
export const localDate = (at: Date, timeZone: string) => localDateTime(at, timeZone).slice(0, 10);

/**
 * How a release moment goes into a deal. Global: one instant everywhere (UTC). Local: the same wall-clock time in
 * each territory, which DDEX writes as a date-time without offset.
 */
export const dealDateTime = (at: Date, type: ReleaseTimeTypeValue, timeZone: string) => (type === ReleaseTimeType.LOCAL ? localDateTime(at, timeZone) : utcDateTime(at));

/** xs:duration from milliseconds: PT3M25.5S. */
export function isoDuration(ms: number): string {
  if (!Number.isFinite(ms) || ms < 0) throw new RangeError(`Bad duration ${ms} ms`);
  const whole = Math.round(ms);
  const totalSeconds = Math.floor(whole / 1000);
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const millis = whole % 1000;
  const seconds = `${totalSeconds % 60}${millis ? `.${pad(millis, 3).replace(/0+$/, '')}` : ''}`;
  return `PT${hours ? `${hours}H` : ''}${hours || minutes ? `${minutes}M` : ''}${seconds}S`;
}

/** Seconds as an xs:decimal, from milliseconds: 45000 -> "45", 1500 -> "1.5". */
export const decimalSeconds = (ms: number) => String(Math.round(ms) / 1000);
