import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { largestWithdrawal, MIN_WITHDRAWAL_MICROS, PAYOUT_METHODS, payableCents, payoutFee } from './withdrawal.ts';

const CENT = 10_000n;

describe('what a balance can pay', () => {
  it('rounds a balance down to whole cents, never up (854.517448 → 854.51)', () => {
    expect(payableCents(854_517_448n)).toBe(854_510_000n);
    expect(payableCents(854_510_000n)).toBe(854_510_000n);
    expect(payableCents(-5n)).toBe(0n);
  });

  it('withdraws everything: the largest whole-cent amount whose fee still fits, for every method', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 5_000_000_000_000n }), fc.constantFrom(...PAYOUT_METHODS), (balance, method) => {
        const amount = largestWithdrawal(balance, method);
        // The answer by walking down from the whole balance, a cent at a time.
        let walked = payableCents(balance);
        while (walked > 0n && walked + payoutFee(walked, method) > balance) walked -= CENT;
        const expected = walked >= MIN_WITHDRAWAL_MICROS ? walked : null;
        expect(amount).toBe(expected);
      }),
      { numRuns: 300 },
    );
  });

  it('answers the cases a user meets', () => {
    expect(largestWithdrawal(854_517_448n, 'local')).toBe(854_510_000n);
    // PayPal takes 2 % (at most 20.00): 100.00 pays 98.03 + 1.97 fee.
    expect(largestWithdrawal(100_000_000n, 'paypal')).toBe(98_030_000n);
    // A bank transfer costs 1.00.
    expect(largestWithdrawal(50_000_000n, 'bank_transfer')).toBe(49_000_000n);
    expect(largestWithdrawal(10_500_000n, 'bank_transfer')).toBeNull();
  });
});
