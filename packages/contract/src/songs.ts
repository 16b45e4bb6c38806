import { z } from 'zod';
import { ReleaseStatus } from '@portal/domain/enums';
import { songSources } from '@portal/domain/release/song-source';
import { defineRoute, queryBoolean } from './route.ts';
import { albumInput, releaseSummary, releaseView, trackInput } from './releases.ts';
import { application } from './promotion-center.ts';
import { inviteeSong } from './splits.ts';
import * as heads from './heads/songs.ts';

const statusNames = Object.keys(ReleaseStatus) as [keyof typeof ReleaseStatus, ...(keyof typeof ReleaseStatus)[]];
const statusFilter = z.enum(['all', ...statusNames]);
const songId = z.coerce.number().int().positive();
const offset = z.number().int().min(0).default(0);
const searchText = z.string().trim().min(1).max(200);

export const songSummary = z.object({
  songId: z.number(),
  albumId: z.number(),
  albumTitle: z.string(),
  title: z.string(),
  version: z.string(),
  isrc: z.string(),
  /** The display line: main artists, then the featured ones, "A, B (feat. C)". */
  artists: z.string(),
  coverUrl: z.string().nullable(),
  audioUrl: z.string().nullable(),
  durationMs: z.number().nullable(),
  /** The release's status (document 1 section 3). */
  status: z.number(),
  /** Epoch milliseconds. */
  releaseTime: z.number().nullable(),
});

export const songView = songSummary.extend({
  clipUrl: z.string().nullable(),
  /** Where the recording came from (document 1 section 3 "Song sources"). */
  source: z.enum(songSources),
  /** Every field of the track as it was submitted (identifiers normalised). */
  track: trackInput,
  release: releaseSummary,
});

export const songList = defineRoute(heads.songList, {
  summary: 'Songs of the account (the tracks of its submitted releases), newest release first: search by title, ISRC or artist, release status and artist filters, paging',
  body: z
    .object({
      offset,
      count: z.number().int().min(0).max(100).default(10),
      search: z.string().max(200).default(''),
      status: statusFilter.default('all'),
      /** Songs crediting this main or featured artist (the name as credited, any case). */
      artist: z.string().trim().max(200).default(''),
    })
    .strict(),
  response: z.object({ total: z.number(), songs: z.array(songSummary) }),
});

export const songDetail = defineRoute(heads.songDetail, {
  summary: 'A song with all its track fields and a summary of its release',
  query: z.object({ songId }),
  response: songView,
});

export const songUsage = defineRoute(heads.songUsage, {
  summary:
    'Not in document 1: where a song of the account is used, for the library: the releases that carry its recording (same ISRC), its royalty split, its publishing registration, the promotion applications and Discovery Mode',
  query: z.object({ songId }),
  response: z.object({
    songId: z.number(),
    releases: z.array(z.object({ albumId: z.number(), songId: z.number(), title: z.string(), status: z.number(), isDraft: z.boolean() })),
    split: z.object({ splitId: z.number(), status: z.string(), collaborators: z.number(), effectiveFrom: z.string() }).nullable(),
    publishing: z.object({ status: z.string(), iswc: z.string().nullable(), societyWorkId: z.string().nullable() }).nullable(),
    promotions: z.array(z.object({ applicationId: z.number(), campaignTitle: z.string(), status: z.string() })),
    discoveryMode: z.boolean(),
  }),
});

export const songsByIsrc = defineRoute(heads.songsByIsrc, {
  summary: 'The account’s songs with this ISRC (any case, hyphens allowed), to reuse a recording; onlyReleased keeps those delivered or live',
  query: z.object({ isrc: z.string().max(40), onlyReleased: queryBoolean.default(false) }),
  response: z.object({ isrc: z.string(), songs: z.array(songView) }),
});

export const songSearch = defineRoute(heads.songSearch, {
  summary: 'Up to 20 songs of the account whose title, ISRC or artist matches, for quick pickers',
  query: z.object({ value: searchText }),
  response: z.object({ songs: z.array(songSummary) }),
});

export const songEditable = defineRoute(heads.songEditable, {
  summary:
    'Which fields of a song and its release may change now: all while the release is Init or NotApproved, the limited update’s fields once approved (stores and territories only added), none under review or after takedown',
  query: z.object({ songId }),
  response: z.object({
    songId: z.number(),
    albumId: z.number(),
    status: z.number(),
    mode: z.enum(['full', 'limited', 'none']),
    trackFields: z.array(z.string()),
    albumFields: z.array(z.string()),
    /** Fields whose values may only grow (nothing a store holds can be removed). */
    addOnlyFields: z.array(z.string()),
  }),
});

export const dirtySongs = defineRoute(heads.dirtySongs, {
  summary: 'Songs of the account whose lyrics contain explicit terms while the song is not marked Explicit',
  response: z.object({ total: z.number(), songs: z.array(songSummary) }),
});

export const distributePreference = defineRoute(heads.distributePreference, {
  summary:
    'The "edit store" mode: a draft’s stores and territories change; for an approved, delivered or live release, stores added get the release, stores removed a takedown, and territories may only be added',
  body: z
    .object({
      albumId: z.number().int().positive(),
      stores: albumInput.shape.stores.unwrap(),
      /** Left out: the territories stay as they are. */
      territories: albumInput.shape.territories.unwrap().optional(),
    })
    .strict(),
  response: releaseView,
});

const platformType = z.enum(['in-house', 'streaming', 'social']);

export const releasePlatforms = defineRoute(heads.releasePlatforms, {
  summary:
    'Not in document 1: the store catalogue as this account may choose it (availability rules by region, source and flags applied), by rank, and the rule that disables the Content ID pseudo-store while YouTube Music is selected',
  response: z.object({
    platforms: z.array(
      z.object({
        id: z.number(),
        name: z.string(),
        type: platformType,
        group: z.string().nullable(),
        rank: z.number(),
        logo: z.union([z.object({ kind: z.literal('simple-icons'), slug: z.string() }), z.object({ kind: z.literal('monogram') })]),
        required: z.boolean(),
        /** An opt-in chosen like a store but delivered through another platform. */
        pseudo: z.boolean(),
      }),
    ),
    contentId: z.object({ platformId: z.number(), disabledWhenSelected: z.array(z.number()), messageKey: z.string() }),
  }),
});

const idList = <T extends z.ZodType>(item: T) => z.object({ include: z.array(item).max(300).optional(), exclude: z.array(item).max(300).optional() }).strict();

/** One availability rule (PlatformRule of packages/domain/src/catalog/platforms.ts). */
export const platformRule = z
  .object({
    platformId: z.number().int().positive(),
    regions: idList(z.string().regex(/^[A-Z]{2}$/)).optional(),
    userSources: idList(z.number().int().min(0).max(9)).optional(),
    requiresFlag: z.literal('allowAppleMusic').optional(),
    hiddenByFlag: z.enum(['disableNetEase', 'disableSocialPlatforms']).optional(),
    required: z.boolean().optional(),
  })
  .strict();

const platformRules = z.object({
  rules: z.array(platformRule),
  /** The table is empty: the built-in defaults apply (and are what `rules` shows). */
  usingDefaults: z.boolean(),
  updatedAt: z.string().nullable(),
});

export const getPlatformRules = defineRoute(heads.getPlatformRules, {
  summary: 'The store availability rules in force: the operators’ table, or the built-in defaults while it is empty',
  response: platformRules,
});

export const savePlatformRules = defineRoute(heads.savePlatformRules, {
  summary: 'Replace the whole store availability table; an empty list goes back to the built-in defaults',
  body: z.object({ rules: z.array(platformRule).max(2000) }).strict(),
  response: platformRules,
});

const entityQuery = { value: searchText, offset, count: z.number().int().min(0).max(100).default(10) };

export const artistHit = z.object({
  /** The artist of the account's artist list with this name, when there is one. */
  artistId: z.number().nullable(),
  name: z.string(),
  songCount: z.number(),
});

/** Someone the account works with: a member of its team or a collaborator invited to a split of its songs. */
export const userHit = z.object({
  /** Null for a collaborator who has not signed up yet. */
  userId: z.number().nullable(),
  name: z.string(),
  email: z.string(),
  relation: z.enum(['team_member', 'split_collaborator']),
});

export const searchEntity = defineRoute(heads.searchEntity, {
  summary:
    'Search the account’s submitted catalogue: songs by title, artist, label, lyricist or composer; albums by the same over the album and its tracks; artists by name; users (team members and split collaborators) by name or e-mail; songs others share with the signed-in person (user split songs) by title; promotion application records by campaign title or a track’s title or artist',
  body: z.object({ type: z.enum(['song', 'album', 'artist', 'user', 'user_split_song', 'promotion_application']), ...entityQuery }).strict(),
  response: z.discriminatedUnion('type', [
    z.object({ type: z.literal('song'), total: z.number(), songs: z.array(songSummary) }),
    z.object({ type: z.literal('album'), total: z.number(), albums: z.array(releaseSummary) }),
    z.object({ type: z.literal('artist'), total: z.number(), artists: z.array(artistHit) }),
    z.object({ type: z.literal('user'), total: z.number(), users: z.array(userHit) }),
    z.object({ type: z.literal('user_split_song'), total: z.number(), splitSongs: z.array(inviteeSong) }),
    z.object({ type: z.literal('promotion_application'), total: z.number(), applications: z.array(application) }),
  ]),
});

export const coverArtDuplication = defineRoute(heads.coverArtDuplication, {
  summary:
    'Whether an uploaded cover looks like (perceptual hash within 6 bits) the cover of one of the account’s releases or of another account’s submitted release; other accounts’ releases are never named',
  body: z
    .object({
      fileId: z.string().trim().min(1).max(100),
      /** The release being edited, left out of the comparison. */
      albumId: z.number().int().positive().optional(),
    })
    .strict(),
  response: z.object({
    duplicated: z.boolean(),
    ownMatches: z.array(z.object({ albumId: z.number(), title: z.string() })),
    othersMatched: z.boolean(),
  }),
});
