import { describe, expect, it } from 'vitest';
import { isCurrencyCode, isExchangeRate } from './exchange-rates.ts';

describe('exchange rates', () => {
  it('takes positive decimals of up to nine digits and ten places', () => {
    expect(['1', '1.083215', '0.0067', '123456789.0123456789'].map(isExchangeRate)).toEqual([true, true, true, true]);
    expect(['0', '0.000', '-1', '1.', '.5', '1,5', '1234567890', '1.12345678901', ' 1'].map(isExchangeRate)).toEqual(Array(9).fill(false));
  });
  it('takes three capital letters as a currency code', () => {
    expect(['EUR', 'JPY', 'eur', 'EU', 'EURO', 'E1R'].map(isCurrencyCode)).toEqual([true, true, false, false, false, false]);
  });
});
