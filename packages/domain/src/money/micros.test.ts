import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatMicros, parseMicros, toMicros } from './micros.ts';

const decimals = fc
  .tuple(fc.boolean(), fc.stringMatching(/^\d{1,12}$/), fc.option(fc.stringMatching(/^\d{1,12}$/), { nil: undefined }))
  .map(([negative, whole, fraction]) => `${negative ? '-' : ''}${whole}${fraction === undefined ? '' : `.${fraction}`}`);

describe('toMicros', () => {
  it('converts at rate 1 exactly as at any other way of writing 1, rounding half away from zero', () => {
    fc.assert(
      fc.property(decimals, (amount) => {
        expect(toMicros(amount, '1')).toBe(toMicros(amount, '1.000'));
      }),
    );
    expect(toMicros('0.0000005')).toBe(1n);
    expect(toMicros('-0.0000005')).toBe(-1n);
    expect(toMicros('12.5')).toBe(12_500_000n);
    expect(toMicros('2', '1.5')).toBe(3_000_000n);
    expect(toMicros('1e3')).toBeNull();
  });

  it('reads back what it formats', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 18n), max: 10n ** 18n }), (micros) => {
        expect(parseMicros(formatMicros(micros))).toBe(micros);
      }),
    );
  });
});
