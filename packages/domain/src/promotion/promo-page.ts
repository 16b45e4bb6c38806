import { checkArtistLink, artistLinkKinds, type ArtistLinkKind } from '../artist-links.ts';
import { ReleaseStatus } from '../enums.ts';

/**
 * Artist promo pages (issue 8 section 1, decision 029): the page's address, its store and social links, which
 * release it presaves, and who may build and publish one. Shared by the editor (as the owner types) and the server.
 */

export const PROMO_PATH_MIN = 3;
export const PROMO_PATH_MAX = 40;
export const PROMO_TITLE_MAX = 100;
export const PROMO_BIO_MAX = 1000;

/** Paths that would read as the portal's own pages or mislead visitors. */
export const RESERVED_PROMO_PATHS = new Set([
  'admin',
  'api',
  'app',
  'artist',
  'artists',
  'assets',
  'help',
  'login',
  'logout',
  'new',
  'edit',
  'settings',
  'support',
  'soundport',
  'official',
  'promo',
  'promotion',
  'presave',
  'media',
  'static',
  'www',
  'null',
  'undefined',
]);

/** What a path is stored as: trimmed and lower case (addresses are case-insensitive to people). */
export const normalizePromoPath = (raw: string) => raw.trim().toLowerCase();

/**
 * null when the (normalised) path can be used, else a message key: 3 to 40 of a-z, 0-9 and single hyphens, starting
 * and ending with a letter or digit, and not a reserved word.
 */
export function promoPathProblem(path: string): string | null {
  if (path.length < PROMO_PATH_MIN) return 'promo_path_too_short';
  if (path.length > PROMO_PATH_MAX) return 'promo_path_too_long';
  if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(path)) return 'promo_path_characters';
  if (RESERVED_PROMO_PATHS.has(path)) return 'promo_path_reserved';
  return null;
}

/** A path made from the artist's name ("Mara Quinn" -> "mara-quinn"), for the editor to offer. */
export function suggestPromoPath(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, PROMO_PATH_MAX)
    .replace(/-+$/g, '');
  return slug.length >= PROMO_PATH_MIN && !RESERVED_PROMO_PATHS.has(slug) ? slug : `${slug || 'artist'}-music`.slice(0, PROMO_PATH_MAX);
}

/** Stores a page links to, with the store's catalogue id and the hosts its artist pages live on. */
export const PROMO_STORES = [
  { key: 'spotify', storeId: 1026, hosts: ['open.spotify.com'] },
  { key: 'apple_music', storeId: 1036, hosts: ['music.apple.com'] },
  { key: 'youtube_music', storeId: 1028, hosts: ['music.youtube.com'] },
  { key: 'amazon_music', storeId: 1013, hosts: ['music.amazon.com', 'www.amazon.com'] },
  { key: 'deezer', storeId: 1032, hosts: ['www.deezer.com', 'deezer.com', 'deezer.page.link'] },
  { key: 'tidal', storeId: 1039, hosts: ['tidal.com', 'listen.tidal.com'] },
] as const;
export type PromoStoreKey = (typeof PROMO_STORES)[number]['key'];
export const promoStoreKeys = PROMO_STORES.map((store) => store.key) as [PromoStoreKey, ...PromoStoreKey[]];

/** Stores a fan can presave on (real presave services cover these), in the order the page shows them. */
export const PRESAVE_STORE_IDS = [1026, 1036, 1013, 1032, 1039] as const;

export const promoSocialKinds = artistLinkKinds;
export type PromoSocialKind = ArtistLinkKind;

/** null when the address may be shown as this store's link: https on the store's own host, with a path. */
export function checkPromoStoreLink(key: PromoStoreKey, value: string): string | null {
  if (value.length > 300) return 'artist_link_too_long';
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return 'artist_link_https_only';
  }
  if (url.protocol !== 'https:' || url.username || url.password) return 'artist_link_https_only';
  const store = PROMO_STORES.find((entry) => entry.key === key)!;
  if (!(store.hosts as readonly string[]).includes(url.hostname) || url.pathname.length < 2) return 'promo_store_link_wrong_host';
  return null;
}

/** The social links keep the artist profile's rules (https, the platform's own host). */
export const checkPromoSocialLink = (kind: PromoSocialKind, value: string) => checkArtistLink(kind, value);

/** A release a fan can presave: passed review, not out yet, with its day ahead. */
export function isPresavable(release: { status: number; releaseTime: Date | null }, now: Date): boolean {
  return (release.status === ReleaseStatus.Approved || release.status === ReleaseStatus.Delivered) && release.releaseTime !== null && release.releaseTime.getTime() > now.getTime();
}

/** The stores of a presavable release a fan can presave on: the presave stores the release goes to. */
export function presaveStoresOf(stores: Record<string, boolean | undefined>): number[] {
  return PRESAVE_STORE_IDS.filter((id) => stores[String(id)] === true);
}

export type PromoAccessReason = 'no_permission' | 'not_settled' | null;

/**
 * Who may build a page (decision 029): the owner, or a team member with Release Edit; anyone with Release View may
 * read the editor and the numbers. Publishing puts the artist's name on a public address, so it also needs the
 * account settled (identity verified and the agreement signed); until then a page can be built and previewed.
 */
export function promoPageAccess(input: { canViewReleases: boolean; canEditReleases: boolean; settled: boolean }) {
  const canView = input.canViewReleases;
  const canEdit = input.canEditReleases;
  const canPublish = canEdit && input.settled;
  const reason: PromoAccessReason = !canEdit ? 'no_permission' : !input.settled ? 'not_settled' : null;
  return { canView, canEdit, canPublish, reason };
}
