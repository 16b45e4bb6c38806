/**
 * Exact decimal amounts for sales reports. An amount is held as a bigint of ten-billionths (10 decimal places, the
 * precision SalesLine.revenue allows), so sums and shares never go through a float.
 */
export const DECIMAL_PLACES = 10;
const SCALE = 10n ** BigInt(DECIMAL_PLACES);
const DECIMAL_PATTERN = /^([+-])?(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/;
const PLAIN = /^(-)?(\d{1,18})(?:\.(\d{1,10}))?$/;
// Far beyond any money amount; keeps '1E999999' from building a huge number.
const MAX_EXPONENT = 30;

/**
 * Reads '409.05', '-1.5', '.5', '+3', '1.0E-4', '1e3' as ten-billionths; null when the text is no decimal or has
 * non-zero digits past the 10th place (rounding would change what the store reported).
 */
export function parseDecimal(text: string): bigint | null {
  const match = DECIMAL_PATTERN.exec(text.trim());
  if (!match) return null;
  const [, sign, integerDigits = '', fractionDigits = '', exponentText] = match;
  if (integerDigits === '' && fractionDigits === '') return null;
  const exponent = exponentText === undefined ? 0 : Number(exponentText);
  if (Math.abs(exponent) > MAX_EXPONENT) return null;
  // The value is coefficient * 10^-places.
  const coefficient = BigInt(integerDigits + fractionDigits || '0');
  const places = fractionDigits.length - exponent;
  let scaled: bigint;
  if (places <= DECIMAL_PLACES) {
    scaled = coefficient * 10n ** BigInt(DECIMAL_PLACES - places);
  } else {
    const divisor = 10n ** BigInt(places - DECIMAL_PLACES);
    if (coefficient % divisor !== 0n) return null;
    scaled = coefficient / divisor;
  }
  return sign === '-' ? -scaled : scaled;
}

/** Ten-billionths as the normalised SalesLine.revenue text: no '+', no leading or trailing zeros, '0' for zero. */
export function formatDecimal(scaled: bigint): string {
  const negative = scaled < 0n;
  const magnitude = negative ? -scaled : scaled;
  const integerPart = (magnitude / SCALE).toString();
  const fractionPart = (magnitude % SCALE).toString().padStart(DECIMAL_PLACES, '0').replace(/0+$/, '');
  const text = fractionPart === '' ? integerPart : `${integerPart}.${fractionPart}`;
  return negative ? `-${text}` : text;
}

/** The reported amount as normalised exact text, or null (see parseDecimal). */
export function normalizeDecimal(text: string): string | null {
  // Most amounts are plain ("0.003412", "12"): normalised as text, without building a bigint.
  const plain = PLAIN.exec(text);
  if (plain) {
    const [, minus, whole, fraction = ''] = plain;
    const integer = whole!.replace(/^0+(?=\d)/, '');
    const places = fraction.replace(/0+$/, '');
    const digits = places === '' ? integer : `${integer}.${places}`;
    return minus && digits !== '0' ? `-${digits}` : digits;
  }
  const scaled = parseDecimal(text);
  return scaled === null ? null : formatDecimal(scaled);
}

/** amount * part / whole, rounded half away from zero to the 10th place. */
export function shareOf(amount: bigint, part: bigint, whole: bigint): bigint {
  if (whole === 0n) throw new RangeError('shareOf: whole is zero');
  const numerator = amount * part;
  const negative = numerator < 0n !== whole < 0n;
  const absNumerator = numerator < 0n ? -numerator : numerator;
  const absWhole = whole < 0n ? -whole : whole;
  const rounded = (absNumerator * 2n + absWhole) / (absWhole * 2n);
  return negative ? -rounded : rounded;
}
