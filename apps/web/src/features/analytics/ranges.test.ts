import { describe, expect, it } from 'vitest';
import { change, presetRange } from './ranges.ts';

describe('analytics ranges', () => {
  it('ends presets yesterday and counts both ends', () => {
    expect(presetRange(7, new Date('2026-11-23T10:00:00Z'))).toEqual({ start: '2026-11-16', end: '2026-11-22' });
    expect(presetRange(28, new Date('2026-03-01T00:30:00Z'))).toEqual({ start: '2026-02-01', end: '2026-02-28' });
  });

  it('gives the change as a fraction, and none from nothing', () => {
    expect(change(150, 100)).toBe(0.5);
    expect(change(50, 100)).toBe(-0.5);
    expect(change(10, 0)).toBeNull();
  });
});
