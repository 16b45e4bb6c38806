import { describe, expect, it } from 'vitest';
import { ReleaseStatus } from '../enums.ts';
import { dayOf, lastPitchDay, pitchBlock } from './pitching.ts';

const today = dayOf(new Date('2026-11-27T10:00:00Z'));
const release = (overrides: Partial<Parameters<typeof pitchBlock>[0]> = {}) => ({
  status: ReleaseStatus.Approved,
  releaseTime: new Date('2026-12-11T00:00:00Z'),
  stores: { 1026: true },
  ...overrides,
});

describe('pitching rules', () => {
  it('lets an approved or delivered release with Spotify be pitched up to seven days before its day', () => {
    expect(pitchBlock(release(), today)).toBeNull();
    expect(pitchBlock(release({ status: ReleaseStatus.Delivered }), today)).toBeNull();
    expect(lastPitchDay(dayOf(new Date('2026-12-04T12:00:00Z')))).toBe(today);
    expect(pitchBlock(release({ releaseTime: new Date('2026-12-04T12:00:00Z') }), today)).toBeNull();
    expect(pitchBlock(release({ releaseTime: new Date('2026-12-03T23:59:00Z') }), today)).toBe('too_late');
  });

  it('names the first thing in the way', () => {
    expect(pitchBlock(release({ status: ReleaseStatus.UnderReview }), today)).toBe('in_review');
    expect(pitchBlock(release({ status: ReleaseStatus.NotApproved }), today)).toBe('in_review');
    expect(pitchBlock(release({ status: ReleaseStatus.Live }), today)).toBe('released');
    expect(pitchBlock(release({ status: ReleaseStatus.Takedown }), today)).toBe('released');
    expect(pitchBlock(release({ releaseTime: null }), today)).toBe('no_date');
    expect(pitchBlock(release({ stores: { 1026: false, 1032: true } }), today)).toBe('store_not_chosen');
  });
});
