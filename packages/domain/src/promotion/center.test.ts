import { describe, expect, it } from 'vitest';
import { AccountTier, ReleaseStatus, UserType } from '../enums.ts';
import {
  applicantBlock,
  campaignState,
  CAMPAIGN_SERVICE_TYPES,
  discoveryModeBlock,
  nextPromotionStatus,
  PromotionServiceType as T,
  SERVICE_RULES,
  SERVICE_TYPES,
  serviceKey,
  trackBlock,
  trackPromotionState,
  type TrackFacts,
} from './center.ts';

const DAY = 86_400_000;
const NOW = Date.UTC(2026, 5, 15, 12);
const released = (daysAgo: number, extra: Partial<TrackFacts> = {}): TrackFacts => ({
  releaseStatus: ReleaseStatus.Live,
  releaseTime: new Date(NOW - daysAgo * DAY),
  stores: { 1: true, 3: true, 1026: true, 1028: true },
  territories: [],
  explicitness: 0,
  optInPromote: true,
  state: 'NONE',
  ...extra,
});
const upcoming = (daysAhead: number, extra: Partial<TrackFacts> = {}) => released(-daysAhead, { releaseStatus: ReleaseStatus.Approved, ...extra });

describe('service types', () => {
  it('numbers 22 offerings 1 to 22, each with a translated name key; Discovery Mode is self-served, not a campaign', () => {
    expect(SERVICE_TYPES).toEqual(Array.from({ length: 22 }, (_, i) => i + 1));
    expect(serviceKey(T.BILLBOARD)).toBe('promo_service_billboard');
    expect(CAMPAIGN_SERVICE_TYPES).toHaveLength(21);
    expect(CAMPAIGN_SERVICE_TYPES).not.toContain(T.DISCOVERY_MODE);
    for (const type of SERVICE_TYPES) expect(SERVICE_RULES[type].minTracks).toBeLessThanOrEqual(SERVICE_RULES[type].maxTracks);
  });
});

describe('who may apply', () => {
  const cases: [string, number, { type: number; tier: number }, string | null][] = [
    ['an artist for the editorial playlist', T.EDITORIAL_PLAYLIST, { type: UserType.ARTIST, tier: AccountTier.BASIC }, null],
    ['an artist for a billboard (labels only)', T.BILLBOARD, { type: UserType.ARTIST, tier: AccountTier.HIGH_QUALITY }, 'labels_only'],
    ['a normal-tier label for a billboard', T.BILLBOARD, { type: UserType.LABEL, tier: AccountTier.NORMAL }, 'tier_too_low'],
    ['a high-quality label for a billboard', T.BILLBOARD, { type: UserType.LABEL, tier: AccountTier.HIGH_QUALITY }, null],
    ['a basic account for radio plugging', T.RADIO_PLUGGING, { type: UserType.ARTIST, tier: AccountTier.BASIC }, 'tier_too_low'],
    ['an artist for a catalogue revival (labels only)', T.CATALOGUE_REVIVAL, { type: UserType.ARTIST, tier: AccountTier.HIGH_QUALITY }, 'labels_only'],
  ];
  for (const [name, type, account, expected] of cases) {
    it(name, () => expect(applicantBlock(SERVICE_RULES[type as T], account)).toBe(expected));
  }
});

describe('which tracks qualify', () => {
  const cases: [string, number, TrackFacts, string[], string | null][] = [
    ['a released track for the editorial playlist', T.EDITORIAL_PLAYLIST, released(40), [], null],
    ['an upcoming track for the editorial playlist', T.EDITORIAL_PLAYLIST, upcoming(20), [], 'not_released'],
    ['a track in review for a social post', T.SOCIAL_POST, released(0, { releaseStatus: ReleaseStatus.UnderReview }), [], 'not_released'],
    ['an upcoming track for a social post', T.SOCIAL_POST, upcoming(5), [], null],
    ['a released track for pitching', T.EDITORIAL_PITCHING, released(3), [], 'not_upcoming'],
    ['an approved track whose day has come, for pitching', T.EDITORIAL_PITCHING, upcoming(0), [], 'not_upcoming'],
    ['pitching 6 days ahead (a week needed)', T.EDITORIAL_PITCHING, upcoming(6), [], 'too_late'],
    ['pitching 7 days ahead', T.EDITORIAL_PITCHING, upcoming(7), [], null],
    ['pitching without Spotify', T.EDITORIAL_PITCHING, upcoming(10, { stores: { 1028: true } }), [], 'store_not_chosen'],
    ['a store-front feature 20 days ahead (21 needed)', T.STORE_FRONT_FEATURE, upcoming(20), [], 'too_late'],
    ['the new-release takeover 18 days out', T.NEW_RELEASE_TAKEOVER, released(18), [], null],
    ['the new-release takeover 19 days out', T.NEW_RELEASE_TAKEOVER, released(19), [], 'too_old'],
    ['the home banner with an explicit track', T.HOME_BANNER, released(10, { explicitness: 1 }), [], 'explicit'],
    ['the home banner with a clean version', T.HOME_BANNER, released(10, { explicitness: 2 }), [], null],
    ['radio plugging with an explicit track', T.RADIO_PLUGGING, released(10, { explicitness: 1 }), [], 'explicit'],
    ['an in-app ad for a track not opted in to in-house promotion', T.SHORT_VIDEO_IN_APP_AD, released(10, { optInPromote: false }), [], 'not_opted_in'],
    ['an in-app ad for a track not in the short-video app', T.SHORT_VIDEO_IN_APP_AD, released(10, { stores: { 1026: true } }), [], 'store_not_chosen'],
    ['a pre-roll ad without the video store', T.PRE_ROLL_VIDEO_AD, released(10, { stores: { 1026: true } }), [], 'store_not_chosen'],
    ['a catalogue revival for a track out 200 days', T.CATALOGUE_REVIVAL, released(200), [], 'too_new'],
    ['a catalogue revival for a track out 400 days', T.CATALOGUE_REVIVAL, released(400), [], null],
    ['a US campaign for a release only in Brazil', T.SEARCH_AD, released(10, { territories: ['BR'] }), ['US', 'CA'], 'territory'],
    ['a US campaign for a release in the US', T.SEARCH_AD, released(10, { territories: ['BR', 'US'] }), ['US'], null],
    ['a US campaign for a worldwide release', T.SEARCH_AD, released(10, { territories: ['Worldwide'] }), ['US'], null],
    ['a track flagged for copyright risk', T.SOCIAL_POST, released(10, { state: 'COPYRIGHT_RISK' }), [], 'copyright_risk'],
  ];
  for (const [name, type, track, territories, expected] of cases) {
    it(name, () => expect(trackBlock(SERVICE_RULES[type as T], track, territories, NOW)).toBe(expected));
  }
});

describe('applications', () => {
  it('moves TO_BE_PROMOTED -> PROMOTING -> PROMOTED; refuses before, takes down while running; nothing else', () => {
    expect(nextPromotionStatus('TO_BE_PROMOTED', 'accept')).toBe('PROMOTING');
    expect(nextPromotionStatus('PROMOTING', 'finish')).toBe('PROMOTED');
    expect(nextPromotionStatus('TO_BE_PROMOTED', 'refuse')).toBe('TAKEDOWN');
    expect(nextPromotionStatus('PROMOTING', 'takedown')).toBe('TAKEDOWN');
    for (const [from, action] of [
      ['TO_BE_PROMOTED', 'finish'],
      ['TO_BE_PROMOTED', 'takedown'],
      ['PROMOTING', 'accept'],
      ['PROMOTING', 'refuse'],
      ['PROMOTED', 'takedown'],
      ['PROMOTED', 'accept'],
      ['TAKEDOWN', 'accept'],
      ['TAKEDOWN', 'finish'],
    ] as const) {
      expect(nextPromotionStatus(from, action), `${from} ${action}`).toBeNull();
    }
  });

  it("derives a track's state: copyright risk first, then running, then done", () => {
    expect(trackPromotionState([])).toBe('NONE');
    expect(
      trackPromotionState([
        { status: 'TO_BE_PROMOTED', flagged: false },
        { status: 'TAKEDOWN', flagged: false },
      ]),
    ).toBe('NONE');
    expect(trackPromotionState([{ status: 'PROMOTED', flagged: false }])).toBe('PROMOTED');
    expect(
      trackPromotionState([
        { status: 'PROMOTED', flagged: false },
        { status: 'PROMOTING', flagged: false },
      ]),
    ).toBe('PROMOTING');
    expect(
      trackPromotionState([
        { status: 'PROMOTING', flagged: false },
        { status: 'TAKEDOWN', flagged: true },
      ]),
    ).toBe('COPYRIGHT_RISK');
  });

  it("tells a campaign's state from its window, closing and slots", () => {
    const campaign = { startAt: new Date(NOW - DAY), endAt: new Date(NOW + DAY), closedAt: null, slots: 2 };
    expect(campaignState(campaign, 1, NOW)).toBe('OPEN');
    expect(campaignState(campaign, 2, NOW)).toBe('FULL');
    expect(campaignState({ ...campaign, startAt: new Date(NOW + 1) }, 0, NOW)).toBe('UPCOMING');
    expect(campaignState({ ...campaign, endAt: new Date(NOW) }, 0, NOW)).toBe('CLOSED');
    expect(campaignState({ ...campaign, closedAt: new Date(NOW - 1) }, 0, NOW)).toBe('CLOSED');
  });
});

describe('Discovery Mode', () => {
  it('takes tracks out at least 30 days, in Spotify, not under copyright review', () => {
    expect(discoveryModeBlock(released(30), NOW)).toBeNull();
    expect(discoveryModeBlock(released(29), NOW)).toBe('too_new');
    expect(discoveryModeBlock(upcoming(10), NOW)).toBe('not_released');
    expect(discoveryModeBlock(released(60, { stores: { 1028: true } }), NOW)).toBe('store_not_chosen');
    expect(discoveryModeBlock(released(60, { territories: ['BR'] }), NOW)).toBeNull();
    expect(discoveryModeBlock(released(60, { state: 'COPYRIGHT_RISK' }), NOW)).toBe('copyright_risk');
  });
});
