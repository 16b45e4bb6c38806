import { z } from 'zod';
import { CAMPAIGN_SERVICE_TYPES, PROMOTION_NOTE_MAX, DISCOVERY_MODE_STATUSES, PROMOTION_ACTIONS, PROMOTION_STATUSES, SERVICE_TYPES, TRACK_PROMOTION_STATES } from '@portal/domain/promotion/center';
import { defineRoute } from './route.ts';
import * as heads from './heads/promotion-center.ts';

const id = z.coerce.number().int().positive();
const offset = z.coerce.number().int().min(0).default(0);
const count = z.coerce.number().int().min(0).max(100).default(10);
const serviceType = z.number().refine((value) => (SERVICE_TYPES as number[]).includes(value));
const statusEnum = z.enum(PROMOTION_STATUSES);
const trackState = z.enum(TRACK_PROMOTION_STATES);
const trackBlocks = z.enum(['not_released', 'not_upcoming', 'too_new', 'too_old', 'too_late', 'store_not_chosen', 'explicit', 'not_opted_in', 'territory', 'copyright_risk']);
const applicantBlocks = z.enum(['labels_only', 'tier_too_low']);
const territoryCode = z.string().regex(/^[A-Z]{2}$/);

/** A service's rules as the page explains them. */
export const serviceRules = z.object({
  labelsOnly: z.boolean(),
  minTier: z.number().nullable(),
  timing: z.enum(['released', 'upcoming', 'any']),
  minTracks: z.number(),
  maxTracks: z.number(),
  minDaysOut: z.number().nullable(),
  maxDaysOut: z.number().nullable(),
  minLeadDays: z.number().nullable(),
  store: z.number().nullable(),
  cleanOnly: z.boolean(),
  inHouseOptIn: z.boolean(),
});

export const campaign = z.object({
  id: z.number(),
  serviceType,
  title: z.string(),
  description: z.string(),
  startAt: z.string(),
  endAt: z.string(),
  slots: z.number(),
  /** Places taken by accepted applications' tracks. */
  slotsTaken: z.number(),
  territories: z.array(z.string()),
  state: z.enum(['UPCOMING', 'OPEN', 'FULL', 'CLOSED']),
  rules: serviceRules,
});

export const campaignList = defineRoute(heads.campaignList, {
  summary: 'Campaigns open for applications now, soonest ending first, with their rules and whether this account may apply (and why not)',
  query: z.object({ serviceType: z.coerce.number().pipe(serviceType).optional(), offset, count }),
  response: z.object({
    total: z.number(),
    campaigns: z.array(campaign.extend({ canApply: z.boolean(), block: applicantBlocks.nullable(), appliedSongIds: z.array(z.number()) })),
  }),
});

export const promoSong = z.object({
  songId: z.number(),
  albumId: z.number(),
  albumTitle: z.string(),
  title: z.string(),
  version: z.string(),
  isrc: z.string(),
  artists: z.string(),
  /** The release's status (document 1 section 3). */
  releaseStatus: z.number(),
  /** Epoch milliseconds. */
  releaseTime: z.number().nullable(),
  promotionState: trackState,
  /** The operator's reason when the track is flagged as a copyright risk. */
  riskReason: z.string().nullable(),
  /** Only with campaignId: whether the track qualifies for that campaign, and why not. */
  eligible: z.boolean().nullable(),
  block: trackBlocks.nullable(),
});

export const songList = defineRoute(heads.songList, {
  summary: "The account's songs with their promotion state (NONE, PROMOTING, PROMOTED, COPYRIGHT_RISK); with campaignId, whether each qualifies for that campaign",
  query: z.object({ campaignId: id.optional(), search: z.string().trim().max(200).default(''), offset, count }),
  response: z.object({ total: z.number(), songs: z.array(promoSong) }),
});

export const applicationTrack = z.object({ songId: z.number(), title: z.string(), version: z.string(), riskReason: z.string().nullable() });

export const application = z.object({
  id: z.number(),
  campaignId: z.number(),
  campaignTitle: z.string(),
  serviceType,
  status: statusEnum,
  note: z.string(),
  operatorNote: z.string(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  tracks: z.array(applicationTrack),
});

export const applications = defineRoute(heads.applications, {
  summary: "The account's applications, newest first, with their status and the operator's note; id gives one",
  query: z.object({ id: id.optional(), status: statusEnum.optional(), offset, count }),
  response: z.object({ total: z.number(), applications: z.array(application) }),
});

export const apply = defineRoute(heads.apply, {
  summary: 'Applies for an open campaign with some of the account’s tracks: each must qualify and not be in another application for the campaign; the terms must be accepted',
  body: z
    .object({
      campaignId: id,
      songIds: z
        .array(id)
        .min(1)
        .max(50)
        .refine((list) => new Set(list).size === list.length, { message: 'validation_invalid_value' }),
      note: z.string().trim().max(PROMOTION_NOTE_MAX).default(''),
      acceptTerms: z.literal(true),
    })
    .strict(),
  response: application,
});

export const dmStatus = z.object({
  status: z.enum(DISCOVERY_MODE_STATUSES),
  /** The royalty reduction (per cent) on streams in the store's personalised contexts: accepted, or on offer. */
  rateReduction: z.number(),
  optedInAt: z.string().nullable(),
  /** Tracks in Discovery Mode now. */
  trackCount: z.number(),
  minDaysOut: z.number(),
});

export const discoveryModeStatus = defineRoute(heads.discoveryModeStatus, {
  summary: "The account's Discovery Mode status: NOT_ELIGIBLE (not settled yet), NOT_OPTED_IN or OPTED_IN, with the royalty reduction it means",
  response: dmStatus,
});

export const updateDiscoveryModeStatus = defineRoute(heads.updateDiscoveryModeStatus, {
  summary: 'Joins Discovery Mode, accepting the reduced royalty rate, or leaves it (its tracks leave with it); the account owner only',
  body: z.object({ optIn: z.boolean(), acceptRate: z.boolean().default(false) }).strict(),
  response: dmStatus,
});

export const dmTrack = z.object({
  songId: z.number(),
  title: z.string(),
  version: z.string(),
  artists: z.string(),
  albumTitle: z.string(),
  releaseTime: z.number().nullable(),
  enabled: z.boolean(),
  eligible: z.boolean(),
  block: trackBlocks.nullable(),
});

export const discoveryModeTracks = defineRoute(heads.discoveryModeTracks, {
  summary: "The account's live songs for Discovery Mode: whether each is in it, and whether it may be (out 30 days, in Spotify, no copyright flag)",
  query: z.object({ offset, count }),
  response: z.object({ total: z.number(), tracks: z.array(dmTrack) }),
});

export const updateDiscoveryModeTracks = defineRoute(heads.updateDiscoveryModeTracks, {
  summary: 'Puts songs in Discovery Mode or takes them out; the account must have joined and each song added must qualify',
  body: z
    .object({
      songIds: z
        .array(id)
        .min(1)
        .max(100)
        .refine((list) => new Set(list).size === list.length, { message: 'validation_invalid_value' }),
      enabled: z.boolean(),
    })
    .strict(),
  response: dmStatus,
});

// The operators' console.

export const adminCampaign = campaign.extend({ createdAt: z.string(), counts: z.record(statusEnum, z.number()) });

export const adminCampaigns = defineRoute(heads.adminCampaigns, {
  summary: 'Every campaign, newest first, with its state and its applications counted by status',
  query: z.object({ offset, count }),
  response: z.object({ total: z.number(), campaigns: z.array(adminCampaign) }),
});

export const createCampaign = defineRoute(heads.createCampaign, {
  summary: 'Opens a campaign of one service type for a window, with a number of places and the territories it runs in',
  body: z
    .object({
      serviceType: z
        .number()
        .int()
        .refine((value) => (CAMPAIGN_SERVICE_TYPES as number[]).includes(value)),
      title: z.string().trim().min(2).max(120),
      description: z.string().trim().max(1000).default(''),
      startAt: z.iso.datetime({ offset: true }),
      endAt: z.iso.datetime({ offset: true }),
      slots: z.number().int().min(1).max(10_000),
      territories: z.array(territoryCode).max(250).default([]),
    })
    .strict()
    .refine((body) => Date.parse(body.endAt) > Date.parse(body.startAt), { path: ['endAt'] }),
  response: adminCampaign,
});

export const closeCampaign = defineRoute(heads.closeCampaign, {
  summary: 'Closes a campaign to new applications now; applications already made stay to be decided',
  body: z.object({ campaignId: id }).strict(),
  response: adminCampaign,
});

/** One copyright flag on a track: who raised it and why, and who cleared it, when and why (null while it stands). */
export const copyrightFlag = z.object({
  songId: z.number(),
  applicationId: z.number(),
  reason: z.string(),
  flaggedBy: z.string(),
  flaggedAt: z.string(),
  clearedBy: z.string().nullable(),
  clearedAt: z.string().nullable(),
  clearNote: z.string().nullable(),
});

export const adminApplication = application.extend({
  userId: z.number(),
  applicant: z.string(),
  applicantEmail: z.string().nullable(),
  /** Every flag ever raised on the application's tracks (through any application), oldest first. */
  copyrightHistory: z.array(copyrightFlag),
});

export const adminApplications = defineRoute(heads.adminApplications, {
  summary: 'Applications to review, oldest first, by status and campaign',
  query: z.object({ status: statusEnum.optional(), campaignId: id.optional(), offset, count }),
  response: z.object({ total: z.number(), applications: z.array(adminApplication) }),
});

export const decideApplication = defineRoute(heads.decideApplication, {
  summary: 'Accepts (PROMOTING), finishes (PROMOTED), refuses or takes down (TAKEDOWN) an application; the applicant gets a notice',
  body: z.object({ applicationId: id, action: z.enum(PROMOTION_ACTIONS), note: z.string().trim().max(PROMOTION_NOTE_MAX).default('') }).strict(),
  response: adminApplication,
});

export const flagTrack = defineRoute(heads.flagTrack, {
  summary: 'Flags a track of an application as a copyright risk, with the reason; a running promotion of the application is taken down; the applicant gets a notice',
  body: z.object({ applicationId: id, songId: id, reason: z.string().trim().min(2).max(PROMOTION_NOTE_MAX) }).strict(),
  response: adminApplication,
});

export const clearTrackFlag = defineRoute(heads.clearTrackFlag, {
  summary:
    "Clears a track's copyright flag with a note (e.g. the artist proved ownership): the track qualifies again; applications taken down and Discovery Mode stay as they are; the applicant gets a notice",
  body: z.object({ applicationId: id, songId: id, note: z.string().trim().min(2).max(PROMOTION_NOTE_MAX) }).strict(),
  response: adminApplication,
});
