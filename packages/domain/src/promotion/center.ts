// The promotion center (decision 030): the distributor's promotion offerings (service types 1 to 22), who may apply
// for a campaign of each and which tracks qualify, the life of an application, and Discovery Mode.
import { AccountTier, ReleaseStatus, UserType } from '../enums.ts';
import { Explicitness } from '../release/model.ts';
import { WORLDWIDE } from '../catalog/territories.ts';

/** Service types 1 to 22 of document 1 section 3 ("banner, playlist, ads, pitching and others"). */
export const PromotionServiceType = {
  HOME_BANNER: 1,
  EDITORIAL_PLAYLIST: 2,
  SHORT_VIDEO_IN_APP_AD: 3,
  SEARCH_AD: 4,
  PRE_ROLL_VIDEO_AD: 5,
  EDITORIAL_PITCHING: 6,
  NEWSLETTER_FEATURE: 7,
  SOCIAL_POST: 8,
  RADIO_PLUGGING: 9,
  INFLUENCER_CAMPAIGN: 10,
  SHORT_VIDEO_CREATOR_CAMPAIGN: 11,
  BILLBOARD: 12,
  NEW_RELEASE_TAKEOVER: 13,
  DISCOVERY_MODE: 14,
  PRESAVE_ADS: 15,
  CURATOR_PLAYLIST_PITCH: 16,
  STORE_FRONT_FEATURE: 17,
  VIDEO_PREMIERE: 18,
  LIVE_SESSION: 19,
  PRESS_RELEASE: 20,
  VIDEO_TEMPLATE: 21,
  CATALOGUE_REVIVAL: 22,
} as const;
export type PromotionServiceType = (typeof PromotionServiceType)[keyof typeof PromotionServiceType];
export type ServiceKey = keyof typeof PromotionServiceType;

/** An application's status (document 1 section 3). */
export const PROMOTION_STATUSES = ['TO_BE_PROMOTED', 'PROMOTING', 'PROMOTED', 'TAKEDOWN'] as const;
export type PromotionStatus = (typeof PROMOTION_STATUSES)[number];

/** A track's promotion state, derived from its applications (document 1 section 3). */
export const TRACK_PROMOTION_STATES = ['NONE', 'PROMOTING', 'PROMOTED', 'COPYRIGHT_RISK'] as const;
export type TrackPromotionState = (typeof TRACK_PROMOTION_STATES)[number];

const SPOTIFY = 1026;
const YOUTUBE_MUSIC = 1028;
/** The parent company's short-video app and its video editor (in-house platforms of the catalogue). */
const SHORT_VIDEO_APP = 1;
const VIDEO_EDITOR = 3;

/** Which of an account's tracks a service takes: out in the stores, approved and waiting for its day, or either. */
export type TrackTiming = 'released' | 'upcoming' | 'any';

export interface ServiceRule {
  type: PromotionServiceType;
  key: ServiceKey;
  /** Labels only (a billboard or a store-front feature is bought for a roster), or every account. */
  labelsOnly: boolean;
  /** The lowest account tier that may apply (document 1 section 3 tiers), when the service is selective. */
  minTier: number | null;
  timing: TrackTiming;
  /** Tracks one application names. */
  minTracks: number;
  maxTracks: number;
  /** A released track must have been out at least / at most this many days. */
  minDaysOut: number | null;
  maxDaysOut: number | null;
  /** An upcoming track's release day must be at least this many days ahead (the team needs the lead time). */
  minLeadDays: number | null;
  /** The store the promotion runs in must be among the release's stores. */
  store: number | null;
  /** Explicit tracks are refused (radio, newsletters and the home banner play clean versions only). */
  cleanOnly: boolean;
  /** The track must be opted in to promotion in the in-house apps (the release form's optInPromote). */
  inHouseOptIn: boolean;
  /** Not offered through campaigns: the account manages it itself (Discovery Mode has its own tab). */
  selfServe: boolean;
}

const rule = (type: PromotionServiceType, timing: TrackTiming, tracks: [number, number], extra: Partial<ServiceRule> = {}): ServiceRule => ({
  type,
  key: (Object.keys(PromotionServiceType) as ServiceKey[]).find((key) => PromotionServiceType[key] === type)!,
  labelsOnly: false,
  minTier: null,
  timing,
  minTracks: tracks[0],
  maxTracks: tracks[1],
  minDaysOut: null,
  maxDaysOut: null,
  minLeadDays: null,
  store: null,
  cleanOnly: false,
  inHouseOptIn: false,
  selfServe: false,
  ...extra,
});

const T = PromotionServiceType;

/** The offerings and their rules, modelled on what distributors' promotion programmes ask. */
export const SERVICE_RULES: Record<PromotionServiceType, ServiceRule> = {
  [T.HOME_BANNER]: rule(T.HOME_BANNER, 'released', [1, 1], { maxDaysOut: 90, cleanOnly: true }),
  [T.EDITORIAL_PLAYLIST]: rule(T.EDITORIAL_PLAYLIST, 'released', [1, 3]),
  [T.SHORT_VIDEO_IN_APP_AD]: rule(T.SHORT_VIDEO_IN_APP_AD, 'any', [1, 1], { store: SHORT_VIDEO_APP, inHouseOptIn: true }),
  [T.SEARCH_AD]: rule(T.SEARCH_AD, 'released', [1, 1], { maxDaysOut: 180 }),
  [T.PRE_ROLL_VIDEO_AD]: rule(T.PRE_ROLL_VIDEO_AD, 'released', [1, 1], { store: YOUTUBE_MUSIC }),
  [T.EDITORIAL_PITCHING]: rule(T.EDITORIAL_PITCHING, 'upcoming', [1, 1], { minLeadDays: 7, store: SPOTIFY }),
  [T.NEWSLETTER_FEATURE]: rule(T.NEWSLETTER_FEATURE, 'any', [1, 3], { cleanOnly: true }),
  [T.SOCIAL_POST]: rule(T.SOCIAL_POST, 'any', [1, 5]),
  [T.RADIO_PLUGGING]: rule(T.RADIO_PLUGGING, 'any', [1, 2], { cleanOnly: true, minTier: AccountTier.NORMAL }),
  [T.INFLUENCER_CAMPAIGN]: rule(T.INFLUENCER_CAMPAIGN, 'released', [1, 1], { minTier: AccountTier.NORMAL }),
  [T.SHORT_VIDEO_CREATOR_CAMPAIGN]: rule(T.SHORT_VIDEO_CREATOR_CAMPAIGN, 'released', [1, 1], { store: SHORT_VIDEO_APP, inHouseOptIn: true }),
  [T.BILLBOARD]: rule(T.BILLBOARD, 'released', [1, 1], { labelsOnly: true, minTier: AccountTier.HIGH_QUALITY, maxDaysOut: 60 }),
  [T.NEW_RELEASE_TAKEOVER]: rule(T.NEW_RELEASE_TAKEOVER, 'released', [1, 1], { maxDaysOut: 18, store: SPOTIFY }),
  [T.DISCOVERY_MODE]: rule(T.DISCOVERY_MODE, 'released', [1, 100], { minDaysOut: 30, store: SPOTIFY, selfServe: true }),
  [T.PRESAVE_ADS]: rule(T.PRESAVE_ADS, 'upcoming', [1, 1], { minLeadDays: 7 }),
  [T.CURATOR_PLAYLIST_PITCH]: rule(T.CURATOR_PLAYLIST_PITCH, 'released', [1, 3]),
  [T.STORE_FRONT_FEATURE]: rule(T.STORE_FRONT_FEATURE, 'upcoming', [1, 1], { labelsOnly: true, minLeadDays: 21 }),
  [T.VIDEO_PREMIERE]: rule(T.VIDEO_PREMIERE, 'upcoming', [1, 1], { minLeadDays: 3, store: YOUTUBE_MUSIC }),
  [T.LIVE_SESSION]: rule(T.LIVE_SESSION, 'released', [1, 1], { minTier: AccountTier.NORMAL }),
  [T.PRESS_RELEASE]: rule(T.PRESS_RELEASE, 'any', [1, 10]),
  [T.VIDEO_TEMPLATE]: rule(T.VIDEO_TEMPLATE, 'released', [1, 1], { store: VIDEO_EDITOR, inHouseOptIn: true }),
  [T.CATALOGUE_REVIVAL]: rule(T.CATALOGUE_REVIVAL, 'released', [3, 20], { labelsOnly: true, minDaysOut: 365 }),
};

export const SERVICE_TYPES = Object.values(PromotionServiceType) as PromotionServiceType[];
/** The types operators open campaigns of (every type but the self-served ones). */
export const CAMPAIGN_SERVICE_TYPES = SERVICE_TYPES.filter((type) => !SERVICE_RULES[type].selfServe);
export const serviceRule = (type: number): ServiceRule | undefined => SERVICE_RULES[type as PromotionServiceType];
/** The i18n key of a service's name; its description is the same key with _hint. */
export const serviceKey = (type: number) => `promo_service_${(serviceRule(type)?.key ?? 'HOME_BANNER').toLowerCase()}`;

/** Why an account may not apply for a service. */
export type ApplicantBlock = 'labels_only' | 'tier_too_low';

export function applicantBlock(rule: ServiceRule, account: { type: number | null; tier: number }): ApplicantBlock | null {
  if (rule.labelsOnly && account.type !== UserType.LABEL) return 'labels_only';
  if (rule.minTier !== null && account.tier < rule.minTier) return 'tier_too_low';
  return null;
}

/** Why one track does not qualify for a campaign. */
export type TrackBlock = 'not_released' | 'not_upcoming' | 'too_new' | 'too_old' | 'too_late' | 'store_not_chosen' | 'explicit' | 'not_opted_in' | 'territory' | 'copyright_risk';

export interface TrackFacts {
  releaseStatus: number;
  /** The release day; null when the release has none yet. */
  releaseTime: Date | null;
  stores: Record<string, boolean>;
  /** The release's territories (empty or Worldwide: everywhere). */
  territories: readonly string[];
  explicitness: number | undefined;
  optInPromote: boolean | undefined;
  state: TrackPromotionState;
}

const DAY_MS = 86_400_000;
const dayOf = (moment: Date | number) => Math.floor(new Date(moment).getTime() / DAY_MS);

const isUpcoming = (status: number) => status === ReleaseStatus.Approved || status === ReleaseStatus.Delivered;

const reaches = (territories: readonly string[], wanted: readonly string[]) =>
  wanted.length === 0 || territories.length === 0 || territories.includes(WORLDWIDE) || wanted.some((code) => territories.includes(code));

/**
 * Whether a track qualifies for a campaign of this service run in these territories, today: the first reason it does
 * not, or null. A track under copyright review never qualifies.
 */
export function trackBlock(rule: ServiceRule, track: TrackFacts, campaignTerritories: readonly string[], now: number): TrackBlock | null {
  if (track.state === 'COPYRIGHT_RISK') return 'copyright_risk';
  const today = dayOf(now);
  const live = track.releaseStatus === ReleaseStatus.Live;
  const upcoming = isUpcoming(track.releaseStatus) && track.releaseTime !== null && dayOf(track.releaseTime) > today;
  if (rule.timing === 'released' && !live) return 'not_released';
  if (rule.timing === 'upcoming' && !upcoming) return 'not_upcoming';
  if (rule.timing === 'any' && !live && !upcoming) return 'not_released';
  if (live && track.releaseTime) {
    const daysOut = today - dayOf(track.releaseTime);
    if (rule.minDaysOut !== null && daysOut < rule.minDaysOut) return 'too_new';
    if (rule.maxDaysOut !== null && daysOut > rule.maxDaysOut) return 'too_old';
  }
  if (upcoming && rule.minLeadDays !== null && dayOf(track.releaseTime!) - today < rule.minLeadDays) return 'too_late';
  if (rule.store !== null && !track.stores[String(rule.store)]) return 'store_not_chosen';
  if (rule.cleanOnly && track.explicitness === Explicitness.YES) return 'explicit';
  if (rule.inHouseOptIn && !track.optInPromote) return 'not_opted_in';
  if (!reaches(track.territories, campaignTerritories)) return 'territory';
  return null;
}

/** The longest note an applicant or an operator may write. */
export const PROMOTION_NOTE_MAX = 500;

/** What an operator may do with an application, and where it leads from where. */
export const PROMOTION_ACTIONS = ['accept', 'finish', 'refuse', 'takedown'] as const;
export type PromotionAction = (typeof PROMOTION_ACTIONS)[number];

const transitions: Record<PromotionAction, { from: PromotionStatus; to: PromotionStatus }> = {
  accept: { from: 'TO_BE_PROMOTED', to: 'PROMOTING' },
  finish: { from: 'PROMOTING', to: 'PROMOTED' },
  refuse: { from: 'TO_BE_PROMOTED', to: 'TAKEDOWN' },
  takedown: { from: 'PROMOTING', to: 'TAKEDOWN' },
};

/** The status an action leads to, or null when the action is not allowed from this status. */
export function nextPromotionStatus(current: PromotionStatus, action: PromotionAction): PromotionStatus | null {
  const move = transitions[action];
  return move.from === current ? move.to : null;
}

/** Statuses that hold a place in a campaign: an accepted application takes one slot per track. */
export const SLOT_HOLDING: readonly PromotionStatus[] = ['PROMOTING', 'PROMOTED'];

/**
 * A track's promotion state from its applications: flagged for copyright first (it blocks new promotion), then a
 * promotion running now, then one that ran; otherwise none.
 */
export function trackPromotionState(entries: readonly { status: PromotionStatus; flagged: boolean }[]): TrackPromotionState {
  if (entries.some((entry) => entry.flagged)) return 'COPYRIGHT_RISK';
  if (entries.some((entry) => entry.status === 'PROMOTING')) return 'PROMOTING';
  if (entries.some((entry) => entry.status === 'PROMOTED')) return 'PROMOTED';
  return 'NONE';
}

/** A campaign's state as seen now. */
export type CampaignState = 'UPCOMING' | 'OPEN' | 'FULL' | 'CLOSED';

export function campaignState(campaign: { startAt: Date; endAt: Date; closedAt: Date | null; slots: number }, slotsTaken: number, now: number): CampaignState {
  if (campaign.closedAt || campaign.endAt.getTime() <= now) return 'CLOSED';
  if (campaign.startAt.getTime() > now) return 'UPCOMING';
  return slotsTaken >= campaign.slots ? 'FULL' : 'OPEN';
}

// Discovery Mode, modelled on the leading store's programme: the account accepts a lower royalty rate on the streams
// its chosen tracks get in the store's personalised contexts (radio, autoplay) in exchange for more of them.

/** The share (per cent) by which the recording royalty of a stream in those contexts is reduced. */
export const DISCOVERY_MODE_RATE_REDUCTION = 30;
/** A track joins after it has been out this many days (the store sees how it does first). */
export const DISCOVERY_MODE_MIN_DAYS_OUT = 30;
export const DISCOVERY_MODE_STORE = SPOTIFY;

/** The account's Discovery Mode status: whether it can join (a settled account), and whether it has. */
export const DISCOVERY_MODE_STATUSES = ['NOT_ELIGIBLE', 'NOT_OPTED_IN', 'OPTED_IN'] as const;
export type DiscoveryModeStatus = (typeof DISCOVERY_MODE_STATUSES)[number];

/** Why a track cannot be chosen for Discovery Mode (the service's rules applied worldwide). */
export const discoveryModeBlock = (track: TrackFacts, now: number): TrackBlock | null => trackBlock(SERVICE_RULES[T.DISCOVERY_MODE], track, [], now);
