import { describe, expect, it } from 'vitest';
import { formatMoney, hasFractionOfCent, payableAmount } from './money.ts';

describe('what the balance shows', () => {
  it('shows what can be paid: whole cents rounded down, never up', () => {
    expect(payableAmount('854.517448')).toBe('854.51');
    expect(formatMoney(payableAmount('854.517448'), 'USD', 'en')).toBe('$854.51');
    expect(payableAmount('3.790000')).toBe('3.79');
    expect(payableAmount('12')).toBe('12.00');
    expect(payableAmount('-0.500000')).toBe('0.00');
  });

  it('says when a fraction of a cent waits in the balance', () => {
    expect(hasFractionOfCent('854.517448')).toBe(true);
    expect(hasFractionOfCent('854.510000')).toBe(false);
    expect(hasFractionOfCent('3.79')).toBe(false);
    expect(formatMoney('854.517448', 'USD', 'en', 6)).toBe('$854.517448');
  });
});
