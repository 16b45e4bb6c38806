import { describe, expect, it } from 'vitest';
import { columnDigits, formatMoney, hasFractionOfCent, payableAmount } from './money.ts';

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

describe('a column of amounts', () => {
  it('shows every amount with the same number of decimals: four when any has a fraction of a cent', () => {
    const amounts = ['41.290000', '11.000000', '0.004200'];
    const digits = columnDigits(amounts);
    expect(digits).toBe(4);
    expect(amounts.map((amount) => formatMoney(amount, 'USD', 'en', digits, digits))).toEqual(['$41.2900', '$11.0000', '$0.0042']);
    expect(columnDigits(['41.290000', '11.000000'])).toBe(2);
  });
});
