import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { artists, releases, tracks } from '@portal/db/schema';
import type { Db } from '@portal/db/client';
import { formatDay, MAX_RANGE_DAYS, parseDay, previousPeriod, rangeLength, today, type DayRange } from '@portal/domain/analytics/date-range';
import { platformById } from '@portal/domain/catalog/platforms';
import { refusal } from '../../platform/errors.ts';

const DEFAULT_DAYS = 28;

function day(text: string | undefined, field: string): number | null {
  if (text === undefined || text === '') return null;
  const value = parseDay(text);
  if (value === null) throw refusal(400, 'analytics_date_invalid', `query.${field}`);
  return value;
}

function checked(range: DayRange, startField: string, endField: string): DayRange {
  if (range.end < range.start) throw refusal(400, 'analytics_range_invalid', `query.${endField}`);
  if (rangeLength(range) > MAX_RANGE_DAYS) throw refusal(400, 'analytics_range_too_long', `query.${startField}`);
  return range;
}

/** The range asked for: start..end, by default the 28 days up to yesterday (stores report a day after it ends). */
export function rangeOf(query: { start?: string; end?: string }, now = new Date()): DayRange {
  const start = day(query.start, 'start');
  const end = day(query.end, 'end');
  const yesterday = today(now) - 1;
  if (start === null && end === null) return { start: yesterday - DEFAULT_DAYS + 1, end: yesterday };
  if (start === null) return checked({ start: end! - DEFAULT_DAYS + 1, end: end! }, 'start', 'end');
  return checked({ start, end: end ?? Math.max(start, yesterday) }, 'start', 'end');
}

/** The comparison range: as asked, else the period of the same length just before. */
export function comparisonOf(query: { compareStart?: string; compareEnd?: string }, range: DayRange): DayRange {
  const start = day(query.compareStart, 'compareStart');
  const end = day(query.compareEnd, 'compareEnd');
  if (start === null && end === null) return previousPeriod(range);
  const length = rangeLength(range);
  return checked({ start: start ?? end! - length + 1, end: end ?? start! + length - 1 }, 'compareStart', 'compareEnd');
}

export const rangeDto = (range: DayRange) => ({ start: formatDay(range.start), end: formatDay(range.end) });

/** "1026,1036" as store ids of the catalogue; null for all stores. */
export function storeIdsOf(text: string | undefined): number[] | null {
  if (text === undefined || text.trim() === '') return null;
  const ids = text.split(',').map((part) => part.trim());
  if (ids.some((id) => !/^\d{1,9}$/.test(id) || !platformById(Number(id)))) throw refusal(400, 'analytics_store_invalid', 'query.storeIdList');
  return [...new Set(ids.map(Number))];
}

export interface SongRow {
  songId: number;
  albumId: number;
  title: string;
  version: string;
  isrc: string;
  artists: string[];
  releaseTitle: string;
}

const songColumns = {
  songId: tracks.id,
  albumId: tracks.releaseId,
  title: tracks.title,
  version: tracks.version,
  isrc: tracks.isrc,
  artists: sql<
    string[]
  >`coalesce((SELECT array_agg(a.value->>'name') FROM jsonb_array_elements(CASE WHEN jsonb_typeof(${tracks.data}->'uniMainArtistObjects') = 'array' THEN ${tracks.data}->'uniMainArtistObjects' ELSE '[]'::jsonb END) a), '{}')`,
  releaseTitle: releases.title,
};

/** The account's submitted songs, all or those with the given ids (ids of other accounts find nothing). */
export async function songsOf(db: Db, accountId: number, songIds?: readonly number[]): Promise<SongRow[]> {
  if (songIds && songIds.length === 0) return [];
  return db
    .select(songColumns)
    .from(tracks)
    .innerJoin(releases, eq(releases.id, tracks.releaseId))
    .where(and(eq(tracks.ownerUserId, accountId), eq(releases.ownerUserId, accountId), eq(releases.isDraft, false), isNull(releases.deletedAt), songIds ? inArray(tracks.id, [...songIds]) : undefined))
    .orderBy(tracks.id);
}

/** One song of the account; another account's song is not found, so nothing about it leaks. */
export async function ownedSong(db: Db, accountId: number, songId: number): Promise<SongRow> {
  const [song] = await songsOf(db, accountId, [songId]);
  if (!song) throw refusal(404, 'analytics_song_not_found', 'query.songId');
  return song;
}

export async function ownedArtist(db: Db, accountId: number, artistId: number) {
  const [artist] = await db
    .select({ id: artists.id, name: artists.name })
    .from(artists)
    .where(and(eq(artists.id, artistId), eq(artists.ownerUserId, accountId), isNull(artists.deletedAt)));
  if (!artist) throw refusal(404, 'analytics_artist_not_found', 'query.artistId');
  return artist;
}
