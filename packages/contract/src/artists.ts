import { z } from 'zod';
import { storeAccountKinds } from '@portal/domain/artist-links';
import { defineRoute } from './route.ts';
import * as heads from './heads/artists.ts';

const artistId = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const paging = {
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  count: z.coerce.number().int().min(1).max(100).default(10),
};
const searchValue = z.string().trim().max(200);
/** A store id, a Spotify URI or the artist page's address; '' (or null on edit) removes it. */
const storeRef = z.string().max(400);

export const artist = z.object({
  artistId: z.number(),
  artistName: z.string(),
  spotifyId: z.string().nullable(),
  spotifyUrl: z.string().nullable(),
  appleId: z.string().nullable(),
  appleUrl: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

const artistWithUsage = artist.extend({ releaseCount: z.number(), trackCount: z.number() });
const role = z.enum(['main', 'featured']);

export const getArtist = defineRoute(heads.getArtist, {
  summary: 'One artist of the account',
  query: z.object({ artistId }),
  response: artist,
});

export const createArtist = defineRoute(heads.createArtist, {
  summary: 'Add an artist: name (checked as /artist/name/verify does), optional Spotify and Apple Music artist id or page address, optional avatar (an image uploaded as kind cover)',
  body: z
    .object({
      artistName: z.string().max(300),
      spotify: storeRef.optional(),
      apple: storeRef.optional(),
      avatarUri: z.string().max(100).optional(),
    })
    .strict(),
  response: artist,
});

export const updateArtist = defineRoute(heads.updateArtist, {
  summary: 'Change an artist: the fields given change, an empty value (or null) removes a store id or the avatar',
  body: z
    .object({
      artistId,
      artistName: z.string().max(300).optional(),
      spotify: storeRef.nullable().optional(),
      apple: storeRef.nullable().optional(),
      avatarUri: z.string().max(100).nullable().optional(),
    })
    .strict(),
  response: artist,
});

export const deleteArtist = defineRoute(heads.deleteArtist, {
  summary: 'Delete an artist; refused while it is on a submitted release (drafts keep the name they hold)',
  query: z.object({ artistId }),
  response: z.object({ artistIds: z.array(z.number()) }),
});

export const deleteArtists = defineRoute(heads.deleteArtists, {
  summary: 'Delete several artists at once; all or none (refused when one is on a submitted release or unknown)',
  body: z.object({ artistIds: z.array(artistId).min(1).max(100) }).strict(),
  response: z.object({ artistIds: z.array(z.number()) }),
});

export const multiArtists = defineRoute(heads.multiArtists, {
  summary: 'Several artists by id at once, in the order asked (artistIds: comma-separated or repeated); ids the account does not have are left out',
  query: z.object({
    artistIds: z
      .union([z.string().max(2000), z.array(z.string().max(20)).max(100)])
      .transform((value): unknown[] => (Array.isArray(value) ? value : value.split(',')).map((part) => part.trim()).filter(Boolean))
      .pipe(z.array(artistId).min(1).max(100)),
  }),
  response: z.object({ artists: z.array(artist) }),
});

export const extraArtists = defineRoute(heads.extraArtists, {
  summary: 'Names credited as main or featured artist on the account’s releases and drafts that are not in its artist list (guests), by name',
  query: z.object({ ...paging, value: searchValue.default('') }),
  response: z.object({
    total: z.number(),
    artists: z.array(z.object({ artistName: z.string(), roles: z.array(role), releaseCount: z.number() })),
  }),
});

export const artistList = defineRoute(heads.artistList, {
  summary: 'The account’s artists by name, with how many submitted releases and tracks credit each (value filters by name)',
  query: z.object({ ...paging, value: searchValue.default('') }),
  response: z.object({ total: z.number(), artists: z.array(artistWithUsage) }),
});

export const artistSearch = defineRoute(heads.artistSearch, {
  summary: 'The release form’s artist search: exact name first, then names starting with the value, then containing it',
  query: z.object({ ...paging, value: searchValue }),
  response: z.object({ total: z.number(), artists: z.array(artist) }),
});

const releaseRef = z.object({
  albumId: z.number(),
  title: z.string(),
  kind: z.string(),
  status: z.number(),
  isDraft: z.boolean(),
  coverUrl: z.string().nullable(),
  releaseTime: z.number().nullable(),
});
const trackRef = z.object({
  songId: z.number(),
  albumId: z.number(),
  albumTitle: z.string(),
  title: z.string(),
  version: z.string(),
  isrc: z.string(),
  role,
});

export const artistDetail = defineRoute(heads.artistDetail, {
  summary: 'An artist with the releases (submitted and drafts) and submitted tracks that credit it, newest 100 of each with totals',
  query: z.object({ artistId }),
  response: z.object({
    artist: artistWithUsage,
    releases: z.array(releaseRef),
    tracks: z.array(trackRef),
    draftCount: z.number(),
  }),
});

const problem = z.object({
  key: z.string(),
  message: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  level: z.enum(['error', 'warning']),
  store: z.object({ key: z.string(), platformId: z.number(), name: z.string() }).optional(),
});

export const verifyArtistName = defineRoute(heads.verifyArtistName, {
  summary: 'What stores would say about an artist name: errors block saving it, warnings (with their store) are shown on the artist card',
  query: z.object({ name: z.string().max(300) }),
  response: z.object({ name: z.string(), ok: z.boolean(), problems: z.array(problem) }),
});

const storeState = z.object({ platformId: z.number(), platformName: z.string(), state: z.string(), deliveredAt: z.string().nullable(), liveAt: z.string().nullable() });
const metaTrack = z.object({
  songId: z.number(),
  albumId: z.number(),
  albumTitle: z.string(),
  upc: z.string().nullable(),
  title: z.string(),
  version: z.string(),
  isrc: z.string(),
  durationMs: z.number().nullable(),
  sequenceNumber: z.number(),
  mainArtists: z.array(z.string()),
  featuredArtists: z.array(z.string()),
  artistLine: z.string(),
});
const metaAlbum = z.object({
  albumId: z.number(),
  kind: z.string(),
  title: z.string(),
  upc: z.string().nullable(),
  status: z.number(),
  releaseTime: z.number().nullable(),
  coverUrl: z.string().nullable(),
  mainArtists: z.array(z.string()),
  artistLine: z.string(),
  trackCount: z.number(),
});

export const artistMetaSearch = defineRoute(heads.artistMetaSearch, {
  summary: 'Store metadata the portal holds, by name: the account’s artists with their store ids, and the tracks and albums of its delivered or live releases',
  query: z.object({ ...paging, value: searchValue.pipe(z.string().min(1)), type: z.enum(['all', 'artist', 'track', 'album']).default('all') }),
  response: z.object({
    total: z.object({ artist: z.number(), track: z.number(), album: z.number() }),
    artists: z.array(artist),
    tracks: z.array(metaTrack),
    albums: z.array(metaAlbum),
  }),
});

export const artistMetaTrack = defineRoute(heads.artistMetaTrack, {
  summary: 'A track of a delivered or live release by songId or ISRC, with the stores that hold it',
  query: z
    .object({ songId: artistId.optional(), isrc: z.string().max(40).optional() })
    .refine((query) => query.songId !== undefined || !!query.isrc?.trim(), { message: 'songId or isrc', path: ['songId'] }),
  response: metaTrack.extend({ stores: z.array(storeState) }),
});

export const artistMetaAlbum = defineRoute(heads.artistMetaAlbum, {
  summary: 'A delivered or live release by albumId or UPC, with its tracks and the stores that hold it',
  query: z
    .object({ albumId: artistId.optional(), upc: z.string().max(40).optional() })
    .refine((query) => query.albumId !== undefined || !!query.upc?.trim(), { message: 'albumId or upc', path: ['albumId'] }),
  response: metaAlbum.extend({ tracks: z.array(metaTrack), stores: z.array(storeState) }),
});

export const claimStatuses = ['pending', 'accepted', 'refused'] as const;
const storeProfile = z.object({ platform: z.enum(storeAccountKinds), externalId: z.string(), name: z.string(), url: z.string() });

export const claimSearch = defineRoute(heads.claimSearch, {
  summary: 'Store artist profiles to claim, by name or by a pasted profile address or id, with the account’s own claim of each and whether another account holds it',
  query: z.object({ value: searchValue.pipe(z.string().min(1)), platform: z.enum(storeAccountKinds).optional() }),
  response: z.object({
    profiles: z.array(storeProfile.extend({ claimStatus: z.enum(claimStatuses).nullable(), heldByAnother: z.boolean() })),
  }),
});

const queuedClaim = z.object({
  id: z.number(),
  userId: z.number(),
  nickname: z.string().nullable(),
  email: z.string().nullable(),
  platform: z.enum(storeAccountKinds),
  externalId: z.string(),
  url: z.string(),
  status: z.enum(claimStatuses),
  /** What the store answers about the claim: the profile it names, or why it does not know it. */
  store: z.object({ known: z.boolean(), profileName: z.string().nullable(), reasonKey: z.string().nullable() }),
  /** Other accounts' claims of the same profile still waiting. */
  rivalClaims: z.number(),
  /** Another account's claim of the same profile was accepted: this one cannot be. */
  heldByAnother: z.boolean(),
  refusalReason: z.string().nullable(),
  decidedAt: z.string().nullable(),
  createdAt: z.string(),
});

export const adminClaimQueue = defineRoute(heads.adminClaimQueue, {
  summary: 'Artist-profile claims by status: the waiting ones oldest first, the decided ones newest first',
  query: z.object({ status: z.enum(claimStatuses).default('pending'), ...paging }),
  response: z.object({ total: z.number(), claims: z.array(queuedClaim) }),
});

export const adminDecideClaim = defineRoute(heads.adminDecideClaim, {
  summary: 'Accept a claim (the profile id goes on the artist profile) or refuse it with a reason the artist reads; the artist gets a notice either way',
  body: z.object({ claimId: z.number().int().positive(), decision: z.enum(['accept', 'refuse']), reason: z.string().trim().max(500).optional() }).strict(),
  response: z.object({ claim: queuedClaim }),
});
