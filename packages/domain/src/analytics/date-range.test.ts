import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { coveringMonths, formatDay, grainParts, monthEnd, monthStart, parseDay, previousPeriod, type DayRange } from './date-range.ts';

const day = (text: string) => parseDay(text)!;

describe('analytics day ranges', () => {
  it.each([
    ['2026-11-23', true],
    ['2024-02-29', true],
    ['2026-02-29', false],
    ['2026-13-01', false],
    ['2026-1-01', false],
    ['23/11/2026', false],
    ['1969-12-31', false],
    ['', false],
  ])('reads %s as a day: %s', (text, valid) => {
    expect(parseDay(text) !== null).toBe(valid);
    if (valid) expect(formatDay(parseDay(text)!)).toBe(text);
  });

  it('compares with the period of the same length just before', () => {
    const previous = previousPeriod({ start: day('2026-11-01'), end: day('2026-11-30') });
    expect([formatDay(previous.start), formatDay(previous.end)]).toEqual(['2026-10-02', '2026-10-31']);
  });

  it('reads whole months from month rows and the edges from day rows', () => {
    const parts = grainParts({ start: day('2026-01-15'), end: day('2026-04-10') });
    expect(parts.days.map((range) => [formatDay(range.start), formatDay(range.end)])).toEqual([
      ['2026-01-15', '2026-01-31'],
      ['2026-04-01', '2026-04-10'],
    ]);
    expect([formatDay(parts.months!.start), formatDay(parts.months!.end)]).toEqual(['2026-02-01', '2026-03-01']);
    expect(grainParts({ start: day('2026-03-05'), end: day('2026-03-20') })).toEqual({ days: [{ start: day('2026-03-05'), end: day('2026-03-20') }], months: null });
    const months = coveringMonths({ start: day('2026-03-05'), end: day('2026-04-02') });
    expect([formatDay(months.start), formatDay(months.end)]).toEqual(['2026-03-01', '2026-04-30']);
  });

  it('covers every day of a range exactly once', () => {
    fc.assert(
      fc.property(fc.integer({ min: 19_000, max: 21_000 }), fc.integer({ min: 0, max: 900 }), (start, length) => {
        const range: DayRange = { start, end: start + length };
        const parts = grainParts(range);
        const covered: number[] = [];
        for (const part of parts.days) for (let d = part.start; d <= part.end; d++) covered.push(d);
        if (parts.months)
          for (let m = parts.months.start; m <= parts.months.end; m = monthEnd(m) + 1) {
            expect(monthStart(m)).toBe(m);
            for (let d = m; d <= monthEnd(m); d++) covered.push(d);
          }
        covered.sort((a, b) => a - b);
        expect(covered).toEqual(Array.from({ length: length + 1 }, (_, index) => start + index));
      }),
    );
  });
});
