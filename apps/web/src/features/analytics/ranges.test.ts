import { describe, expect, it } from 'vitest';
import { change, filtersFromParams, presetRange, rangeQuery } from './ranges.ts';

const now = new Date('2026-11-23T10:00:00Z');

describe('analytics ranges', () => {
  it('ends presets yesterday and counts both ends', () => {
    expect(presetRange(7, now)).toEqual({ start: '2026-11-16', end: '2026-11-22' });
    expect(presetRange(28, new Date('2026-03-01T00:30:00Z'))).toEqual({ start: '2026-02-01', end: '2026-02-28' });
  });

  it('gives the change as a fraction, and none from nothing', () => {
    expect(change(150, 100)).toBe(0.5);
    expect(change(50, 100)).toBe(-0.5);
    expect(change(10, 0)).toBeNull();
  });

  it('reads a preset, a custom range and the chosen stores from the address', () => {
    expect(filtersFromParams(new URLSearchParams(''), now)).toEqual({ preset: 28, start: '2026-10-26', end: '2026-11-22', storeIds: [] });
    expect(filtersFromParams(new URLSearchParams('days=90&stores=1026,x,1036'), now)).toMatchObject({ preset: 90, start: '2026-08-25', storeIds: [1026, 1036] });
    expect(filtersFromParams(new URLSearchParams('days=13'), now).preset).toBe(28);
    expect(filtersFromParams(new URLSearchParams('start=2026-01-01&end=2026-01-31&days=7'), now)).toEqual({ preset: 'custom', start: '2026-01-01', end: '2026-01-31', storeIds: [] });
    expect(filtersFromParams(new URLSearchParams('start=2026-1-1&end=2026-01-31'), now).preset).toBe(28);
  });

  it('adds the store list to a call only when stores are chosen and the call takes them', () => {
    const filters = filtersFromParams(new URLSearchParams('days=7&stores=1026'), now);
    expect(rangeQuery(filters)).toEqual({ start: '2026-11-16', end: '2026-11-22' });
    expect(rangeQuery(filters, true)).toEqual({ start: '2026-11-16', end: '2026-11-22', storeIdList: '1026' });
    expect(rangeQuery({ ...filters, storeIds: [] }, true)).toEqual({ start: '2026-11-16', end: '2026-11-22' });
  });
});
