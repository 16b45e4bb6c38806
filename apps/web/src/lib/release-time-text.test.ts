import { describe, expect, it } from 'vitest';
import { ReleaseTimeType } from '@portal/domain/release/model';
import { releaseTimeText, zonedTimeText } from './release-time-text.ts';

const t = (key: string, vars: Record<string, string>) => `${key}|${JSON.stringify(vars)}`;
const releaseTime = Date.UTC(2026, 5, 12, 3, 0);

describe('releaseTimeText', () => {
  it('shows one moment in the release’s timezone', () => {
    expect(releaseTimeText({ releaseTime, timezone: 'America/Sao_Paulo', releaseTimeType: ReleaseTimeType.GLOBAL }, t)).toBe(
      'release_time_zoned|{"time":"2026-06-12 00:00","zone":"America/Sao Paulo"}',
    );
  });

  it('shows the wall-clock time of a local-time release with its note', () => {
    expect(releaseTimeText({ releaseTime, timezone: 'Asia/Tokyo', releaseTimeType: ReleaseTimeType.LOCAL }, t)).toBe('release_time_local|{"time":"2026-06-12 12:00"}');
  });

  it('reads a release without a timezone in UTC and shows a dash without a time', () => {
    expect(releaseTimeText({ releaseTime }, t)).toBe('release_time_zoned|{"time":"2026-06-12 03:00","zone":"UTC"}');
    expect(releaseTimeText({ releaseTime: null, timezone: 'UTC' }, t)).toBe('—');
  });
});

describe('zonedTimeText', () => {
  it('states a pre-release’s zone as the release time does, UTC when the release has none', () => {
    const preRelease = Date.UTC(2026, 5, 5, 15, 0);
    expect(zonedTimeText(preRelease, 'America/Sao_Paulo', t)).toBe('release_time_zoned|{"time":"2026-06-05 12:00","zone":"America/Sao Paulo"}');
    expect(zonedTimeText(preRelease, undefined, t)).toBe('release_time_zoned|{"time":"2026-06-05 15:00","zone":"UTC"}');
  });
});
