import { z } from 'zod';
import type { AlbumInput, TrackInput } from '@portal/domain/release/model';
import { deliveryEvent, deliveryNext } from './deliveries.ts';
import { defineRoute, okResponse } from './route.ts';
import * as heads from './heads/releases.ts';

/**
 * The release form's data as it travels (document 3 section 3). Shapes and hard caps only: the rules with their
 * messages are `validateRelease` of packages/domain, run on submit and reported field by field.
 */
const text = (max: number) => z.string().max(max);
const names = z.array(text(300)).max(100);
const artistRef = z.object({ id: z.number().int().positive().optional(), name: text(300) }).strict();
const contributorRef = z.object({ id: z.number().int().positive().optional(), name: text(300), role: z.number().int().min(0).max(55).optional() }).strict();
const epochMs = z.number().int().min(-8_640_000_000_000).max(8_640_000_000_000);

export const trackInput = z
  .object({
    sequenceNumber: z.number().int().min(-1).max(10_000),
    fullAudio: text(100),
    clipAudios: z.array(text(100)).max(5),
    title: text(1000),
    englishTitle: text(1000),
    version: text(300),
    language: text(20),
    isInstrumental: z.boolean(),
    lyricsLanguage: text(20),
    lyrics: text(40_000),
    explicitness: z.number().int().min(0).max(9),
    mainGenre: text(100),
    subGenre: text(100),
    lyricistsName: names,
    songwritersName: names,
    originalTitle: text(1000),
    originalSongwritersName: names,
    isrc: text(40),
    iswc: text(40),
    uniMainArtistObjects: z.array(artistRef).max(100),
    uniFeaturedArtistObjects: z.array(artistRef).max(100),
    uniContributorObjects: z.array(contributorRef).max(100),
    uniProductionAndEngineeringObjects: z.array(contributorRef).max(100),
    existLocalSociety: z.boolean(),
    existPublisher: z.boolean(),
    publishingPercentage: z.number().int().min(-1).max(100_000),
    territories: z.array(text(20)).max(300),
    licensedContent: z.boolean(),
    licensedContentType: z.number().int().min(0).max(99),
    licensedProofFile: z.array(text(100)).max(10),
    optInCML: z.boolean(),
    optInPromote: z.boolean(),
    optInYouTubeContentID: z.boolean(),
    optInCapCut: z.boolean(),
    mccFullSongIntention: z.boolean(),
    isPreviouslyReleased: z.boolean(),
  })
  .partial()
  .strict();

export const albumInput = z
  .object({
    title: text(1000),
    version: text(300),
    language: text(20),
    cover: text(100),
    publishers: names,
    recordLabel: text(300),
    upc: text(40),
    uniMainArtistObjects: z.array(artistRef).max(100),
    isPreviouslyReleased: z.boolean(),
    mainGenre: text(100),
    subGenre: text(100),
    releaseTimeType: z.number().int().min(0).max(9),
    timezone: text(60),
    releaseTime: epochMs.nullable(),
    preReleaseTime: epochMs.nullable(),
    originalReleaseTime: epochMs.nullable(),
    optInPrerelease: z.boolean(),
    stores: z.record(z.string().regex(/^\d{1,6}$/), z.boolean()),
    territories: z.array(text(20)).max(300),
  })
  .partial()
  .strict();

/** Two object types are one shape when they have the same fields and each is assignable to the other. */
type Same<A, B> = [keyof A] extends [keyof B] ? ([keyof B] extends [keyof A] ? ([A] extends [B] ? ([B] extends [A] ? true : false) : false) : false) : false;
type Holds<T extends true> = T;
/**
 * The form's shapes here and the release model the domain's rules read are one shape: a field added to, renamed in or
 * retyped in one of them and not the other fails to compile here.
 */
export type ReleaseShapesAgree = [Holds<Same<z.output<typeof trackInput>, TrackInput>>, Holds<Same<z.output<typeof albumInput>, AlbumInput>>];

const releaseKind = z.enum(['ALBUM', 'SINGLE']);
const releaseForm = z.object({ kind: releaseKind, album: albumInput, tracks: z.array(trackInput).max(1000) }).strict();
const albumId = z.coerce.number().int().positive();

const issue = z.object({ key: z.string(), message: z.string() });
/** A failed submission's report: album field -> message, and per track (by position) field -> message. */
export const releaseReport = z.object({ album: z.record(z.string(), issue), tracks: z.array(z.record(z.string(), issue)) });

const trackView = trackInput.extend({
  songId: z.number().nullable(),
  durationMs: z.number().nullable(),
  audioUrl: z.string().nullable(),
  clipUrl: z.string().nullable(),
});
const historyEntry = z.object({ fromStatus: z.number().nullable(), toStatus: z.number(), reasons: z.array(z.string()), at: z.string(), byOperator: z.boolean() });
/** One store's delivery as the account sees it: its state, when each step happened, and why it failed with what comes next. */
const delivery = z.object({
  platformId: z.number(),
  platformName: z.string(),
  state: z.string(),
  deliveredAt: z.string().nullable(),
  acknowledgedAt: z.string().nullable(),
  liveAt: z.string().nullable(),
  takenDownAt: z.string().nullable(),
  reasonCode: z.string().nullable(),
  reason: z.string().nullable(),
  next: deliveryNext.nullable(),
  events: z.array(deliveryEvent),
});

export const releaseView = z.object({
  albumId: z.number(),
  kind: releaseKind,
  status: z.number(),
  isDraft: z.boolean(),
  title: z.string(),
  upc: z.string().nullable(),
  coverUrl: z.string().nullable(),
  /** The cover's file name as the user uploaded it (the form lists it under the cover). */
  coverFileName: z.string().nullable().optional(),
  album: albumInput,
  tracks: z.array(trackView),
  reviewReasons: z.array(z.string()),
  revision: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
  submittedAt: z.string().nullable(),
  history: z.array(historyEntry).optional(),
  deliveries: z.array(delivery).optional(),
});

export const releaseSummary = z.object({
  albumId: z.number(),
  kind: releaseKind,
  status: z.number(),
  isDraft: z.boolean(),
  title: z.string(),
  upc: z.string().nullable(),
  coverUrl: z.string().nullable(),
  artists: z.array(z.string()),
  releaseTime: z.number().nullable(),
  songCount: z.number().optional(),
  updatedAt: z.string(),
});

export const createDraft = defineRoute(heads.createDraft, {
  summary: 'Save a new draft release (the whole form, any state of completion)',
  body: releaseForm,
  response: z.object({ albumId: z.number(), revision: z.number() }),
});

export const updateDraft = defineRoute(heads.updateDraft, {
  summary: 'Save a draft again; refused with 409 when it changed since the revision the form holds',
  body: releaseForm.extend({ albumId, revision: z.number().int().positive().max(2_147_483_647) }),
  response: z.object({ albumId: z.number(), revision: z.number() }),
});

export const getDraft = defineRoute(heads.getDraft, {
  summary: 'A draft release, to continue it',
  query: z.object({ albumId }),
  response: releaseView,
});

export const deleteDraft = defineRoute(heads.deleteDraft, {
  summary: 'Delete a draft release',
  query: z.object({ albumId }),
  response: okResponse,
});

export const searchDrafts = defineRoute(heads.searchDrafts, {
  summary: 'Draft releases of the account, newest first, optionally by title',
  query: z.object({ value: z.string().max(200).default(''), offset: z.coerce.number().int().min(0).default(0), count: z.coerce.number().int().min(0).max(100).default(10) }),
  response: z.object({ total: z.number(), drafts: z.array(releaseSummary) }),
});

export const submitRelease = defineRoute(heads.submitRelease, {
  summary: 'Submit a release for review (a saved draft by albumId, or a new one); refused with the rule report when it is not valid',
  body: releaseForm.extend({ albumId: albumId.optional(), revision: z.number().int().positive().optional() }),
  response: releaseView,
});

export const getRelease = defineRoute(heads.getRelease, {
  summary: 'A release with what `includes` asks for: tracks always, history and deliveries on request',
  query: z.object({ albumID: albumId, includes: z.string().max(100).default('') }),
  response: releaseView,
});

export const updateRelease = defineRoute(heads.updateRelease, {
  summary: 'Change a submitted release: a full update while it is not approved, a limited update after approval',
  body: releaseForm.extend({ albumId, revision: z.number().int().positive().max(2_147_483_647) }),
  response: releaseView,
});

export const deleteRelease = defineRoute(heads.deleteRelease, {
  summary: 'Remove a release: deleted while never delivered, taken down from every store once delivered',
  query: z.object({ albumID: albumId }),
  response: z.object({ albumId: z.number(), status: z.number(), deleted: z.boolean() }),
});

export const releaseTracks = defineRoute(heads.releaseTracks, {
  summary: 'The tracks of a release',
  query: z.object({ albumID: albumId }),
  response: z.object({ tracks: z.array(trackView) }),
});

export const albumList = defineRoute(heads.albumList, {
  summary: 'Releases of the account (music management): status filter, title search, paging, counts per status',
  body: z
    .object({
      offset: z.number().int().min(0).default(0),
      count: z.number().int().min(0).max(100).default(10),
      withSongCount: z.boolean().default(false),
      status: z.enum(['all', 'Init', 'UnderReview', 'NotApproved', 'Approved', 'Delivered', 'Live', 'Takedown']).default('all'),
      search: z.string().max(200).default(''),
    })
    .strict(),
  response: z.object({ total: z.number(), counts: z.record(z.string(), z.number()), albums: z.array(releaseSummary) }),
});

export const albumDetail = defineRoute(heads.albumDetail, {
  summary: 'Music detail: the release with its tracks, status history and per-store delivery states',
  query: z.object({ albumId }),
  response: releaseView,
});

const operatorSummary = releaseSummary.extend({ accountName: z.string(), accountEmail: z.string().nullable(), submittedAt: z.string().nullable() });

export const releaseReviewQueue = defineRoute(heads.releaseReviewQueue, {
  summary: 'Releases waiting for review, oldest submission first',
  query: z.object({ offset: z.coerce.number().int().min(0).default(0), count: z.coerce.number().int().min(0).max(100).default(20) }),
  response: z.object({ total: z.number(), releases: z.array(operatorSummary) }),
});

export const releaseReviewCase = defineRoute(heads.releaseReviewCase, {
  summary: 'A release under review with its account and what the rules find in it now',
  query: z.object({ albumId }),
  response: z.object({
    release: releaseView,
    account: z.object({ userId: z.number(), nickname: z.string(), email: z.string().nullable(), region: z.string() }),
    findings: z.array(z.object({ field: z.string(), message: z.string() })),
  }),
});

export const decideRelease = defineRoute(heads.decideRelease, {
  summary: 'Approve a release (it is then delivered to its stores) or reject it with reasons the account sees',
  body: z.object({ albumId: z.number().int().positive(), decision: z.enum(['approve', 'reject']), reasons: z.array(z.string().max(500)).max(20).default([]) }).strict(),
  response: z.object({ albumId: z.number(), status: z.number() }),
});

export const releaseFormContext = defineRoute(heads.releaseFormContext, {
  summary: 'What shapes the release form for this account: its flags (document 3 section 1) and its track limit per release',
  response: z.object({
    user: z.object({
      isLabel: z.boolean(),
      allowLicense: z.boolean(),
      enforceCoverRestriction: z.boolean(),
      enforceRemixRestriction: z.boolean(),
      enableOptInFullTrack: z.boolean(),
      publishingContractType: z.number(),
      affiliatedSociety: z.string().optional(),
    }),
    trackLimit: z.number(),
    hasSigned: z.boolean(),
  }),
});

export const importAcknowledgements = defineRoute(heads.importAcknowledgements, {
  summary: 'Import a store acknowledgement file (XML or CSV, decision 012): deliveries become live, rejected or taken down',
  body: z.object({ content: z.string().min(1).max(5_000_000) }).strict(),
  response: z.object({ applied: z.number(), unknownMessages: z.array(z.string()), issues: z.array(z.object({ line: z.number(), message: z.string() })) }),
  bodyLimitBytes: 8 * 1024 * 1024,
});

export const markReleaseLive = defineRoute(heads.markReleaseLive, {
  summary: 'Record that a store published a delivered release',
  body: z.object({ albumId: z.number().int().positive(), platformId: z.number().int().positive() }).strict(),
  response: z.object({ albumId: z.number(), status: z.number() }),
});

export const runDeliveries = defineRoute(heads.runDeliveries, {
  summary: 'Run the deliveries that are due now instead of waiting for the background worker',
  response: z.object({ ran: z.number() }),
});

export const cutReleaseClip = defineRoute(heads.cutReleaseClip, {
  summary: 'Online trim: cut a part of a full-audio upload (15 to 60 s) into the clip stores use as the preview',
  body: z.object({ fileId: z.string().min(1).max(100), startMs: z.number().int().min(0).max(86_400_000), durationMs: z.number().int().min(1).max(600_000) }).strict(),
  response: z.object({ clipFileId: z.string(), startMs: z.number(), durationMs: z.number() }),
});

const songClip = z.object({ songId: z.number(), clipFileId: z.string().nullable(), clipUrl: z.string().nullable(), startMs: z.number().nullable(), durationMs: z.number().nullable() });

export const getSongClip = defineRoute(heads.getSongClip, {
  summary: 'The preview clip of a submitted track and where in the full audio it starts',
  query: z.object({ songId: albumId }),
  response: songClip,
});

export const updateSongClip = defineRoute(heads.updateSongClip, {
  summary: 'Choose a new preview clip (15 to 60 s) for a submitted track; stores that have it get an update',
  body: z.object({ songId: z.number().int().positive(), startMs: z.number().int().min(0).max(86_400_000), durationMs: z.number().int().min(1).max(600_000) }).strict(),
  response: songClip,
});
