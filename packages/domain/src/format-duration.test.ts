import { describe, expect, it } from 'vitest';
import { formatDuration } from './format-duration.ts';

describe('formatDuration', () => {
  it('shows m:ss under an hour', () => {
    expect(formatDuration(0)).toBe('0:00');
    expect(formatDuration(9_000)).toBe('0:09');
    expect(formatDuration(187_000)).toBe('3:07');
    expect(formatDuration(59 * 60_000 + 59_999)).toBe('59:59');
  });

  it('shows h:mm:ss from an hour on', () => {
    expect(formatDuration(3_600_000)).toBe('1:00:00');
    expect(formatDuration(3_600_000 + 5 * 60_000 + 7_000)).toBe('1:05:07');
    expect(formatDuration(12 * 3_600_000 + 34 * 60_000 + 56_000)).toBe('12:34:56');
  });

  it('drops partial seconds', () => {
    expect(formatDuration(999)).toBe('0:00');
    expect(formatDuration(61_999)).toBe('1:01');
  });

  it('gives nothing for an unknown duration and treats a negative one as zero', () => {
    expect(formatDuration(null)).toBe('');
    expect(formatDuration(undefined)).toBe('');
    expect(formatDuration(Number.NaN)).toBe('');
    expect(formatDuration(Number.POSITIVE_INFINITY)).toBe('');
    expect(formatDuration(-5_000)).toBe('0:00');
  });
});
