import { and, asc, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { releases, tracks } from '@portal/db/schema';
import { BusinessCode } from '@portal/domain/errors';
import { artistLine } from '@portal/domain/release/artist-line';
import { songSourceOf } from '@portal/domain/release/song-source';
import type { ArtistRef, TrackInput } from '@portal/domain/release/model';
import { AppError } from '../../platform/errors.ts';
import type { Services } from '../../platform/services.ts';
import { fileUrl } from '../uploads/record-file.ts';
import { releaseSummaries } from '../releases/release-list.ts';

export const songNotFound = () => new AppError(BusinessCode.REQUEST_COMMON, 404, undefined, 'song_not_found');

import { containsPattern as likePattern } from '../../platform/like-pattern.ts';

export { likePattern };

type JsonColumn = typeof tracks.data | typeof releases.album;

/** A list inside a jsonb document, or an empty list when the field was left out (every field of the form is optional). */
export const jsonList = (column: JsonColumn, key: string): SQL => {
  if (!/^[A-Za-z]+$/.test(key)) throw new Error(`bad json key ${key}`);
  return sql`(case when jsonb_typeof(${column}->'${sql.raw(key)}') = 'array' then ${column}->'${sql.raw(key)}' else '[]'::jsonb end)`;
};

/** Whether one of the artists (objects with a name) of these lists matches the LIKE pattern. */
export const artistNamed = (lists: SQL[], pattern: string): SQL => sql`exists (select 1 from jsonb_array_elements(${sql.join(lists, sql` || `)}) as artist where artist->>'name' ilike ${pattern})`;

/** Whether one of the names of a list of strings matches the LIKE pattern. */
export const nameListed = (list: SQL, pattern: string): SQL => sql`exists (select 1 from jsonb_array_elements_text(${list}) as listed where listed ilike ${pattern})`;

/** Contributors credited as composer (6), lyricist (7) or songwriter (8): the credits a writer search also covers. */
const WRITER_ROLES = sql.raw(`'6', '7', '8'`);
export const writerCredited = (pattern: string): SQL =>
  sql`exists (select 1 from jsonb_array_elements(${jsonList(tracks.data, 'uniContributorObjects')}) as credit where credit->>'role' in (${WRITER_ROLES}) and credit->>'name' ilike ${pattern})`;

export const trackArtistNamed = (pattern: string) => artistNamed([jsonList(tracks.data, 'uniMainArtistObjects'), jsonList(tracks.data, 'uniFeaturedArtistObjects')], pattern);

/** The account's releases that were submitted and not deleted: their tracks are its songs. */
export const submittedReleasesOf = (accountId: number): SQL => and(eq(releases.ownerUserId, accountId), eq(releases.isDraft, false), isNull(releases.deletedAt))!;

/** Title, ISRC (hyphens and case ignored) or artist: what the song list and the quick search look at. */
export function songMatches(value: string): SQL | undefined {
  if (!value.trim()) return undefined;
  const pattern = likePattern(value);
  const isrc = value.replace(/[\s-]/g, '').toUpperCase();
  return or(ilike(tracks.title, pattern), isrc ? ilike(tracks.isrc, likePattern(isrc)) : undefined, trackArtistNamed(pattern));
}

// Lists read only what a summary shows: the lyrics inside `data` can be large.
const summaryColumns = {
  songId: tracks.id,
  albumId: tracks.releaseId,
  albumTitle: releases.title,
  title: tracks.title,
  version: tracks.version,
  isrc: tracks.isrc,
  durationMs: tracks.durationMs,
  status: releases.status,
  releaseTime: releases.releaseTime,
  cover: sql<string | null>`${releases.album}->>'cover'`,
  fullAudio: sql<string | null>`${tracks.data}->>'fullAudio'`,
  mainArtists: sql<ArtistRef[] | null>`${tracks.data}->'uniMainArtistObjects'`,
  featuredArtists: sql<ArtistRef[] | null>`${tracks.data}->'uniFeaturedArtistObjects'`,
};

interface SummaryRow {
  songId: number;
  albumId: number;
  albumTitle: string;
  title: string;
  version: string;
  isrc: string;
  durationMs: number | null;
  status: number;
  releaseTime: Date | null;
  cover: string | null;
  fullAudio: string | null;
  mainArtists: ArtistRef[] | null;
  featuredArtists: ArtistRef[] | null;
}

/** What names a song wherever it is listed: its ids, titles, ISRC and the artist line. */
export function songIdentity(row: Pick<SummaryRow, 'songId' | 'albumId' | 'albumTitle' | 'title' | 'version' | 'isrc' | 'mainArtists' | 'featuredArtists'>) {
  return {
    songId: row.songId,
    albumId: row.albumId,
    albumTitle: row.albumTitle,
    title: row.title,
    version: row.version,
    isrc: row.isrc,
    artists: artistLine(Array.isArray(row.mainArtists) ? row.mainArtists : [], Array.isArray(row.featuredArtists) ? row.featuredArtists : []),
  };
}

function toSummary(row: SummaryRow) {
  return {
    ...songIdentity(row),
    coverUrl: fileUrl(row.cover),
    audioUrl: fileUrl(row.fullAudio),
    durationMs: row.durationMs,
    status: row.status,
    releaseTime: row.releaseTime?.getTime() ?? null,
  };
}

export type SongSummary = ReturnType<typeof toSummary>;

/** Song summaries of the account where `where` holds, newest release first and in album order. */
export async function songSummaries(services: Services, accountId: number, where: SQL | undefined, page: { offset: number; count: number }) {
  const rows = await services.db
    .select(summaryColumns)
    .from(tracks)
    .innerJoin(releases, eq(releases.id, tracks.releaseId))
    .where(and(submittedReleasesOf(accountId), where))
    .orderBy(desc(releases.id), asc(tracks.sequenceNumber))
    .offset(page.offset)
    .limit(page.count);
  return rows.map(toSummary);
}

export async function countSongs(services: Services, accountId: number, where: SQL | undefined): Promise<number> {
  const [row] = await services.db
    .select({ total: sql<number>`count(*)` })
    .from(tracks)
    .innerJoin(releases, eq(releases.id, tracks.releaseId))
    .where(and(submittedReleasesOf(accountId), where));
  return Number(row?.total ?? 0);
}

/** Full views of the account's songs where `where` holds: the summary, every track field and the release. */
export async function songViews(services: Services, accountId: number, where: SQL) {
  const rows = await services.db
    .select({ summary: summaryColumns, data: tracks.data, clip: tracks.clipFileId, source: tracks.source, release: releases })
    .from(tracks)
    .innerJoin(releases, eq(releases.id, tracks.releaseId))
    .where(and(submittedReleasesOf(accountId), where))
    .orderBy(desc(releases.id), asc(tracks.sequenceNumber));
  const distinct = [...new Map(rows.map((row) => [row.release.id, row.release])).values()];
  const summaries = new Map((await releaseSummaries(services, distinct, true)).map((summary) => [summary.albumId, summary]));
  return rows.map((row) => ({
    ...toSummary(row.summary),
    clipUrl: fileUrl(row.clip ?? (row.data as TrackInput).clipAudios?.[0]),
    source: songSourceOf({ source: row.source }),
    track: row.data as TrackInput,
    release: summaries.get(row.release.id)!,
  }));
}

/** One song of the account, or 404 whether it does not exist or belongs to someone else. */
export async function songView(services: Services, accountId: number, songId: number) {
  const [song] = await songViews(services, accountId, eq(tracks.id, songId));
  if (!song) throw songNotFound();
  return song;
}

export const songIdsIn = (ids: number[]) => inArray(tracks.id, ids.length ? ids : [-1]);
