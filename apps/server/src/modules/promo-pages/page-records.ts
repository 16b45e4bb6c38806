import { and, eq, sql } from 'drizzle-orm';
import { promoPages } from '@portal/db/schema';
import { ReleaseStatus } from '@portal/domain/enums';
import { isPresavable, presaveStoresOf } from '@portal/domain/promotion/promo-page';
import { refusal } from '../../platform/errors.ts';
import type { Services } from '../../platform/services.ts';
import { accountCredits } from '../artists/artist-credits.ts';
import { rowsOf } from '@portal/db/rows';
import { fileUrl } from '../uploads/record-file.ts';

export type PageRow = typeof promoPages.$inferSelect;

export const PUBLIC_PREFIX = '/artist/';
export const publicPathOf = (path: string) => `${PUBLIC_PREFIX}${path}`;
export const pageNotFound = () => refusal(404, 'promo_page_not_found');

export function pageView(row: PageRow) {
  return {
    pageId: row.id,
    artistId: row.artistId,
    path: row.path,
    publicPath: publicPathOf(row.path),
    title: row.title,
    bio: row.bio,
    storeLinks: row.storeLinks as Record<string, string>,
    socialLinks: row.socialLinks as Record<string, string>,
    featuredReleaseId: row.featuredReleaseId,
    presaveEnabled: row.presaveEnabled,
    published: row.published,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A page of this account; another account's page is not found, like one that does not exist. */
export async function findPage(services: Services, accountId: number, pageId: number): Promise<PageRow> {
  const [row] = await services.db
    .select()
    .from(promoPages)
    .where(and(eq(promoPages.id, pageId), eq(promoPages.ownerUserId, accountId)));
  if (!row) throw pageNotFound();
  return row;
}

export async function pageOfArtist(services: Services, artistId: number): Promise<PageRow | null> {
  const [row] = await services.db.select().from(promoPages).where(eq(promoPages.artistId, artistId));
  return row ?? null;
}

/** A release of the artist as the page uses it: files by id (the owner's addresses are made by the caller). */
export interface ArtistRelease {
  albumId: number;
  title: string;
  status: number;
  releaseTime: Date | null;
  coverFileId: string | null;
  clipFileId: string | null;
  stores: Record<string, boolean>;
}

/** The submitted releases that credit the artist as a main artist (decision 013's credits), newest day first. */
export async function releasesOfArtist(services: Services, accountId: number, artistId: number): Promise<ArtistRelease[]> {
  const result = await services.db.execute(sql`
    select r.id, r.title, r.status, r.release_time, r.album->>'cover' as cover, r.album->'stores' as stores,
      (select coalesce(t.clip_file_id, t.data->'clipAudios'->>0) from tracks t where t.release_id = r.id order by t.sequence_number limit 1) as clip
    from releases r
    where r.owner_user_id = ${accountId} and r.deleted_at is null and not r.is_draft
      and r.id in (select release_id from (${accountCredits(accountId, { drafts: false })}) as credit where credit.artist_id = ${artistId} and credit.role = 'main')
    order by r.release_time desc nulls last, r.id desc`);
  return rowsOf<{ id: number | string; title: string; status: number; release_time: Date | string | null; cover: string | null; stores: Record<string, boolean> | null; clip: string | null }>(
    result,
  ).map((row) => ({
    albumId: Number(row.id),
    title: row.title,
    status: Number(row.status),
    releaseTime: row.release_time === null ? null : new Date(row.release_time),
    coverFileId: row.cover,
    clipFileId: row.clip,
    stores: row.stores ?? {},
  }));
}

/**
 * What a page shows: the featured release (the one the owner chose while it is live, else the newest live one) and
 * the nearest release fans can presave (when the page offers presaves).
 */
export function pageReleases(list: ArtistRelease[], page: Pick<PageRow, 'featuredReleaseId' | 'presaveEnabled'> | null, now = new Date()) {
  const live = list.filter((release) => release.status === ReleaseStatus.Live);
  const featured = live.find((release) => release.albumId === page?.featuredReleaseId) ?? live[0] ?? null;
  const upcoming = page?.presaveEnabled === false ? null : ([...list].reverse().find((release) => isPresavable(release, now) && presaveStoresOf(release.stores).length > 0) ?? null);
  return { featured, upcoming };
}

export const releaseDate = (time: Date | null) => time?.toISOString().slice(0, 10) ?? null;

export function releaseSummary(release: ArtistRelease | null) {
  if (!release) return null;
  return {
    albumId: release.albumId,
    title: release.title,
    status: release.status,
    releaseDate: releaseDate(release.releaseTime),
    coverUrl: fileUrl(release.coverFileId),
    clipUrl: fileUrl(release.clipFileId),
    presaveStoreIds: isPresavable(release, new Date()) ? presaveStoresOf(release.stores) : [],
  };
}
