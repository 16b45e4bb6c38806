import { describe, expect, it } from 'vitest';
import { activityDraftProblems, activityStatus, countsForReferral, qualifies, referralStatistics, REFERRAL_QUALIFY_DAYS, VOLUME_UP_TRACKS_MAX, type ActivityDraft } from './activities.ts';

const at = (iso: string) => new Date(iso);
const window = { startAt: at('2026-03-01T00:00:00Z'), endAt: at('2026-04-01T00:00:00Z'), closedAt: null };

describe('activity status', () => {
  it.each([
    ['before the start', '2026-02-28T23:59:59Z', null, 'WAITING_START'],
    ['at the start', '2026-03-01T00:00:00Z', null, 'ONGOING'],
    ['during', '2026-03-15T12:00:00Z', null, 'ONGOING'],
    ['at the end', '2026-04-01T00:00:00Z', null, 'CLOSED'],
    ['after the end', '2026-05-01T00:00:00Z', null, 'CLOSED'],
    ['after an operator closed it early', '2026-03-15T12:00:00Z', '2026-03-10T00:00:00Z', 'CLOSED'],
    ['before the early closing', '2026-03-09T00:00:00Z', '2026-03-10T00:00:00Z', 'ONGOING'],
    ['closed before it started', '2026-02-20T00:00:00Z', '2026-02-10T00:00:00Z', 'CLOSED'],
  ])('%s', (_name, now, closedAt, status) => {
    expect(activityStatus({ ...window, closedAt: closedAt ? at(closedAt) : null }, at(now))).toBe(status);
  });
});

describe('referral sign-ups and qualification', () => {
  it('counts sign-ups while the activity runs, not before, after or after an early closing', () => {
    expect(countsForReferral(window, at('2026-03-01T00:00:00Z'))).toBe(true);
    expect(countsForReferral(window, at('2026-02-28T00:00:00Z'))).toBe(false);
    expect(countsForReferral(window, at('2026-04-01T00:00:00Z'))).toBe(false);
    expect(countsForReferral({ ...window, closedAt: at('2026-03-05T00:00:00Z') }, at('2026-03-06T00:00:00Z'))).toBe(false);
  });

  const signedUpAt = at('2026-03-10T00:00:00Z');
  it.each([
    ['identity approved and a release approved', true, 1, '2026-03-20T00:00:00Z', true],
    ['identity not approved', false, 2, '2026-03-20T00:00:00Z', false],
    ['no approved release', true, 0, '2026-03-20T00:00:00Z', false],
    ['on the last day', true, 1, new Date(signedUpAt.getTime() + REFERRAL_QUALIFY_DAYS * 86_400_000).toISOString(), true],
    ['after the time to qualify', true, 1, new Date(signedUpAt.getTime() + REFERRAL_QUALIFY_DAYS * 86_400_000 + 1).toISOString(), false],
  ])('%s', (_name, identityApproved, approvedTracks, now, expected) => {
    expect(qualifies({ signedUpAt, identityApproved, approvedTracks }, at(now))).toBe(expected);
  });
});

describe('referral statistics', () => {
  const now = at('2026-03-20T00:00:00Z');
  it('counts invitees, approved accounts, their approved tracks, rewards pending and paid', () => {
    const stats = referralStatistics(
      [
        { signedUpAt: at('2026-03-02T00:00:00Z'), identityApproved: false, approvedTracks: 0, rewarded: false },
        { signedUpAt: at('2026-03-03T00:00:00Z'), identityApproved: true, approvedTracks: 0, rewarded: false },
        { signedUpAt: at('2026-03-04T00:00:00Z'), identityApproved: true, approvedTracks: 3, rewarded: true },
        { signedUpAt: at('2025-12-01T00:00:00Z'), identityApproved: true, approvedTracks: 0, rewarded: false },
      ],
      now,
    );
    // The last one ran out of time to qualify: approved, but no reward is on the way any more.
    expect(stats).toEqual({ invitees: 4, approvedAccounts: 3, qualifiedTracks: 3, pendingPayments: 1, rewardedAccounts: 1 });
  });

  it('is all zeros without invitees', () => {
    expect(referralStatistics([], now)).toEqual({ invitees: 0, approvedAccounts: 0, qualifiedTracks: 0, pendingPayments: 0, rewardedAccounts: 0 });
  });
});

describe('new activity checks', () => {
  const referral: ActivityDraft = { activityType: 'referral', title: 'Invite friends', startAt: window.startAt, endAt: window.endAt, rewardAmount: 5_000_000n, maxTracks: 0 };
  const volumeUp: ActivityDraft = { ...referral, activityType: 'volume_up', rewardAmount: 0n, maxTracks: 3 };
  it.each([
    ['a valid referral', referral, {}],
    ['a valid volume-up', volumeUp, {}],
    ['a blank title', { ...referral, title: '  ' }, { title: 'validation_required' }],
    ['an end before the start', { ...referral, endAt: window.startAt }, { endAt: 'activity_end_before_start' }],
    ['a referral without a reward', { ...referral, rewardAmount: 0n }, { rewardAmount: 'activity_reward_required' }],
    ['a reward below a cent', { ...referral, rewardAmount: 5_000_001n }, { rewardAmount: 'money_amount_invalid' }],
    ['a volume-up without tracks', { ...volumeUp, maxTracks: 0 }, { maxTracks: 'activity_max_tracks_invalid' }],
    ['a volume-up with too many tracks', { ...volumeUp, maxTracks: VOLUME_UP_TRACKS_MAX + 1 }, { maxTracks: 'activity_max_tracks_invalid' }],
  ])('%s', (_name, draft, problems) => {
    expect(activityDraftProblems(draft as ActivityDraft)).toEqual(problems);
  });
});
