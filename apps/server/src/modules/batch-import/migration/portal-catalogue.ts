import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '@portal/db/client';
import { releases, storeCatalogueReleases, storeCatalogueTracks, tracks } from '@portal/db/schema';
import type { AssetSource } from '@portal/domain/bulk-import/model';
import { ReleaseStatus } from '@portal/domain/enums';
import { normaliseIsrc, normaliseUpc } from '@portal/domain/release/identifiers';
import type { AlbumInput, ArtistRef, TrackInput } from '@portal/domain/release/model';
import type { StoreArtist, StoreCatalogue, StoreRelease } from './store-catalogue.ts';

/**
 * The store metadata the portal holds (decision 013: it reaches no store): the store catalogue entries operators or
 * the demo data entered, then the account's own releases the portal delivered (Delivered or Live). The entries come
 * first: they are what other distributors put in the stores, which is what a migration is about.
 */
export class PortalStoreCatalogue implements StoreCatalogue {
  constructor(
    private readonly db: Db,
    private readonly accountId: number,
  ) {}

  async byUpc(raw: string): Promise<StoreRelease | undefined> {
    const upc = normaliseUpc(raw);
    if (!upc) return undefined;
    // Stores and exports write a UPC-A also as its 13-digit EAN with a leading zero.
    const spellings = upc.length === 12 ? [upc, `0${upc}`] : [upc];
    const [entry] = await this.db.select().from(storeCatalogueReleases).where(inArray(storeCatalogueReleases.upc, spellings)).orderBy(desc(storeCatalogueReleases.id)).limit(1);
    if (entry) return this.entry(entry);
    const [held] = await this.db
      .select()
      .from(releases)
      .where(and(this.heldByStores(), eq(releases.upc, upc)))
      .limit(1);
    return held ? this.held(held) : undefined;
  }

  async byIsrc(raw: string): Promise<StoreRelease | undefined> {
    const isrc = normaliseIsrc(raw);
    if (!isrc) return undefined;
    const [entryTrack] = await this.db
      .select({ releaseId: storeCatalogueTracks.releaseId })
      .from(storeCatalogueTracks)
      .where(eq(storeCatalogueTracks.isrc, isrc))
      .orderBy(desc(storeCatalogueTracks.id))
      .limit(1);
    if (entryTrack) {
      const [entry] = await this.db.select().from(storeCatalogueReleases).where(eq(storeCatalogueReleases.id, entryTrack.releaseId));
      if (entry) return this.entry(entry);
    }
    const [held] = await this.db
      .select({ release: releases })
      .from(tracks)
      .innerJoin(releases, eq(releases.id, tracks.releaseId))
      .where(and(this.heldByStores(), eq(tracks.ownerUserId, this.accountId), eq(tracks.isrc, isrc)))
      .orderBy(sql`${releases.status} = ${ReleaseStatus.Live} desc`, desc(releases.id))
      .limit(1);
    return held ? this.held(held.release) : undefined;
  }

  private heldByStores() {
    return and(eq(releases.ownerUserId, this.accountId), eq(releases.isDraft, false), isNull(releases.deletedAt), inArray(releases.status, [ReleaseStatus.Delivered, ReleaseStatus.Live]));
  }

  private async entry(entry: typeof storeCatalogueReleases.$inferSelect): Promise<StoreRelease> {
    const rows = await this.db.select().from(storeCatalogueTracks).where(eq(storeCatalogueTracks.releaseId, entry.id)).orderBy(asc(storeCatalogueTracks.sequenceNumber), asc(storeCatalogueTracks.id));
    return {
      source: entry.store,
      upc: entry.upc,
      title: entry.title,
      ...(entry.version && { version: entry.version }),
      artists: storeArtists(entry.artists),
      ...(entry.label && { label: entry.label }),
      ...(entry.genre && { genre: entry.genre }),
      ...(entry.subgenre && { subgenre: entry.subgenre }),
      ...(entry.language && { language: entry.language }),
      ...(entry.releaseDate && { releaseDate: entry.releaseDate }),
      ...(entry.originalReleaseDate && { originalReleaseDate: entry.originalReleaseDate }),
      ...(httpsAsset(entry.artworkUrl) && { artwork: httpsAsset(entry.artworkUrl) }),
      tracks: rows.map((row) => ({
        sequenceNumber: row.sequenceNumber,
        title: row.title,
        ...(row.version && { version: row.version }),
        isrc: row.isrc,
        artists: storeArtists(row.artists),
        ...(row.durationMs !== null && { durationMs: row.durationMs }),
        explicit: row.explicit,
        ...(httpsAsset(row.audioUrl) && { audio: httpsAsset(row.audioUrl) }),
      })),
    };
  }

  /** A release the portal delivered: its own form fields, and its stored audio and cover, which the account keeps. */
  private async held(release: typeof releases.$inferSelect): Promise<StoreRelease> {
    const album = release.album as AlbumInput;
    const rows = await this.db.select().from(tracks).where(eq(tracks.releaseId, release.id)).orderBy(asc(tracks.sequenceNumber));
    const dateOf = (at: number | Date | null | undefined) => (at === null || at === undefined ? undefined : new Date(at).toISOString().slice(0, 10));
    return {
      source: 'portal',
      upc: release.upc ?? undefined,
      title: release.title,
      ...(album.version && { version: album.version }),
      type: release.kind === 'SINGLE' ? 'single' : 'album',
      artists: refsAsArtists(album.uniMainArtistObjects, 'primary'),
      ...(album.recordLabel && { label: album.recordLabel }),
      ...(album.mainGenre && { genre: album.mainGenre }),
      ...(album.subGenre && { subgenre: album.subGenre }),
      ...(album.language && { language: album.language }),
      releaseDate: dateOf(release.releaseTime),
      originalReleaseDate: dateOf(album.originalReleaseTime),
      ...(album.cover && { artwork: { kind: 'file', fileId: album.cover } as AssetSource }),
      album,
      tracks: rows.map((row) => {
        const input = row.data as TrackInput;
        return {
          sequenceNumber: row.sequenceNumber,
          title: row.title,
          ...(row.version && { version: row.version }),
          isrc: row.isrc,
          artists: [...refsAsArtists(input.uniMainArtistObjects, 'primary'), ...refsAsArtists(input.uniFeaturedArtistObjects, 'featured')],
          ...(row.durationMs !== null && { durationMs: row.durationMs }),
          ...(row.fullAudioFileId && { audio: { kind: 'file', fileId: row.fullAudioFileId } as AssetSource }),
          input,
        };
      }),
    };
  }
}

const httpsAsset = (url: string | null): AssetSource | undefined => (url && /^https:\/\//i.test(url) ? { kind: 'url', url } : undefined);

const refsAsArtists = (refs: ArtistRef[] | undefined, role: StoreArtist['role']): StoreArtist[] => (refs ?? []).filter((ref) => ref?.name?.trim()).map((ref) => ({ name: ref.name.trim(), role }));

/** The jsonb artist list of an entry: [{ name, role }], anything else left out. */
function storeArtists(value: unknown): StoreArtist[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item: { name?: unknown; role?: unknown } | null) =>
    typeof item?.name === 'string' && item.name.trim() ? [{ name: item.name.trim(), role: item.role === 'featured' ? ('featured' as const) : ('primary' as const) }] : [],
  );
}
