import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { rollupPeriods } from './royalty-rollups.ts';

const monthIndex = (date: string) => Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7)) - 1;
const monthOf = (index: number) => `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;

describe('rollupPeriods', () => {
  it('covers a range with its whole years and the months at either end', () => {
    expect(rollupPeriods('2024-11', '2027-02')).toEqual({
      years: ['2025-01-01', '2026-01-01'],
      months: ['2024-11-01', '2024-12-01', '2027-01-01', '2027-02-01'],
    });
    expect(rollupPeriods('2025-01', '2025-12')).toEqual({ years: ['2025-01-01'], months: [] });
    expect(rollupPeriods('2025-02', '2025-12').years).toEqual([]);
    expect(rollupPeriods('2025-03', '2025-03')).toEqual({ years: [], months: ['2025-03-01'] });
  });

  it('covers every month of any range exactly once', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2000 * 12, max: 2040 * 12 }), fc.integer({ min: 0, max: 119 }), (start, span) => {
        const { years, months } = rollupPeriods(monthOf(start), monthOf(start + span));
        const covered = [...years.flatMap((year) => Array.from({ length: 12 }, (_, offset) => monthIndex(year) + offset)), ...months.map(monthIndex)].sort((a, b) => a - b);
        expect(covered).toEqual(Array.from({ length: span + 1 }, (_, offset) => start + offset));
      }),
    );
  });
});
