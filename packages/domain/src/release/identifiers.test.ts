import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ALLOWED_PUNCTUATION,
  containsEmoji,
  containsSpecialCharacters,
  INVISIBLE_CHARACTERS,
  ipiCheckDigits,
  isDigitString,
  isHttpsUrl,
  isValidEmail,
  isValidIpi,
  isValidIsrc,
  isValidIswc,
  isValidUpc,
  iswcCheckDigit,
  makeIsrc,
  makeUpc,
  normaliseIpi,
  normaliseIsrc,
  normaliseIswc,
  normaliseUpc,
  SPECIAL_SYMBOLS,
  textLengthWithin,
  TYPOGRAPHIC_SYMBOLS,
  upcCheckDigit,
} from './identifiers.ts';

const digit = fc.constantFrom(...'0123456789');
const digits = (minLength: number, maxLength = minLength) => fc.string({ unit: digit, minLength, maxLength });
const letter = fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZ');
const alphanumeric = fc.oneof(letter, digit);

/** The code with the digit at `index` replaced by a different digit. */
const withDigitChanged = (code: string, index: number, shift: number) => code.slice(0, index) + ((Number(code[index]) + shift) % 10) + code.slice(index + 1);
const positionAndShift = (length: number) => fc.tuple(fc.nat({ max: length - 1 }), fc.integer({ min: 1, max: 9 }));

describe('UPC / EAN barcode', () => {
  it.each([
    ['036000291452', '036000291452'], // UPC-A example from GS1 / Wikipedia
    ['4006381333931', '4006381333931'], // EAN-13 example from Wikipedia
    ['9780306406157', '9780306406157'], // ISBN-13 printed as EAN-13
    ['0036000291452', '036000291452'], // EAN-13 spelling of a UPC-A
    [' 036000291452\n', '036000291452'],
    ['036000291453', null], // wrong check digit
    ['4006381333932', null],
    ['03600029145', null], // 11 digits
    ['00036000291452', null], // 14 digits
    ['03600029145a', null],
    ['036000 291452', null],
    ['', null],
  ])('normaliseUpc(%j) is %j', (raw, expected) => {
    expect(normaliseUpc(raw)).toBe(expected);
    expect(isValidUpc(raw)).toBe(expected !== null);
  });

  it('computes GS1 check digits and rejects non-digit bodies', () => {
    expect(upcCheckDigit('03600029145')).toBe(2);
    expect(upcCheckDigit('400638133393')).toBe(1);
    expect(() => upcCheckDigit('')).toThrow(RangeError);
    expect(() => upcCheckDigit('12a')).toThrow(RangeError);
  });

  it('accepts every 11-digit body followed by its check digit, unchanged', () => {
    fc.assert(
      fc.property(digits(11), (body) => {
        const upc = body + upcCheckDigit(body);
        expect(normaliseUpc(upc)).toBe(upc);
      }),
    );
  });

  it('keeps 13-digit EANs and turns a 0-prefixed one into the 12-digit UPC-A', () => {
    fc.assert(
      fc.property(digits(12), (body) => {
        const ean = body + upcCheckDigit(body);
        expect(normaliseUpc(ean)).toBe(ean.startsWith('0') ? ean.slice(1) : ean);
      }),
    );
    fc.assert(
      fc.property(digits(11), (body) => {
        const upc = body + upcCheckDigit(body);
        expect(normaliseUpc(`0${upc}`)).toBe(upc);
      }),
    );
  });

  it('rejects a valid code with any single digit changed', () => {
    fc.assert(
      fc.property(digits(11, 12), positionAndShift(12), (body, [index, shift]) => {
        const code = body + upcCheckDigit(body);
        expect(normaliseUpc(withDigitChanged(code, index, shift))).toBeNull();
      }),
    );
  });

  it('never accepts digit strings of another length', () => {
    fc.assert(
      fc.property(
        digits(0, 20).filter((s) => s.length !== 12 && s.length !== 13),
        (raw) => !isValidUpc(raw),
      ),
    );
  });

  it('makes UPCs from a company prefix and serial', () => {
    expect(makeUpc('036000', 29145)).toBe('036000291452');
    expect(makeUpc('0360002914', 5)).toBe('036000291452');
    fc.assert(
      fc.property(
        digits(1, 10).chain((prefix) => fc.tuple(fc.constant(prefix), fc.integer({ min: 0, max: 10 ** (11 - prefix.length) - 1 }))),
        ([prefix, serial]) => {
          const upc = makeUpc(prefix, serial);
          expect(upc).toHaveLength(12);
          expect(upc.startsWith(prefix)).toBe(true);
          expect(Number(upc.slice(prefix.length, 11))).toBe(serial);
          expect(normaliseUpc(upc)).toBe(upc);
        },
      ),
    );
  });

  it.each([
    ['036000', 100_000], // serial needs 6 digits, 5 left
    ['036000', -1],
    ['036000', 1.5],
    ['03600029145', 0], // no room for a serial
    ['', 1],
    ['03a000', 1],
  ])('makeUpc(%j, %j) throws', (prefix, serial) => {
    expect(() => makeUpc(prefix, serial)).toThrow(RangeError);
  });
});

describe('ISRC', () => {
  it.each([
    ['USRC17607839', 'USRC17607839'], // example from the ISRC handbook / Wikipedia
    ['usrc17607839', 'USRC17607839'],
    ['US-RC1-76-07839', 'USRC17607839'],
    ['  us-rc1-76-07839 ', 'USRC17607839'],
    ['GB-A1B-24-00001', 'GBA1B2400001'],
    ['U1RC17607839', null], // country must be letters
    ['USRC1760783A', null], // year and designation must be digits
    ['USRC1760783', null],
    ['USRC176078390', null],
    ['US RC1 76 07839', null],
    ['US--RC17607839', null],
    ['ßRC17607839', null], // would become 'SSRC17607839' if uppercased first
    ['ıSRC17607839', null], // dotless i uppercases to I
    ['ſSRC17607839', null], // long s case-folds to s
    ['', null],
  ])('normaliseIsrc(%j) is %j', (raw, expected) => {
    expect(normaliseIsrc(raw)).toBe(expected);
    expect(isValidIsrc(raw)).toBe(expected !== null);
  });

  const isrcParts = fc.tuple(
    fc.string({ unit: letter, minLength: 2, maxLength: 2 }),
    fc.string({ unit: alphanumeric, minLength: 3, maxLength: 3 }),
    fc.integer({ min: 0, max: 2099 }),
    fc.integer({ min: 0, max: 99_999 }),
  );

  it('normalises any letter case and the hyphenated form to the uppercase 12-character code', () => {
    fc.assert(
      fc.property(isrcParts, fc.array(fc.boolean(), { minLength: 12, maxLength: 12 }), (parts, lower) => {
        const isrc = makeIsrc(...parts);
        const mixedCase = [...isrc].map((c, i) => (lower[i] ? c.toLowerCase() : c)).join('');
        const hyphenated = `${isrc.slice(0, 2)}-${isrc.slice(2, 5)}-${isrc.slice(5, 7)}-${isrc.slice(7)}`;
        expect(isrc).toMatch(/^[A-Z]{2}[A-Z0-9]{3}\d{7}$/);
        expect(normaliseIsrc(mixedCase)).toBe(isrc);
        expect(normaliseIsrc(hyphenated.toLowerCase())).toBe(isrc);
      }),
    );
  });

  it('never accepts letters and digits of another length', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: alphanumeric, maxLength: 24 }).filter((s) => s.length !== 12),
        (raw) => !isValidIsrc(raw),
      ),
    );
  });

  it('makes ISRCs, keeping the last two digits of the year', () => {
    expect(makeIsrc('us', 'rc1', 76, 7839)).toBe('USRC17607839');
    expect(makeIsrc('US', 'RC1', 1976, 7839)).toBe('USRC17607839');
    expect(makeIsrc('GB', 'A1B', 2005, 0)).toBe('GBA1B0500000');
  });

  it.each([
    ['U', 'RC1', 76, 1],
    ['U1', 'RC1', 76, 1],
    ['US', 'RC', 76, 1],
    ['US', 'R-1', 76, 1],
    ['US', 'RC1', -1, 1],
    ['US', 'RC1', 76.5, 1],
    ['US', 'RC1', 76, 100_000],
    ['US', 'RC1', 76, -1],
  ])('makeIsrc(%j, %j, %j, %j) throws', (country, registrant, year, designation) => {
    expect(() => makeIsrc(country, registrant, year, designation)).toThrow(RangeError);
  });
});

describe('ISWC', () => {
  it.each([
    ['T-034.524.680-1', 'T-034524680-1'], // example from the ISWC handbook / Wikipedia
    ['T0345246801', 'T-034524680-1'],
    ['T-034524680-1', 'T-034524680-1'],
    ['t-034-524-680-1', 'T-034524680-1'],
    [' T-034.524.680-1 ', 'T-034524680-1'],
    ['T-034.524.680-2', null], // wrong check digit
    ['T034524680', null],
    ['T03452468011', null],
    ['X0345246801', null],
    ['0345246801', null],
    ['T 034 524 680 1', null],
    ['', null],
  ])('normaliseIswc(%j) is %j', (raw, expected) => {
    expect(normaliseIswc(raw)).toBe(expected);
    expect(isValidIswc(raw)).toBe(expected !== null);
  });

  it('computes the check digit and rejects bodies that are not 9 digits', () => {
    expect(iswcCheckDigit('034524680')).toBe(1);
    expect(() => iswcCheckDigit('03452468')).toThrow(RangeError);
    expect(() => iswcCheckDigit('03452468a')).toThrow(RangeError);
  });

  it('accepts every body with its check digit, in any separator style', () => {
    fc.assert(
      fc.property(digits(9), (body) => {
        const check = iswcCheckDigit(body);
        const canonical = `T-${body}-${check}`;
        expect(normaliseIswc(`T${body}${check}`)).toBe(canonical);
        expect(normaliseIswc(`T-${body.slice(0, 3)}.${body.slice(3, 6)}.${body.slice(6)}-${check}`)).toBe(canonical);
        expect(normaliseIswc(canonical.toLowerCase())).toBe(canonical);
      }),
    );
  });

  // The ISWC weights are 1..9 mod 10, so changing digit i by d goes unnoticed exactly when i·d is a multiple of 10
  // (for instance the fifth digit by 2): the check digit does not catch every single-digit error.
  it('rejects a single changed digit exactly when its weight times the change is not a multiple of 10', () => {
    fc.assert(
      fc.property(digits(9), positionAndShift(9), (body, [index, shift]) => {
        const changed = withDigitChanged(body, index, shift);
        const code = `T${changed}${iswcCheckDigit(body)}`;
        expect(isValidIswc(code)).toBe(((index + 1) * shift) % 10 === 0);
      }),
    );
    fc.assert(
      fc.property(digits(9), fc.integer({ min: 1, max: 9 }), (body, shift) => {
        expect(isValidIswc(`T${body}${(iswcCheckDigit(body) + shift) % 10}`)).toBe(false);
      }),
    );
  });

  it('never accepts T followed by another number of digits', () => {
    fc.assert(
      fc.property(
        digits(0, 20).filter((s) => s.length !== 10),
        (raw) => !isValidIswc(`T${raw}`),
      ),
    );
  });
});

describe('IPI name number', () => {
  it.each([
    ['00014107338', '00014107338'], // sample in the CWR specification
    ['01145982828', '01145982828'],
    ['00045620792', '00045620792'],
    ['14107338', '00014107338'], // leading zeros left out
    [' 00014107338 ', '00014107338'],
    ['00014107339', null],
    ['00014107383', null],
    ['000141073380', null], // 12 digits
    ['0001410733a', null],
    ['0001-4107338', null],
    ['', null],
  ])('normaliseIpi(%j) is %j', (raw, expected) => {
    expect(normaliseIpi(raw)).toBe(expected);
    expect(isValidIpi(raw)).toBe(expected !== null);
  });

  it('computes the mod-101 check digits, writing the unwritable 100 as 00', () => {
    expect(ipiCheckDigits('000141073')).toBe('38');
    expect(ipiCheckDigits('011459828')).toBe('28');
    expect(ipiCheckDigits('000000000')).toBe('00');
    // 9·9 + 7·3 = 102 ≡ 1 (mod 101): the complement is 100.
    expect(ipiCheckDigits('090300000')).toBe('00');
    expect(isValidIpi('09030000000')).toBe(true);
    expect(() => ipiCheckDigits('00014107')).toThrow(RangeError);
  });

  it('rejects numbers that pass the checksum but are all zeros or have 11 significant digits', () => {
    expect(ipiCheckDigits('000000000')).toBe('00');
    expect(isValidIpi('00000000000')).toBe(false);
    expect(isValidIpi('0')).toBe(false);
    const elevenSignificant = `123456789${ipiCheckDigits('123456789')}`;
    expect(isValidIpi(elevenSignificant)).toBe(false);
  });

  const validIpi = digits(8)
    .filter((body) => /[1-9]/.test(body))
    .map((body) => `0${body}${ipiCheckDigits(`0${body}`)}`);

  it('accepts every body with its check digits, with or without leading zeros', () => {
    fc.assert(
      fc.property(validIpi, (ipi) => {
        expect(normaliseIpi(ipi)).toBe(ipi);
        expect(normaliseIpi(ipi.replace(/^0+/, ''))).toBe(ipi);
      }),
    );
  });

  it('rejects a valid number with any single digit changed', () => {
    fc.assert(
      fc.property(validIpi, positionAndShift(11), (ipi, [index, shift]) => {
        expect(isValidIpi(withDigitChanged(ipi, index, shift))).toBe(false);
      }),
    );
  });

  it('never accepts more than 11 digits or anything but digits', () => {
    fc.assert(fc.property(digits(12, 20), (raw) => !isValidIpi(raw)));
    fc.assert(
      // Inside the number: a space at either end would be trimmed away.
      fc.property(validIpi, fc.integer({ min: 1, max: 9 }), fc.constantFrom('a', '-', '.', ' ', '٣'), (ipi, index, other) => {
        expect(isValidIpi(ipi.slice(0, index) + other + ipi.slice(index + 1))).toBe(false);
      }),
    );
  });
});

describe('isValidEmail', () => {
  it.each([
    ['a@b.co', true],
    ['first.last+tag@sub.example.org', true],
    ['josé@correo.example.mx', true],
    ['a@b.c', false], // top-level domain of one letter
    ['a@b.c0', false],
    ['a@b', false],
    ['@b.com', false],
    ['a@', false],
    ['a@@b.com', false],
    ['a b@c.com', false],
    ['a@b..com', false],
    ['a@.com', false],
    ['a@b.com.', false],
    [' a@b.com', false],
    ['', false],
  ])('%j -> %s', (raw, expected) => {
    expect(isValidEmail(raw)).toBe(expected);
  });

  it('allows 254 characters and no more', () => {
    const withLength = (n: number) => `${'a'.repeat(n - 'a@example.com'.length + 1)}@example.com`;
    expect(withLength(254)).toHaveLength(254);
    expect(isValidEmail(withLength(254))).toBe(true);
    expect(isValidEmail(withLength(255))).toBe(false);
  });

  it('accepts generated addresses up to 254 characters and rejects them without the @', () => {
    fc.assert(
      fc.property(
        fc.emailAddress().filter((e) => e.length <= 254),
        (email) => {
          expect(isValidEmail(email)).toBe(true);
          expect(isValidEmail(email.replace('@', ''))).toBe(false);
        },
      ),
    );
  });
});

describe('textLengthWithin', () => {
  it.each([
    ['abc', 1, 3, {}, true],
    ['  abc  ', 3, 3, {}, true],
    ['abcd', 1, 3, {}, false],
    ['ab', 3, 5, {}, false],
    ['😀😀😀', 3, 3, {}, true], // six UTF-16 units, three code points
    ['', 1, 3, {}, false],
    ['   ', 1, 3, {}, false],
    ['   ', 1, 3, { allowEmpty: true }, true],
    ['', 0, 3, {}, true],
    ['a', 2, 5, { allowEmpty: true }, false],
  ])('(%j, %i, %i, %j) -> %s', (raw, min, max, options, expected) => {
    expect(textLengthWithin(raw, min, max, options)).toBe(expected);
  });

  it('counts code points of the trimmed text', () => {
    const codePoint = fc.constantFrom('a', 'é', '\u0301', '中', '😀', '𝄞', 'ß', '\u200D', '٣', '-');
    fc.assert(
      fc.property(fc.array(codePoint, { minLength: 1, maxLength: 40 }), fc.nat(3), fc.nat(3), (chars, before, after) => {
        const text = ' '.repeat(before) + chars.join('') + '\n'.repeat(after);
        const n = chars.length;
        expect(textLengthWithin(text, n, n)).toBe(true);
        expect(textLengthWithin(text, n + 1, n + 5)).toBe(false);
        expect(textLengthWithin(text, 0, n - 1)).toBe(false);
      }),
    );
  });
});

describe('isHttpsUrl', () => {
  it.each([
    ['https://example.com', true],
    ['https://sub.example.co.uk/path?q=1#x', true],
    ['https://example.com:8443/', true],
    ['HTTPS://EXAMPLE.COM', true],
    ['https://93.184.216.34/', true],
    ['http://example.com', false],
    ['ftp://example.com', false],
    ['javascript:alert(1)', false],
    ['example.com', false],
    ['https://localhost', false],
    ['https://example.', false],
    ['https://[::1]/', false],
    ['https://user:pw@example.com', false],
    [' https://example.com', false],
    ['https://exa mple.com', false],
    ['https://example.com/a\nb', false],
    ['', false],
  ])('%j -> %s', (raw, expected) => {
    expect(isHttpsUrl(raw)).toBe(expected);
  });

  it('accepts generated https URLs and rejects the same URLs over http', () => {
    fc.assert(
      fc.property(fc.webUrl({ validSchemes: ['https'], withQueryParameters: true, withFragments: true }), (url) => {
        expect(isHttpsUrl(url)).toBe(true);
        expect(isHttpsUrl(url.replace(/^https:/, 'http:'))).toBe(false);
      }),
    );
  });
});

describe('isDigitString', () => {
  it.each([
    ['123', 1, 3, true],
    ['0', 1, 1, true],
    ['1234', 1, 3, false],
    ['', 0, 3, false],
    ['12a', 1, 5, false],
    ['-12', 1, 5, false],
    ['1.2', 1, 5, false],
    [' 12', 1, 5, false],
    ['١٢٣', 1, 5, false], // Arabic-Indic digits
  ])('(%j, %i, %i) -> %s', (raw, min, max, expected) => {
    expect(isDigitString(raw, min, max)).toBe(expected);
  });

  it('accepts ASCII digit strings exactly within the length range', () => {
    fc.assert(
      fc.property(digits(1, 20), fc.nat(20), fc.nat(20), (raw, a, b) => {
        const [min, max] = a <= b ? [a, b] : [b, a];
        expect(isDigitString(raw, min, max)).toBe(raw.length >= min && raw.length <= max);
      }),
    );
  });

  it('rejects any digit string with one other character in it', () => {
    fc.assert(
      fc.property(
        digits(0, 10),
        fc.string({ minLength: 1, maxLength: 1, unit: 'grapheme' }).filter((c) => !/^\d$/.test(c)),
        digits(0, 10),
        (before, other, after) => !isDigitString(before + other + after, 0, 100),
      ),
    );
  });
});

/** Letters and marks of many scripts, digits, spaces and ordinary punctuation: text no rule should flag. */
const cleanCharacter = fc.constantFrom(
  ...'AZaz09 ÀéïøÑçßĞışŁ',
  ...'ДжЯёΩλάἀ',
  ...'مرحبا٣ ש-לוםअनुक्षि',
  ...'日本語かなカナー한국어ภาษาไทย',
  '\u0301', // combining acute accent
  '\u200C', // zero-width non-joiner (Persian)
  '\u200D', // zero-width joiner (Indic conjuncts)
  '\u200F', // right-to-left mark
  ...'「」،।¿¡«»…',
  ...ALLOWED_PUNCTUATION,
);
const cleanText = fc.string({ unit: cleanCharacter, maxLength: 40 });
const insertInto = (text: string, position: number, inserted: string) => {
  const at = Math.min(position, text.length);
  return text.slice(0, at) + inserted + text.slice(at);
};

describe('containsEmoji', () => {
  it.each([
    ['😀', true],
    ['Hello 👋🏽', true],
    ['🇯🇵', true], // flag: regional indicators
    ['1️⃣', true], // keycap
    ['#⃣', true],
    ['❤️', true],
    ['❤', true], // pictographic even without the emoji variation selector
    ['👨‍👩‍👧', true],
    ['🫠', true],
    ['©️', true], // explicit emoji presentation
    ['Hello', false],
    ['Café Ünïcode', false],
    ['日本語 Привет مرحبا', false],
    ['© 2024 ® ™', false],
    ['#1 Hit *', false],
    ['', false],
  ])('%j -> %s', (text, expected) => {
    expect(containsEmoji(text)).toBe(expected);
  });

  it('finds no emoji in text of letters, marks, digits and punctuation', () => {
    fc.assert(fc.property(cleanText, (text) => !containsEmoji(text)));
  });

  it('finds an emoji inserted anywhere', () => {
    const emoji = fc.constantFrom('😀', '🎵', '🔥', '👍🏿', '🇧🇷', '3️⃣', '⭐', '☀️', '🏳️‍🌈', '🧑‍💻');
    fc.assert(fc.property(cleanText, fc.nat(40), emoji, (text, position, inserted) => containsEmoji(insertInto(text, position, inserted))));
  });
});

describe('containsSpecialCharacters', () => {
  it.each([
    ['Don’t Stop (Remix) - Live: Part 1/2; “Yes”!', false],
    ['Rock & Roll — Vol. 2, ‘Intro’?', false],
    ['می‌خواهم', false], // zero-width non-joiner is part of Persian spelling
    ['क्षत्रिय', false],
    ['「東京」', false],
    ['Price $5', true],
    ['<b>Title</b>', true],
    ['Feat. @artist', true],
    ['Track #1', true],
    ['Song™', true],
    ['℗ 2024', true],
    ['Side A • Side B', true],
    ['Invisible\u200Bspace', true],
    ['Reversed\u202Etext', true],
    ['Tab\there', true],
    ['Line\nbreak', true],
    ['', false],
  ])('%j -> %s', (text, expected) => {
    expect(containsSpecialCharacters(text)).toBe(expected);
  });

  it('allows line breaks, and only line breaks, when asked', () => {
    expect(containsSpecialCharacters('First line\r\nSecond line\n', { allowLineBreaks: true })).toBe(false);
    expect(containsSpecialCharacters('First\tline\n', { allowLineBreaks: true })).toBe(true);
    expect(containsSpecialCharacters('First line\n#2', { allowLineBreaks: true })).toBe(true);
  });

  it('finds nothing special in letters, marks, digits, spaces and ordinary punctuation of any script', () => {
    fc.assert(fc.property(cleanText, (text) => !containsSpecialCharacters(text)));
  });

  it('finds every listed symbol, invisible character and control character inserted anywhere', () => {
    const controlCharacter = fc
      .integer({ min: 0, max: 0x9f })
      .filter((c) => c < 0x20 || c >= 0x7f)
      .map((c) => String.fromCharCode(c));
    const special = fc.oneof(fc.constantFrom(...SPECIAL_SYMBOLS, ...TYPOGRAPHIC_SYMBOLS, ...INVISIBLE_CHARACTERS), controlCharacter);
    fc.assert(fc.property(cleanText, fc.nat(40), special, (text, position, inserted) => containsSpecialCharacters(insertInto(text, position, inserted))));
  });

  it('lists the symbols named by the style guide', () => {
    expect([...SPECIAL_SYMBOLS].sort()).toEqual([...'<>{}[]\\|^~*_=+#@$%`'].sort());
    expect(SPECIAL_SYMBOLS).toHaveLength(19);
    for (const symbol of '™©®§¶•') expect(TYPOGRAPHIC_SYMBOLS).toContain(symbol);
  });
});
