import { z } from 'zod';
import { PROMO_BIO_MAX, PROMO_TITLE_MAX, promoSocialKinds, promoStoreKeys } from '@portal/domain/promotion/promo-page';
import { defineRoute } from './route.ts';
import * as heads from './heads/promo-pages.ts';
const id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const link = z.string().trim().max(400);

const storeLinks = z
  .object(Object.fromEntries(promoStoreKeys.map((key) => [key, link])) as Record<(typeof promoStoreKeys)[number], typeof link>)
  .partial()
  .strict();
const socialLinks = z
  .object(Object.fromEntries(promoSocialKinds.map((kind) => [kind, link])) as Record<(typeof promoSocialKinds)[number], typeof link>)
  .partial()
  .strict();

export const promoPage = z.object({
  pageId: z.number(),
  artistId: z.number(),
  path: z.string(),
  /** Where visitors see it: /artist/<path> on the portal's address. */
  publicPath: z.string(),
  title: z.string(),
  bio: z.string(),
  storeLinks: z.record(z.string(), z.string()),
  socialLinks: z.record(z.string(), z.string()),
  /** The release the page features; null: the artist's latest live release. */
  featuredReleaseId: z.number().nullable(),
  presaveEnabled: z.boolean(),
  published: z.boolean(),
  publishedAt: z.string().nullable(),
  version: z.number(),
  updatedAt: z.string(),
});

const releaseSummary = z.object({
  albumId: z.number(),
  title: z.string(),
  status: z.number(),
  releaseDate: z.string().nullable(),
  coverUrl: z.string().nullable(),
  /** The first track's preview clip (owner's address), when the release has one. */
  clipUrl: z.string().nullable(),
  /** For an upcoming release: the stores fans can presave it on. */
  presaveStoreIds: z.array(z.number()),
});

const pageState = z.object({
  artist: z.object({ artistId: z.number(), artistName: z.string(), avatarUrl: z.string().nullable(), spotifyUrl: z.string().nullable(), appleUrl: z.string().nullable() }),
  page: promoPage.nullable(),
  /** A free path made from the artist's name, for a page not built yet. */
  suggestedPath: z.string(),
  /** What the page shows now: the featured (or latest live) release and the upcoming release fans can presave. */
  featuredRelease: releaseSummary.nullable(),
  upcomingRelease: releaseSummary.nullable(),
});

export const artistPage = defineRoute(heads.artistPage, {
  summary: "An artist's promo page (null before it is built) with what it shows: the featured release and the upcoming release to presave",
  query: z.object({ artistId: id }),
  response: pageState,
});

const pageFields = {
  path: z.string().max(100),
  title: z.string().trim().min(1).max(PROMO_TITLE_MAX),
  bio: z.string().trim().max(PROMO_BIO_MAX),
  storeLinks,
  socialLinks,
  featuredReleaseId: id.nullable(),
  presaveEnabled: z.boolean(),
  published: z.boolean(),
};

export const createArtistPage = defineRoute(heads.createArtistPage, {
  summary: 'Builds the promo page of an artist of the account (one per artist); publishing needs the account settled',
  body: z
    .object({
      artistId: id,
      ...pageFields,
      title: pageFields.title.optional(),
      bio: pageFields.bio.default(''),
      storeLinks: storeLinks.default({}),
      socialLinks: socialLinks.default({}),
      featuredReleaseId: id.nullable().default(null),
      presaveEnabled: z.boolean().default(true),
      published: z.boolean().default(false),
    })
    .strict(),
  response: pageState,
});

export const updateArtistPage = defineRoute(heads.updateArtistPage, {
  summary: 'Changes a promo page: the fields given change (links are replaced as a whole); published publishes or unpublishes it',
  body: z
    .object({ pageId: id, ...pageFields })
    .partial()
    .required({ pageId: true })
    .strict(),
  response: pageState,
});

export const pagePathValidate = defineRoute(heads.pagePathValidate, {
  summary: 'Checks a promo page path as the owner types: allowed characters and length, not reserved, not taken by another page (pageId: the page being edited)',
  query: z.object({ path: z.string().max(200), pageId: id.optional() }),
  response: z.object({ path: z.string(), valid: z.boolean(), messageKey: z.string().nullable(), message: z.string().nullable() }),
});

export const artistOverviewData = defineRoute(heads.artistOverviewData, {
  summary: "A promo page's numbers over a period (default: the 28 days up to today): views, link clicks per link, presaves per store, per day",
  query: z.object({ pageId: id, start: day.optional(), end: day.optional() }),
  response: z.object({
    range: z.object({ start: z.string(), end: z.string() }),
    views: z.number(),
    clicks: z.number(),
    presaves: z.number(),
    clicksByLink: z.array(z.object({ link: z.string(), clicks: z.number() })),
    presavesByStore: z.array(z.object({ storeId: z.number(), presaves: z.number() })),
    daily: z.array(z.object({ date: z.string(), views: z.number(), clicks: z.number(), presaves: z.number() })),
  }),
});

export const artistDspSongs = defineRoute(heads.artistDspSongs, {
  summary: "The artist's songs in the stores (releases that passed review), newest first, for choosing what the page features",
  query: z.object({ artistId: id, offset: z.coerce.number().int().min(0).max(1_000_000).default(0), count: z.coerce.number().int().min(1).max(100).default(10) }),
  response: z.object({
    total: z.number(),
    songs: z.array(
      z.object({
        songId: z.number(),
        title: z.string(),
        version: z.string(),
        isrc: z.string(),
        albumId: z.number(),
        albumTitle: z.string(),
        status: z.number(),
        releaseDate: z.string().nullable(),
        clipUrl: z.string().nullable(),
      }),
    ),
  }),
});

export const artistPageAccess = defineRoute(heads.artistPageAccess, {
  summary: 'Who may build promo pages in this account: view (Release View), edit (owner or Release Edit), publish (also a settled account), the reason when not, and the artists with their pages',
  response: z.object({
    canView: z.boolean(),
    canEdit: z.boolean(),
    canPublish: z.boolean(),
    reason: z.enum(['no_permission', 'not_settled']).nullable(),
    artists: z.array(z.object({ artistId: z.number(), artistName: z.string(), pageId: z.number().nullable(), path: z.string().nullable(), published: z.boolean() })),
  }),
});

const publicPath = z.string().trim().min(1).max(100);

export const presave = defineRoute(heads.presave, {
  summary: "A fan presaves the page's upcoming release on a store; counted once per visitor, store and day, rate-limited per address",
  body: z.object({ path: publicPath, storeId: z.number().int().positive() }).strict(),
  response: z.object({ albumId: z.number(), storeId: z.number(), counted: z.boolean() }),
});

export const pageEvent = defineRoute(heads.pageEvent, {
  summary: 'The public page reports a view or a click on one of its links (link: a store or social link kind); rate-limited per address',
  body: z.object({ path: publicPath, kind: z.enum(['view', 'click']), link: z.enum([...promoStoreKeys, ...promoSocialKinds]).optional() }).strict(),
  response: z.object({ ok: z.literal(true) }),
});
