/**
 * Generic validators of the release form (document 3 section 5 "Generic validators", limits in section 9).
 * Pure functions without dependencies, for the browser and the server alike.
 *
 * Identifier normalisers trim surrounding whitespace (codes are usually pasted) and return the canonical form,
 * or null when the input is not a valid code. The other validators judge the value exactly as given.
 */

const DIGITS = /^\d+$/;

// ---------------------------------------------------------------------------------------------------------------
// UPC-A / EAN-13 barcode

/** GS1 check digit of a digit string without its check digit: weights 3, 1, 3, … counted from the right. */
export function upcCheckDigit(bodyWithoutCheck: string): number {
  if (!DIGITS.test(bodyWithoutCheck)) throw new RangeError(`Barcode body must be digits: '${bodyWithoutCheck}'`);
  let sum = 0;
  for (let fromRight = 0; fromRight < bodyWithoutCheck.length; fromRight++) {
    const digit = Number(bodyWithoutCheck[bodyWithoutCheck.length - 1 - fromRight]);
    sum += digit * (fromRight % 2 === 0 ? 3 : 1);
  }
  return (10 - (sum % 10)) % 10;
}

/**
 * The 12-digit UPC-A or 13-digit EAN-13, or null. A 13-digit code starting with 0 is the EAN-13 spelling of a
 * UPC-A and is returned as that UPC-A (the leading zero does not change the check digit).
 */
export function normaliseUpc(raw: string): string | null {
  const code = raw.trim();
  if (!/^\d{12,13}$/.test(code)) return null;
  if (upcCheckDigit(code.slice(0, -1)) !== Number(code.slice(-1))) return null;
  return code.length === 13 && code.startsWith('0') ? code.slice(1) : code;
}

export const isValidUpc = (raw: string): boolean => normaliseUpc(raw) !== null;

/** A 12-digit UPC-A: company prefix, then the serial zero-padded to fill 11 digits, then the check digit. */
export function makeUpc(prefix: string, serial: number): string {
  if (!/^\d{1,10}$/.test(prefix)) throw new RangeError(`UPC company prefix must be 1 to 10 digits: '${prefix}'`);
  const serialLength = 11 - prefix.length;
  if (!Number.isSafeInteger(serial) || serial < 0 || serial >= 10 ** serialLength) {
    throw new RangeError(`UPC serial ${serial} does not fit in ${serialLength} digits after prefix ${prefix}`);
  }
  const body = prefix + String(serial).padStart(serialLength, '0');
  return body + upcCheckDigit(body);
}

// ---------------------------------------------------------------------------------------------------------------
// ISRC: country (2 letters), registrant (3 letters or digits), year (2 digits), designation (5 digits)

// Explicit A-Z ranges rather than the i flag: with the u flag, /[a-z]/iu also matches 'ſ' and the Kelvin sign,
// and uppercasing non-ASCII letters can change the length ('ß' becomes 'SS').
const ISRC = /^([A-Za-z]{2})-?([A-Za-z0-9]{3})-?(\d{2})-?(\d{5})$/;

/** The 12-character uppercase ISRC, or null. Accepts any case and the hyphenated form CC-XXX-YY-NNNNN. */
export function normaliseIsrc(raw: string): string | null {
  const parts = ISRC.exec(raw.trim());
  return parts ? parts.slice(1).join('').toUpperCase() : null;
}

export const isValidIsrc = (raw: string): boolean => normaliseIsrc(raw) !== null;

/** An ISRC; `year` may be given in full (2024) or as two digits (24): only its last two digits are kept. */
export function makeIsrc(country: string, registrant: string, year: number, designation: number): string {
  if (!/^[A-Za-z]{2}$/.test(country)) throw new RangeError(`ISRC country must be 2 letters: '${country}'`);
  if (!/^[A-Za-z0-9]{3}$/.test(registrant)) throw new RangeError(`ISRC registrant must be 3 letters or digits: '${registrant}'`);
  if (!Number.isSafeInteger(year) || year < 0) throw new RangeError(`ISRC year must be a non-negative integer: ${year}`);
  if (!Number.isSafeInteger(designation) || designation < 0 || designation > 99_999) {
    throw new RangeError(`ISRC designation must be 0 to 99999: ${designation}`);
  }
  const yy = String(year % 100).padStart(2, '0');
  return `${country}${registrant}${yy}${String(designation).padStart(5, '0')}`.toUpperCase();
}

// ---------------------------------------------------------------------------------------------------------------
// ISWC: T, nine digits, check digit

/** ISWC check digit of the nine work digits: sum = 1 + Σ i·dᵢ (i = 1..9), check = (10 − sum mod 10) mod 10. */
export function iswcCheckDigit(digits9: string): number {
  if (!/^\d{9}$/.test(digits9)) throw new RangeError(`ISWC body must be 9 digits: '${digits9}'`);
  let sum = 1;
  for (let i = 1; i <= 9; i++) sum += i * Number(digits9[i - 1]);
  return (10 - (sum % 10)) % 10;
}

const ISWC = /^[Tt][-.]?(\d{3})[-.]?(\d{3})[-.]?(\d{3})[-.]?(\d)$/;

/** 'T-034524680-1', or null. Accepts T0345246801, T-034524680-1, T-034.524.680-1 and similar separator use. */
export function normaliseIswc(raw: string): string | null {
  const parts = ISWC.exec(raw.trim());
  if (!parts) return null;
  const digits9 = parts[1] + parts[2] + parts[3];
  return iswcCheckDigit(digits9) === Number(parts[4]) ? `T-${digits9}-${parts[4]}` : null;
}

export const isValidIswc = (raw: string): boolean => normaliseIswc(raw) !== null;

// ---------------------------------------------------------------------------------------------------------------
// IPI name number

/**
 * The two IPI check digits for the first nine of the eleven digits.
 *
 * Weights 10, 9, …, 2 from the left, s = Σ wᵢ·dᵢ; the check digits c make s + c ≡ 0 (mod 101), i.e.
 * c = (101 − s mod 101) mod 101, written as two digits. A residue of 100 cannot be written, so it is written
 * '00' (as django-music-publisher does); no single-digit change can move s between those two residues.
 *
 * Worked example, the published IPI name number 00014107338 (the CWR specification's sample):
 * body 000141073 → 10·0 + 9·0 + 8·0 + 7·1 + 6·4 + 5·1 + 4·0 + 3·7 + 2·3 = 63, 101 − 63 = 38 → '38'.
 * The real numbers 01145982828 and 00045620792 check the same way; reading the rule as "s mod 101 equals the
 * check digits" would reject all three.
 */
export function ipiCheckDigits(body9: string): string {
  if (!/^\d{9}$/.test(body9)) throw new RangeError(`IPI body must be 9 digits: '${body9}'`);
  let sum = 0;
  for (let i = 0; i < 9; i++) sum += (10 - i) * Number(body9[i]);
  return String(((101 - (sum % 101)) % 101) % 100).padStart(2, '0');
}

/**
 * The 11-digit IPI name number, or null. Input: 1 to 11 digits (leading zeros may be left out), at most 10
 * significant digits, not all zeros, last two digits passing `ipiCheckDigits`.
 */
export function normaliseIpi(raw: string): string | null {
  const digits = raw.trim();
  if (!/^\d{1,11}$/.test(digits)) return null;
  const significant = digits.replace(/^0+/, '');
  if (significant.length === 0 || significant.length > 10) return null;
  const padded = digits.padStart(11, '0');
  return ipiCheckDigits(padded.slice(0, 9)) === padded.slice(9) ? padded : null;
}

export const isValidIpi = (raw: string): boolean => normaliseIpi(raw) !== null;

// ---------------------------------------------------------------------------------------------------------------
// Plain values

export const EMAIL_MAX_LENGTH = 254;
const EMAIL = /^[^\s@]+@(?:[^\s@.]+\.)+\p{L}{2,}$/u;

/** A shape check only: local@domain with a top-level domain of two or more letters, at most 254 characters. */
export function isValidEmail(raw: string): boolean {
  return raw.length <= EMAIL_MAX_LENGTH && EMAIL.test(raw);
}

/**
 * Whether the trimmed text has min..max Unicode code points (an emoji such as 😀 counts as one, not two UTF-16
 * units). With allowEmpty, empty or blank text is accepted whatever min is, for optional fields.
 */
export function textLengthWithin(raw: string, min: number, max: number, { allowEmpty = false }: { allowEmpty?: boolean } = {}): boolean {
  const length = [...raw.trim()].length;
  if (length === 0 && allowEmpty) return true;
  return length >= min && length <= max;
}

/** An https URL that `new URL` accepts, whose host has a dot between non-empty labels, without credentials. */
export function isHttpsUrl(raw: string): boolean {
  // new URL silently strips surrounding whitespace and tabs and newlines inside; such input is not a clean URL.
  if (/\s/.test(raw)) return false;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return false;
  }
  return url.protocol === 'https:' && /^[^.]+(\.[^.]+)+$/.test(url.hostname) && !url.username && !url.password;
}

/** ASCII digits only, length minLen..maxLen. */
export function isDigitString(raw: string, minLen: number, maxLen: number): boolean {
  return DIGITS.test(raw) && raw.length >= minLen && raw.length <= maxLen;
}

// ---------------------------------------------------------------------------------------------------------------
// Emoji and special characters in titles, names and lyrics

/**
 * Extended_Pictographic covers every emoji (and code points reserved for future ones), regional indicators make
 * flags, keycaps are a digit, # or * with U+20E3. ©, ® and ™ are pictographic too, but unless an emoji variation
 * selector (U+FE0F) follows, they are typographic symbols and left to the special-character rule, so a title
 * with '™' gets the message about special characters rather than about emoji.
 */
const EMOJI = /(?![©®™](?!\uFE0F))\p{Extended_Pictographic}|\p{Regional_Indicator}|[#*0-9]\uFE0F?\u20E3/u;

export function containsEmoji(text: string): boolean {
  return EMOJI.test(text);
}

/** ASCII symbols store style guides reject in titles (markup, code and placeholder characters). */
export const SPECIAL_SYMBOLS = '<>{}[]\\|^~*_=+#@$%`';
/** Typographic symbols: rights marks belong in the copyright fields, the rest are layout marks. */
export const TYPOGRAPHIC_SYMBOLS = '™©®℗§¶•';
/**
 * Invisible characters: zero-width space, word joiner, byte order mark and the bidirectional embedding, override
 * and isolate controls (usable to disguise text). Zero-width non-joiner and joiner (U+200C, U+200D) and the
 * left-to-right and right-to-left marks are allowed: Persian, Indic and right-to-left scripts need them.
 */
export const INVISIBLE_CHARACTERS = '\u200B\u2060\uFEFF\u202A\u202B\u202C\u202D\u202E\u2066\u2067\u2068\u2069';
/**
 * Ordinary punctuation, always allowed. Everything not listed in the three sets above plus control characters is
 * allowed too: letters, marks and digits of every script, spaces, other scripts' punctuation (「」, ، , ।, ¿).
 */
export const ALLOWED_PUNCTUATION = '.,\'’"“”!?&-–—()/:;';

const SPECIAL = new RegExp(`[\\p{Cc}${(SPECIAL_SYMBOLS + TYPOGRAPHIC_SYMBOLS + INVISIBLE_CHARACTERS).replace(/[\\\][^-]/g, '\\$&')}]`, 'u');

/** Control characters count as special; `allowLineBreaks` exempts \n and \r for multi-line text such as lyrics. */
export function containsSpecialCharacters(text: string, { allowLineBreaks = false }: { allowLineBreaks?: boolean } = {}): boolean {
  return SPECIAL.test(allowLineBreaks ? text.replace(/[\r\n]/g, '') : text);
}
