import { describe, expect, it } from 'vitest';
import { formatPublishingFee, publishingFee } from './fees.ts';

describe('publishing registration fee (document 1 section 9)', () => {
  it('is 50 dollars by default and set for CA, MX, ID and BR', () => {
    expect(publishingFee('US')).toEqual({ amount: 50, currency: 'USD' });
    expect(publishingFee(null)).toEqual({ amount: 50, currency: 'USD' });
    expect(publishingFee('CA')).toEqual({ amount: 68, currency: 'CAD' });
    expect(publishingFee('MX')).toEqual({ amount: 90, currency: 'MXN' });
    expect(publishingFee('ID')).toEqual({ amount: 300_000, currency: 'IDR' });
    expect(publishingFee('BR')).toEqual({ amount: 25, currency: 'BRL' });
  });

  it('is formatted in the page language', () => {
    expect(formatPublishingFee('US', 'en')).toBe('$50.00');
    expect(formatPublishingFee('BR', 'pt-BR').replace(/\s/g, ' ')).toBe('R$ 25,00');
    expect(formatPublishingFee('ID', 'id').replace(/\s/g, ' ')).toMatch(/^Rp 300\.000(,00)?$/);
    expect(formatPublishingFee('MX', 'es-MX')).toBe('$90.00');
    expect(formatPublishingFee('CA', 'en')).toBe('CA$68.00');
    expect(formatPublishingFee('DE', 'not a language!')).toBe('$50.00');
  });
});
