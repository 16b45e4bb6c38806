import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { allocate } from './allocate.ts';
import { applyCommission, FULL_SHARE_BP, recoupAdvance, splitEarnings } from './royalty.ts';

const amounts = fc.bigInt({ min: -(10n ** 15n), max: 10n ** 15n });
const shares = fc.integer({ min: 0, max: FULL_SHARE_BP });

describe('applyCommission', () => {
  it('divides exactly as the largest-remainder allocation of the artist’s share and ours', () => {
    fc.assert(
      fc.property(amounts, shares, (gross, shareBp) => {
        const [artist, commission] = allocate(gross, [BigInt(shareBp), BigInt(FULL_SHARE_BP - shareBp)]);
        expect(applyCommission(gross, shareBp)).toEqual({ artist, commission });
      }),
      { numRuns: 2_000 },
    );
  });

  it('rounds the artist’s part half up and a reversal back part for part', () => {
    expect(applyCommission(15n, 9_000)).toEqual({ artist: 14n, commission: 1n });
    expect(applyCommission(5n, 9_000)).toEqual({ artist: 5n, commission: 0n });
    expect(applyCommission(-15n, 9_000)).toEqual({ artist: -14n, commission: -1n });
    expect(applyCommission(1_000_000n, 10_000)).toEqual({ artist: 1_000_000n, commission: 0n });
  });
});

describe('splitEarnings and recoupAdvance', () => {
  it('hand out exactly what was earned', () => {
    fc.assert(
      fc.property(amounts, fc.array(fc.integer({ min: 1, max: 3_000 }), { maxLength: 3 }), (earned, bps) => {
        const plan = { owner: 'owner', shares: bps.map((shareBp, index) => ({ payee: `p${index}`, shareBp })) };
        const { parts } = splitEarnings(earned, plan);
        expect(parts.reduce((sum, part) => sum + part.amount, 0n)).toBe(earned);
      }),
    );
    expect(recoupAdvance(100n, 30n)).toEqual({ recouped: 30n, paid: 70n });
  });
});
