import { and, eq, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { promoPages } from '@portal/db/schema';
import type * as contract from '@portal/contract/promo-pages';
import type { FieldError, ResponseOf } from '@portal/contract/route';
import { storeArtistUrl } from '@portal/domain/artist-store-ids';
import { ReleaseStatus, SettlementStatus } from '@portal/domain/enums';
import { checkPromoSocialLink, checkPromoStoreLink, normalizePromoPath, promoPathProblem, promoSocialKinds, promoStoreKeys, suggestPromoPath } from '@portal/domain/promotion/promo-page';
import type { Actor } from '../../platform/actor.ts';
import { AppError, forbidden, refusal } from '../../platform/errors.ts';
import { BusinessCode } from '@portal/domain/errors';
import type { Services } from '../../platform/services.ts';
import { isUniqueViolation } from '@portal/db/errors';
import { artistView, findArtist, type ArtistRow } from '../artists/artist-records.ts';
import { findPage, pageOfArtist, pageReleases, pageView, releasesOfArtist, releaseSummary, type PageRow } from './page-records.ts';
import type { PromoPageCache } from './page-cache.ts';

type PageState = ResponseOf<typeof contract.artistPage>;
type CreateBody = z.output<NonNullable<(typeof contract.createArtistPage)['body']>>;
type UpdateBody = z.output<NonNullable<(typeof contract.updateArtistPage)['body']>>;

const detail = (field: string, messageKey: string): FieldError => ({ field, messageKey, message: messageKey });

async function pathTaken(services: Services, path: string, exceptPageId?: number) {
  const [row] = await services.db
    .select({ id: promoPages.id })
    .from(promoPages)
    .where(exceptPageId ? and(eq(promoPages.path, path), ne(promoPages.id, exceptPageId)) : eq(promoPages.path, path));
  return Boolean(row);
}

/** The path as stored and its problem (a message key), the portal-wide uniqueness included. */
export async function checkPath(services: Services, raw: string, exceptPageId?: number): Promise<{ path: string; messageKey: string | null }> {
  const path = normalizePromoPath(raw);
  const problem = promoPathProblem(path);
  if (problem) return { path, messageKey: problem };
  return { path, messageKey: (await pathTaken(services, path, exceptPageId)) ? 'promo_path_taken' : null };
}

export async function validatePath(services: Services, language: string, query: { path: string; pageId?: number }) {
  const { path, messageKey } = await checkPath(services, query.path, query.pageId);
  return { path, valid: messageKey === null, messageKey, message: messageKey ? services.translate(language, messageKey) : null };
}

async function freeSuggestion(services: Services, name: string) {
  const base = suggestPromoPath(name);
  for (let n = 1; n < 50; n++) {
    const candidate = n === 1 ? base : `${base.slice(0, 36)}-${n}`;
    if (!(await pathTaken(services, candidate))) return candidate;
  }
  return base;
}

async function stateOf(services: Services, actor: Actor, artist: ArtistRow, page: PageRow | null): Promise<PageState> {
  const list = await releasesOfArtist(services, actor.accountId, artist.id);
  const { featured, upcoming } = pageReleases(list, page);
  const view = artistView(artist);
  return {
    artist: { artistId: view.artistId, artistName: view.artistName, avatarUrl: view.avatarUrl, spotifyUrl: view.spotifyUrl, appleUrl: view.appleUrl },
    page: page ? pageView(page) : null,
    suggestedPath: page ? page.path : await freeSuggestion(services, artist.name),
    featuredRelease: releaseSummary(featured),
    upcomingRelease: releaseSummary(upcoming),
  };
}

export async function artistPageState(services: Services, actor: Actor, artistId: number): Promise<PageState> {
  const artist = await findArtist(services, actor.accountId, artistId);
  return stateOf(services, actor, artist, await pageOfArtist(services, artist.id));
}

/** Links as given, checked with the domain's rules; an empty value leaves the link out. */
function checkedLinks(body: { storeLinks?: Record<string, string | undefined>; socialLinks?: Record<string, string | undefined> }, problems: FieldError[]) {
  const clean = (links: Record<string, string | undefined>, kinds: readonly string[], check: (kind: string, value: string) => string | null, field: string) => {
    const out: Record<string, string> = {};
    for (const kind of kinds) {
      const value = links[kind]?.trim();
      if (!value) continue;
      const problem = check(kind, value);
      if (problem) problems.push(detail(`body.${field}.${kind}`, problem));
      else out[kind] = value;
    }
    return out;
  };
  return {
    storeLinks: body.storeLinks && clean(body.storeLinks, promoStoreKeys, (kind, value) => checkPromoStoreLink(kind as (typeof promoStoreKeys)[number], value), 'storeLinks'),
    socialLinks: body.socialLinks && clean(body.socialLinks, promoSocialKinds, (kind, value) => checkPromoSocialLink(kind as (typeof promoSocialKinds)[number], value), 'socialLinks'),
  };
}

/** Store links a new page starts from: the artist's Spotify and Apple Music profiles the artist list holds. */
function artistStoreLinks(artist: ArtistRow): Record<string, string> {
  return {
    ...(artist.spotifyId ? { spotify: storeArtistUrl('spotify', artist.spotifyId) } : {}),
    ...(artist.appleId ? { apple_music: storeArtistUrl('apple', artist.appleId) } : {}),
  };
}

async function checkFeatured(services: Services, actor: Actor, artistId: number, releaseId: number | null | undefined, problems: FieldError[]) {
  if (releaseId === null || releaseId === undefined) return;
  const list = await releasesOfArtist(services, actor.accountId, artistId);
  if (!list.some((release) => release.albumId === releaseId && release.status === ReleaseStatus.Live)) problems.push(detail('body.featuredReleaseId', 'promo_featured_release_invalid'));
}

function requirePublishable(actor: Actor) {
  if (actor.account.status !== SettlementStatus.SETTLED) throw forbidden('promo_publish_not_settled');
}

const invalid = (problems: FieldError[]) => new AppError(BusinessCode.REQUEST_COMMON, 400, problems, 'error_invalid_request');

async function insertOrUpdate<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    // Two saves racing for one path (or one artist): the unique indexes settle it.
    if (isUniqueViolation(error)) throw refusal(409, 'promo_path_taken', 'body.path');
    throw error;
  }
}

export async function createPage(services: Services, cache: PromoPageCache, actor: Actor, body: CreateBody): Promise<PageState> {
  const artist = await findArtist(services, actor.accountId, body.artistId);
  if (await pageOfArtist(services, artist.id)) throw refusal(409, 'promo_page_exists', 'body.artistId');
  if (body.published) requirePublishable(actor);
  const problems: FieldError[] = [];
  const { path, messageKey } = await checkPath(services, body.path);
  if (messageKey) problems.push(detail('body.path', messageKey));
  const links = checkedLinks(body, problems);
  await checkFeatured(services, actor, artist.id, body.featuredReleaseId, problems);
  if (problems.length) throw invalid(problems);
  const now = new Date();
  const [row] = await insertOrUpdate(() =>
    services.db
      .insert(promoPages)
      .values({
        ownerUserId: actor.accountId,
        artistId: artist.id,
        path,
        title: body.title ?? artist.name,
        bio: body.bio,
        storeLinks: Object.keys(body.storeLinks).length ? links.storeLinks! : artistStoreLinks(artist),
        socialLinks: links.socialLinks!,
        featuredReleaseId: body.featuredReleaseId,
        presaveEnabled: body.presaveEnabled,
        published: body.published,
        publishedAt: body.published ? now : null,
        createdByUserId: actor.person.id,
      })
      .returning(),
  );
  await cache.changed(path);
  return stateOf(services, actor, artist, row!);
}

export async function updatePage(services: Services, cache: PromoPageCache, actor: Actor, body: UpdateBody): Promise<PageState> {
  const page = await findPage(services, actor.accountId, body.pageId);
  const artist = await findArtist(services, actor.accountId, page.artistId);
  if (body.published && !page.published) requirePublishable(actor);
  const problems: FieldError[] = [];
  let path = page.path;
  if (body.path !== undefined) {
    const checked = await checkPath(services, body.path, page.id);
    if (checked.messageKey) problems.push(detail('body.path', checked.messageKey));
    path = checked.path;
  }
  const links = checkedLinks(body, problems);
  await checkFeatured(services, actor, artist.id, body.featuredReleaseId, problems);
  if (problems.length) throw invalid(problems);
  const publishing = body.published !== undefined && body.published !== page.published;
  const [row] = await insertOrUpdate(() =>
    services.db
      .update(promoPages)
      .set({
        path,
        ...(body.title !== undefined && { title: body.title }),
        ...(body.bio !== undefined && { bio: body.bio }),
        ...(links.storeLinks && { storeLinks: links.storeLinks }),
        ...(links.socialLinks && { socialLinks: links.socialLinks }),
        ...(body.featuredReleaseId !== undefined && { featuredReleaseId: body.featuredReleaseId }),
        ...(body.presaveEnabled !== undefined && { presaveEnabled: body.presaveEnabled }),
        ...(publishing && { published: body.published, publishedAt: body.published ? new Date() : page.publishedAt }),
        version: sql`${promoPages.version} + 1`,
        updatedAt: new Date(),
      })
      .where(eq(promoPages.id, page.id))
      .returning(),
  );
  await cache.changed(page.path, path);
  return stateOf(services, actor, artist, row!);
}
