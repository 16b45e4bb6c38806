import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createDatabase } from '@portal/db/client';
import { royaltyRollups } from '@portal/db/schema';
import { RollupCounter, rollupPeriods } from './royalty-rollups.ts';

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

describe('RollupCounter', () => {
  it('adds up exactly, however large the amounts, by month and by year', async () => {
    const database = await createDatabase({ memory: true });
    try {
      await database.migrate();
      const amounts = fc
        .sample(fc.bigInt({ min: -(2n ** 54n), max: 2n ** 54n }), { numRuns: 200, seed: 7 })
        .map((value, index) => (index % 3 === 0 ? value : index % 3 === 1 ? value / 8n : value % 1_000_000n));
      const counter = new RollupCounter();
      const expected = new Map<string, { gross: bigint; amount: bigint; units: number }>();
      amounts.forEach((amount, index) => {
        const periodMonth = index % 2 === 0 ? '2026-01-01' : '2026-02-01';
        counter.add(7, { periodMonth, store: 'Spotify', country: 'US', releaseId: 3, trackId: index % 4, saleType: 'stream', units: 1 }, amount * 2n, amount);
        for (const key of [`month|${periodMonth}|${index % 4}`, `year|2026-01-01|${index % 4}`]) {
          const sum = expected.get(key) ?? { gross: 0n, amount: 0n, units: 0 };
          expected.set(key, { gross: sum.gross + amount * 2n, amount: sum.amount + amount, units: sum.units + 1 });
        }
      });
      await counter.save(database.db);
      const rows = await database.db.select().from(royaltyRollups);
      const tracks = new Map(
        rows.filter((row) => row.dimension === 'track').map((row) => [`${row.grain}|${row.periodMonth}|${row.key}`, { gross: row.gross, amount: row.amount, units: Number(row.units) }]),
      );
      expect(tracks).toEqual(expected);
    } finally {
      await database.close();
    }
  });
});
