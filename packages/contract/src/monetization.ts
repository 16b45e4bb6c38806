import { z } from 'zod';
import { BusinessCode } from '@portal/domain/errors';
import { CONTRACT_LANGUAGES } from '@portal/domain/contracts';
import { breakthroughTiers, monetizationTypes, optInStates } from '@portal/domain/monetization/programmes';
import { defineRoute } from './route.ts';
import * as heads from './heads/monetization.ts';

const id = z.coerce.number().int().positive();
const paging = {
  offset: z.coerce.number().int().min(0).default(0),
  count: z.coerce.number().int().min(1).max(100).default(10),
};
export const monetizationType = z.enum(monetizationTypes);
/** The programmes opted into with /monetization/batch/create (breakthrough has calls of its own, with a tier). */
const licensingType = monetizationType.exclude(['BREAKTHROUGH']);
export const optInState = z.enum(optInStates);
const tier = z.coerce
  .number()
  .int()
  .refine((value) => (breakthroughTiers as readonly number[]).includes(value), { message: 'monetization_tier_invalid' });
const songIds = z
  .array(z.number().int().positive())
  .min(1)
  .max(100)
  .refine((list) => new Set(list).size === list.length, { message: 'validation_invalid_value' });

/** The programme's agreement: none yet, waiting for the signature, or signed. */
export const programmeContract = z.object({
  contractType: z.number(),
  contractId: z.number().nullable(),
  signStatus: z.number().nullable(),
  signed: z.boolean(),
});

export const monetizationTrack = z.object({
  songId: z.number(),
  albumId: z.number(),
  title: z.string(),
  version: z.string(),
  artistName: z.string(),
  releaseTitle: z.string(),
  releaseStatus: z.number(),
  coverUrl: z.string().nullable(),
  isrc: z.string(),
  state: optInState,
  /** Breakthrough tier while opted in (or intending to); null elsewhere. */
  tier: z.number().nullable(),
  /** Whether the track may join the programme now; when not, messageKey is rule_unqualified and reason says why. */
  qualified: z.boolean(),
  messageKey: z.string().nullable(),
  reason: z.string().nullable(),
  /** Breakthrough only: the tiers this track may take (tier 3 needs the full-song qualification). */
  tiers: z.array(z.number()),
  optedInAt: z.string().nullable(),
});
export type MonetizationTrack = z.infer<typeof monetizationTrack>;

const trackList = z.object({
  type: monetizationType,
  total: z.number(),
  contract: programmeContract,
  tracks: z.array(monetizationTrack),
});

export const breakthroughTrackList = defineRoute(heads.breakthroughTrackList, {
  summary: "The account's released tracks with their breakthrough state, tier and qualification",
  query: z.object({ ...paging, state: optInState.optional() }),
  response: trackList,
});

export const monetizationTrackList = defineRoute(heads.monetizationTrackList, {
  summary: "The account's released tracks with their state and qualification in one programme",
  query: z.object({ type: monetizationType, ...paging, state: optInState.optional() }),
  response: trackList,
});

export const monetizationStatistic = defineRoute(heads.monetizationStatistic, {
  summary: 'Tracks per programme and state, qualified tracks, the agreement, and earnings where the sales reports name the programme',
  response: z.object({
    currency: z.string(),
    programmes: z.array(
      z.object({
        type: monetizationType,
        counts: z.record(optInState, z.number()),
        qualified: z.number(),
        contract: programmeContract,
        /** Earnings from the ledger's royalty entries of the programme (decimal); null when the reports cannot tell it apart, or without Royalty View. */
        earnings: z.string().nullable(),
      }),
    ),
  }),
});

const contractBody = {
  legalName: z.string().max(200),
  labelName: z.string().max(200).optional(),
  language: z.enum(CONTRACT_LANGUAGES).optional(),
  email: z.email().max(254).optional(),
};
const contractCreated = z.object({
  contract: z.object({ contractId: z.number(), type: z.number(), contractNumber: z.string(), signStatus: z.number() }),
  signPath: z.string(),
});
const contractCodes = [BusinessCode.CONTRACT_CREATION_LOCKED, BusinessCode.CONTRACT_EMOJI_IN_PARAM, BusinessCode.CONTRACT_MAIN_STATUS] as const;

export const createBreakthroughContract = defineRoute(heads.createBreakthroughContract, {
  summary: 'Prepares the breakthrough programme agreement for signing; opt-ins count once it is signed',
  body: z.object(contractBody).strict(),
  response: contractCreated,
  errorCodes: contractCodes,
});

export const createMonetizationContract = defineRoute(heads.createMonetizationContract, {
  summary: "Prepares a programme's agreement for signing: Content ID, or Track Plus for the video app, music licensing, sync and user videos",
  body: z.object({ type: licensingType, ...contractBody }).strict(),
  response: contractCreated,
  errorCodes: contractCodes,
});

export const batchResult = z.object({
  songId: z.number(),
  qualified: z.boolean(),
  /** The track's state after the call (unchanged when refused). */
  state: optInState,
  tier: z.number().nullable(),
  messageKey: z.string().nullable(),
  reason: z.string().nullable(),
});
const batchAnswer = z.object({ type: monetizationType, changed: z.number(), contract: programmeContract, results: z.array(batchResult) });

export const breakthroughBatchCreate = defineRoute(heads.breakthroughBatchCreate, {
  summary: 'Opts tracks into breakthrough at a tier; each track is answered, refused ones are left as they were',
  body: z.object({ tier, songIds }).strict(),
  response: batchAnswer,
});

export const monetizationBatchCreate = defineRoute(heads.monetizationBatchCreate, {
  summary: 'Opts tracks in or out of a programme; each track is answered, refused ones are left as they were',
  body: z.object({ type: licensingType, songIds, action: z.enum(['OPT_IN', 'OPT_OUT']).default('OPT_IN') }).strict(),
  response: batchAnswer,
});

export const breakthroughBatchUpdate = defineRoute(heads.breakthroughBatchUpdate, {
  summary: 'Changes the tier of tracks in breakthrough, or opts them out',
  body: z
    .object({ songIds, action: z.enum(['CHANGE_TIER', 'OPT_OUT']), tier: tier.optional() })
    .strict()
    .refine((body) => body.action !== 'CHANGE_TIER' || body.tier !== undefined, { message: 'monetization_tier_invalid', path: ['tier'] }),
  response: batchAnswer,
});

const featureDefaults = z.object(Object.fromEntries(monetizationTypes.map((type) => [type, z.boolean()])) as Record<(typeof monetizationTypes)[number], z.ZodBoolean>);

export const optInFeatures = z.object({
  /** Programmes the account's qualified tracks join unless it chose otherwise for a track. */
  defaults: featureDefaults,
  updatedAt: z.string().nullable(),
});

export const getOptInFeatures = defineRoute(heads.getOptInFeatures, {
  summary: "The account's opt-in features: the programmes its tracks join by default",
  response: optInFeatures,
});

export const putOptInFeatures = defineRoute(heads.putOptInFeatures, {
  summary: "Sets the account's default programmes",
  body: z.object({ defaults: featureDefaults.partial().strict() }).strict(),
  response: optInFeatures,
});

export const oacRequest = z.object({
  id: z.number(),
  status: z.number(),
  channelId: z.string(),
  channelTitle: z.string(),
  artistName: z.string(),
  albumId: z.number(),
  note: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export const oacMergeState = z.object({
  /** 1 not submitted, 2 submitted, 3 in review, 4 merged, 5 rejected. */
  status: z.number(),
  channel: z.object({ channelId: z.string(), title: z.string() }).nullable(),
  /** Live releases whose artist may be merged. */
  releases: z.array(z.object({ albumId: z.number(), title: z.string(), artistName: z.string() })),
  /** Why a request cannot be sent now, when it cannot. */
  block: z.enum(['not_linked', 'no_live_release', 'pending', 'merged']).nullable(),
  request: oacRequest.nullable(),
});

export const oacMergeStatus = defineRoute(heads.oacMergeStatus, {
  summary: 'The Official Artist Channel merge: its status, the linked channel and the releases it can be asked for',
  response: oacMergeState,
});

export const oacMergeSubmit = defineRoute(heads.oacMergeSubmit, {
  summary: "Asks to merge the artist's topic channel into the linked channel (needs a linked channel and a live release)",
  body: z.object({ albumId: id, artistName: z.string().trim().min(1).max(100) }).strict(),
  response: oacMergeState,
});

export const adminOacRequest = oacRequest.extend({ userId: z.number(), email: z.string().nullable(), nickname: z.string().nullable() });

export const adminOacMergeList = defineRoute(heads.adminOacMergeList, {
  summary: 'Official Artist Channel merge requests, oldest first',
  query: z.object({ status: z.coerce.number().int().min(1).max(5).optional(), ...paging }),
  response: z.object({ total: z.number(), requests: z.array(adminOacRequest) }),
});

export const adminOacMergeDecide = defineRoute(heads.adminOacMergeDecide, {
  summary: 'Moves a merge request: into review (3), merged (4) or rejected (5, with a note for the artist)',
  body: z
    .object({ id: z.number().int().positive(), status: z.union([z.literal(3), z.literal(4), z.literal(5)]), note: z.string().trim().max(500).default('') })
    .strict()
    .refine((body) => body.status !== 5 || body.note.length > 0, { message: 'validation_required', path: ['note'] }),
  response: adminOacRequest,
});
