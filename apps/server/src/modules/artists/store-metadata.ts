import { and, asc, count, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { releaseDeliveries, releases, tracks } from '@portal/db/schema';
import { platformById } from '@portal/domain/catalog/platforms';
import { ReleaseStatus } from '@portal/domain/enums';
import { BusinessCode } from '@portal/domain/errors';
import { artistLine } from '@portal/domain/release/artist-line';
import { normaliseIsrc, normaliseUpc } from '@portal/domain/release/identifiers';
import type { ArtistRef } from '@portal/domain/release/model';
import { AppError } from '../../platform/errors.ts';
import type { Services } from '../../platform/services.ts';
import { fileUrl } from '../uploads/record-file.ts';
import { containing } from './artist-records.ts';
import { searchArtists } from './list-artists.ts';

/**
 * What the stores hold of the account, as far as the portal knows it (decision 013): the portal reaches no store, so
 * its "store metadata" is what it delivered, the releases that are Delivered or Live, with their tracks.
 */
const heldByStores = (accountId: number): SQL =>
  and(eq(releases.ownerUserId, accountId), eq(releases.isDraft, false), isNull(releases.deletedAt), inArray(releases.status, [ReleaseStatus.Delivered, ReleaseStatus.Live]))!;

const metadataNotFound = () => new AppError(BusinessCode.REQUEST_COMMON, 404, undefined, 'store_metadata_not_found');
const invalidFormat = (field: string) => new AppError(BusinessCode.REQUEST_COMMON, 400, [{ field, messageKey: 'rule_invalid_format', message: 'rule_invalid_format' }], 'error_invalid_request');

const namesOf = (refs: unknown): string[] => (Array.isArray(refs) ? refs.flatMap((ref: Partial<ArtistRef> | null) => (typeof ref?.name === 'string' && ref.name.trim() ? [ref.name.trim()] : [])) : []);
const refsOf = (names: string[]) => names.map((name) => ({ name }));

/** A jsonb value that should be a list, or an empty list when it is missing or something else. */
const listOf = (value: SQL): SQL => sql`(case when jsonb_typeof(${value}) = 'array' then ${value} else '[]'::jsonb end)`;
const artistNamed = (lists: SQL[], pattern: string) => sql`exists (select 1 from jsonb_array_elements(${sql.join(lists, sql` || `)}) as artist where artist->>'name' ilike ${pattern})`;
const trackArtistLists = [listOf(sql`${tracks.data}->'uniMainArtistObjects'`), listOf(sql`${tracks.data}->'uniFeaturedArtistObjects'`)];
const albumArtistList = listOf(sql`${releases.album}->'uniMainArtistObjects'`);

// Read only what the metadata shows: a track's `data` also holds its lyrics.
const trackColumns = {
  songId: tracks.id,
  albumId: tracks.releaseId,
  albumTitle: releases.title,
  upc: releases.upc,
  title: tracks.title,
  version: tracks.version,
  isrc: tracks.isrc,
  durationMs: tracks.durationMs,
  sequenceNumber: tracks.sequenceNumber,
  main: sql<unknown>`${tracks.data}->'uniMainArtistObjects'`,
  featured: sql<unknown>`${tracks.data}->'uniFeaturedArtistObjects'`,
};
const albumColumns = {
  albumId: releases.id,
  kind: releases.kind,
  title: releases.title,
  upc: releases.upc,
  status: releases.status,
  releaseTime: releases.releaseTime,
  cover: sql<string | null>`${releases.album}->>'cover'`,
  main: sql<unknown>`${releases.album}->'uniMainArtistObjects'`,
  // Spelled out: inside the subquery an unqualified column would name the track's own.
  trackCount: sql<number>`(select count(*) from tracks as album_track where album_track.release_id = "releases"."id")`,
};

interface TrackRow {
  songId: number;
  albumId: number;
  albumTitle: string;
  upc: string | null;
  title: string;
  version: string;
  isrc: string;
  durationMs: number | null;
  sequenceNumber: number;
  main: unknown;
  featured: unknown;
}

function trackMetadata(row: TrackRow) {
  const { main, featured, ...fields } = row;
  const mainArtists = namesOf(main);
  const featuredArtists = namesOf(featured);
  return { ...fields, mainArtists, featuredArtists, artistLine: artistLine(refsOf(mainArtists), refsOf(featuredArtists)) };
}

function albumMetadata(row: { albumId: number; kind: string; title: string; upc: string | null; status: number; releaseTime: Date | null; cover: string | null; main: unknown; trackCount: number }) {
  const { cover, main, releaseTime, trackCount, ...fields } = row;
  const mainArtists = namesOf(main);
  return { ...fields, releaseTime: releaseTime?.getTime() ?? null, coverUrl: fileUrl(cover), mainArtists, artistLine: artistLine(refsOf(mainArtists)), trackCount: Number(trackCount) };
}

async function storesHolding(services: Services, releaseId: number) {
  const rows = await services.db
    .select()
    .from(releaseDeliveries)
    .where(and(eq(releaseDeliveries.releaseId, releaseId), inArray(releaseDeliveries.state, ['delivered', 'acknowledged', 'live'])))
    .orderBy(asc(releaseDeliveries.platformId));
  return rows.map((row) => ({
    platformId: row.platformId,
    platformName: platformById(row.platformId)?.name ?? String(row.platformId),
    state: row.state,
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
    liveAt: row.liveAt?.toISOString() ?? null,
  }));
}

type MetaType = 'all' | 'artist' | 'track' | 'album';

/** GET /artist/meta/search: artists, tracks and albums by name (tracks and albums also by their artists' names). */
export async function searchStoreMetadata(services: Services, accountId: number, query: { value: string; type: MetaType; offset: number; count: number }) {
  const wanted = (type: MetaType) => query.type === 'all' || query.type === type;
  const pattern = containing(query.value);
  const trackWhere = and(heldByStores(accountId), eq(tracks.ownerUserId, accountId), or(ilike(tracks.title, pattern), artistNamed(trackArtistLists, pattern)));
  const albumWhere = and(heldByStores(accountId), or(ilike(releases.title, pattern), artistNamed([albumArtistList], pattern)));
  const none = { total: 0, rows: [] as never[] };
  const [artistPage, trackPage, albumPage] = await Promise.all([
    wanted('artist') ? searchArtists(services, accountId, query).then((page) => ({ total: page.total, rows: page.artists })) : none,
    wanted('track')
      ? Promise.all([
          services.db.select({ total: count() }).from(tracks).innerJoin(releases, eq(releases.id, tracks.releaseId)).where(trackWhere),
          services.db
            .select(trackColumns)
            .from(tracks)
            .innerJoin(releases, eq(releases.id, tracks.releaseId))
            .where(trackWhere)
            .orderBy(asc(tracks.title), desc(tracks.id))
            .offset(query.offset)
            .limit(query.count),
        ]).then(([[counted], rows]) => ({ total: Number(counted?.total ?? 0), rows: rows.map(trackMetadata) }))
      : none,
    wanted('album')
      ? Promise.all([
          services.db.select({ total: count() }).from(releases).where(albumWhere),
          services.db.select(albumColumns).from(releases).where(albumWhere).orderBy(asc(releases.title), desc(releases.id)).offset(query.offset).limit(query.count),
        ]).then(([[counted], rows]) => ({ total: Number(counted?.total ?? 0), rows: rows.map(albumMetadata) }))
      : none,
  ]);
  return {
    total: { artist: artistPage.total, track: trackPage.total, album: albumPage.total },
    artists: artistPage.rows,
    tracks: trackPage.rows,
    albums: albumPage.rows,
  };
}

/** GET /artist/meta/get_track: by song id or ISRC; the same recording on several releases answers with the live, newest one. */
export async function storeTrack(services: Services, accountId: number, query: { songId?: number; isrc?: string }) {
  const isrc = query.isrc?.trim() ? normaliseIsrc(query.isrc) : undefined;
  if (isrc === null) throw invalidFormat('query.isrc');
  const [row] = await services.db
    .select(trackColumns)
    .from(tracks)
    .innerJoin(releases, eq(releases.id, tracks.releaseId))
    .where(and(heldByStores(accountId), eq(tracks.ownerUserId, accountId), query.songId ? eq(tracks.id, query.songId) : undefined, isrc ? eq(tracks.isrc, isrc) : undefined))
    .orderBy(sql`${releases.status} = ${ReleaseStatus.Live} desc`, desc(tracks.id))
    .limit(1);
  if (!row) throw metadataNotFound();
  return { ...trackMetadata(row), stores: await storesHolding(services, row.albumId) };
}

/** GET /artist/meta/get_album: by album id or UPC, with its tracks in order. */
export async function storeAlbum(services: Services, accountId: number, query: { albumId?: number; upc?: string }) {
  const upc = query.upc?.trim() ? normaliseUpc(query.upc) : undefined;
  if (upc === null) throw invalidFormat('query.upc');
  const [row] = await services.db
    .select(albumColumns)
    .from(releases)
    .where(and(heldByStores(accountId), query.albumId ? eq(releases.id, query.albumId) : undefined, upc ? eq(releases.upc, upc) : undefined))
    .limit(1);
  if (!row) throw metadataNotFound();
  const [trackRows, stores] = await Promise.all([
    services.db.select(trackColumns).from(tracks).innerJoin(releases, eq(releases.id, tracks.releaseId)).where(eq(tracks.releaseId, row.albumId)).orderBy(asc(tracks.sequenceNumber)),
    storesHolding(services, row.albumId),
  ]);
  return { ...albumMetadata(row), tracks: trackRows.map(trackMetadata), stores };
}
