/**
 * Money as integer micro-units (millionths of the currency unit) in bigint: exact for the fractions of a cent that
 * streams pay, and never floating point (GUIDE section 5).
 */
export const MICROS_PER_UNIT = 1_000_000n;

const DECIMAL = /^(-)?(\d{1,13})(?:\.(\d{1,6}))?$/;

/** "12.5" → 12500000n; null for anything that is not a plain decimal with at most six places. */
export function parseMicros(text: string): bigint | null {
  const match = DECIMAL.exec(text.trim());
  if (!match) return null;
  const [, minus, whole, fraction = ''] = match;
  const value = BigInt(whole!) * MICROS_PER_UNIT + BigInt(fraction.padEnd(6, '0'));
  return minus ? -value : value;
}

/** 12500000n → "12.500000" (every place kept, so strings compare and sum exactly). */
export function formatMicros(micros: bigint): string {
  const negative = micros < 0n;
  const magnitude = negative ? -micros : micros;
  const whole = magnitude / MICROS_PER_UNIT;
  const fraction = (magnitude % MICROS_PER_UNIT).toString().padStart(6, '0');
  return `${negative ? '-' : ''}${whole}.${fraction}`;
}

/** Rounds to the currency's minor unit (cents for two decimals), half away from zero: what a payout can carry. */
export function roundToMinorUnit(micros: bigint, decimals = 2): bigint {
  const step = 10n ** BigInt(6 - decimals);
  const magnitude = micros < 0n ? -micros : micros;
  const rounded = ((magnitude + step / 2n) / step) * step;
  return micros < 0n ? -rounded : rounded;
}

const PLAIN_DECIMAL = /^(-)?(\d{1,18})(?:\.(\d{1,12}))?$/;
const SIX_PLACES = /^(-)?(\d{1,18})(?:\.(\d{1,6}))?$/;

function scaledDecimal(text: string): { value: bigint; places: number } | null {
  const match = PLAIN_DECIMAL.exec(text.trim());
  if (!match) return null;
  const digits = BigInt(match[2]! + (match[3] ?? ''));
  return { value: match[1] ? -digits : digits, places: (match[3] ?? '').length };
}

/**
 * A reported amount (a plain decimal with up to twelve places, as stores write them) times an exchange rate, in
 * micro-units, rounded half away from zero once at the end; null when either is not a plain decimal.
 */
export function toMicros(amount: string, rate = '1'): bigint | null {
  // Most lines: a plain amount with at most six places at rate 1, which is its digits padded to six places.
  if (rate === '1') {
    const plain = SIX_PLACES.exec(amount);
    if (plain) return BigInt(`${plain[1] ?? ''}${plain[2]}${(plain[3] ?? '').padEnd(6, '0')}`);
  }
  const value = scaledDecimal(amount);
  const factor = scaledDecimal(rate);
  if (!value || !factor || factor.value < 0n) return null;
  const product = value.value * factor.value;
  const places = value.places + factor.places;
  if (places <= 6) return product * 10n ** BigInt(6 - places);
  const divisor = 10n ** BigInt(places - 6);
  const magnitude = product < 0n ? -product : product;
  const rounded = (magnitude + divisor / 2n) / divisor;
  return product < 0n ? -rounded : rounded;
}

/** Balances are kept and paid in one currency; store revenue in others is converted at the import's recorded rate. */
export const SETTLEMENT_CURRENCY = 'USD';
