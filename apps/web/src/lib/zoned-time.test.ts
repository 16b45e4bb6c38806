import { describe, expect, it } from 'vitest';
import { formatInZone, formatMediumDate } from './zoned-time.ts';

const instant = Date.UTC(2026, 5, 12, 3, 5); // 2026-06-12 03:05 UTC

describe('formatInZone', () => {
  it('shows the wall clock of the release timezone', () => {
    expect(formatInZone(instant, 'UTC')).toBe('2026-06-12 03:05');
    expect(formatInZone(instant, 'America/Sao_Paulo')).toBe('2026-06-12 00:05');
    expect(formatInZone(instant, 'Asia/Kolkata')).toBe('2026-06-12 08:35');
    expect(formatInZone(instant, 'Pacific/Honolulu')).toBe('2026-06-11 17:05');
  });

  it('uses midnight as 00, not 24', () => {
    expect(formatInZone(Date.UTC(2026, 0, 1, 0, 0), 'UTC')).toBe('2026-01-01 00:00');
  });

  it('falls back to the browser zone for an unknown zone and gives nothing for a non-date', () => {
    expect(formatInZone(instant, 'Mars/Olympus')).toMatch(/^2026-06-1[12] \d{2}:\d{2}$/);
    expect(formatInZone(Number.NaN, 'UTC')).toBe('');
  });
});

describe('formatMediumDate', () => {
  it('writes the date in the reader’s language and the release timezone', () => {
    expect(formatMediumDate(instant, 'en', 'UTC')).toBe('Jun 12, 2026');
    expect(formatMediumDate(instant, 'en', 'Pacific/Honolulu')).toBe('Jun 11, 2026');
    expect(formatMediumDate(instant, 'de', 'UTC')).toBe('12.06.2026');
    expect(formatMediumDate(instant, 'cimode', 'UTC')).toBe('Jun 12, 2026');
  });
});
