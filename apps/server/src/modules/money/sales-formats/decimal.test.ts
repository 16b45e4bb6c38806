import { describe, expect, it } from 'vitest';
import { formatDecimal, normalizeDecimal, parseDecimal, shareOf } from './decimal.ts';

describe('decimal amounts', () => {
  it('normalises plain decimals exactly', () => {
    expect(normalizeDecimal('409.05')).toBe('409.05');
    expect(normalizeDecimal('0.0')).toBe('0');
    expect(normalizeDecimal('-0.00')).toBe('0');
    expect(normalizeDecimal('+007.50')).toBe('7.5');
    expect(normalizeDecimal('.5')).toBe('0.5');
    expect(normalizeDecimal('12.')).toBe('12');
    expect(normalizeDecimal(' -1.5 ')).toBe('-1.5');
    expect(normalizeDecimal('123456789012345678901234.5')).toBe('123456789012345678901234.5');
  });

  it('reads scientific notation without floats', () => {
    expect(normalizeDecimal('1.0E-4')).toBe('0.0001');
    expect(normalizeDecimal('1e-10')).toBe('0.0000000001');
    expect(normalizeDecimal('-2.5E3')).toBe('-2500');
    expect(normalizeDecimal('3.412E+2')).toBe('341.2');
    expect(normalizeDecimal('0.1E1')).toBe('1');
    // 0.1 + 0.2 would not be 0.3 with floats
    expect(formatDecimal(parseDecimal('0.1')! + parseDecimal('2E-1')!)).toBe('0.3');
  });

  it('keeps up to 10 places and refuses what would need rounding', () => {
    expect(normalizeDecimal('0.0034120000')).toBe('0.003412');
    expect(normalizeDecimal('-0.1234567891')).toBe('-0.1234567891');
    expect(normalizeDecimal('0.12345678900000')).toBe('0.123456789');
    expect(normalizeDecimal('0.12345678901')).toBeNull();
    expect(normalizeDecimal('1E-11')).toBeNull();
  });

  it('refuses what is no decimal', () => {
    for (const text of ['', '-', '.', 'abc', '1,5', '1.2.3', '1e', 'E5', '0x10', '1 000', 'NaN', 'Infinity', '1E999999']) {
      expect(normalizeDecimal(text), text).toBeNull();
    }
  });

  it('shares an amount exactly, rounding half away from zero at the 10th place', () => {
    const ten = parseDecimal('10')!;
    expect(formatDecimal(shareOf(ten, 2n, 3n))).toBe('6.6666666667');
    expect(formatDecimal(shareOf(ten, 1n, 3n))).toBe('3.3333333333');
    expect(formatDecimal(shareOf(-ten, 2n, 3n))).toBe('-6.6666666667');
    expect(formatDecimal(shareOf(parseDecimal('30')!, 200n, 300n))).toBe('20');
    expect(formatDecimal(shareOf(parseDecimal('0.0000000001')!, 1n, 2n))).toBe('0.0000000001');
    expect(() => shareOf(ten, 1n, 0n)).toThrow(RangeError);
  });
});
