import { describe, expect, it } from 'vitest';
import { ReleaseTimeType } from '../release/model.ts';
import { withGoLiveDate } from './go-live.ts';

const now = Date.UTC(2026, 10, 27, 12);

describe('the go-live date of a batch', () => {
  it('dates a release that names none, at midnight in each store', () => {
    expect(withGoLiveDate({ title: 'A' }, '2026-12-18', now)).toEqual({ title: 'A', releaseTimeType: ReleaseTimeType.LOCAL, timezone: 'UTC', releaseTime: Date.UTC(2026, 11, 18) });
  });

  it('moves a release that was out before and keeps that date as the original one', () => {
    const album = { title: 'B', releaseTime: Date.UTC(2014, 8, 29), releaseTimeType: ReleaseTimeType.GLOBAL, timezone: 'Asia/Tokyo' };
    expect(withGoLiveDate(album, '2026-12-18', now)).toMatchObject({ releaseTime: Date.UTC(2026, 11, 18), isPreviouslyReleased: true, originalReleaseTime: Date.UTC(2014, 8, 29) });
    const known = withGoLiveDate({ ...album, isPreviouslyReleased: true, originalReleaseTime: Date.UTC(2010, 0, 1) }, '2026-12-18', now);
    expect(known.originalReleaseTime).toBe(Date.UTC(2010, 0, 1));
  });

  it('leaves a release whose own date the form accepts, and everything without a go-live date', () => {
    const later = { title: 'C', releaseTime: Date.UTC(2027, 0, 15) };
    expect(withGoLiveDate(later, '2026-12-18', now)).toBe(later);
    expect(withGoLiveDate({ title: 'D' }, null, now)).toEqual({ title: 'D' });
    // Tomorrow is too early for the stores: the go-live date replaces it (nothing was out yet).
    expect(withGoLiveDate({ title: 'E', releaseTime: now + 86_400_000 }, '2026-12-18', now)).toMatchObject({ releaseTime: Date.UTC(2026, 11, 18) });
    expect(withGoLiveDate({ title: 'E', releaseTime: now + 86_400_000 }, '2026-12-18', now).isPreviouslyReleased).toBeUndefined();
  });
});
