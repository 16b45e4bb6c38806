/**
 * The characters CWR 2.1 allows in its alphanumeric fields (the specification's character set table, as societies
 * validate it): upper-case ASCII letters, digits, space and some punctuation; names allow less punctuation than titles.
 * Files are plain ASCII: the national-character records (NAT, NPN, NWN…) and a non-ASCII HDR character set are not used.
 */
const TITLE_CHARS = new Set(' !"#$%&\'()*+,-./0123456789:;<=>?@ABCDEFGHIJKLMNOPQRSTUVWXYZ[\\]^_`{}~');
const NAME_CHARS = new Set(" !#$%&'()+-./0123456789?@ABCDEFGHIJKLMNOPQRSTUVWXYZ`");

export type CharacterSet = 'title' | 'name';

/** Latin letters that Unicode does not decompose into a base letter and marks. */
const LETTERS: Record<string, string> = {
  ß: 'SS',
  ẞ: 'SS',
  Æ: 'AE',
  æ: 'AE',
  Œ: 'OE',
  œ: 'OE',
  Ø: 'O',
  ø: 'O',
  Ł: 'L',
  ł: 'L',
  Đ: 'D',
  đ: 'D',
  Ð: 'D',
  ð: 'D',
  Þ: 'TH',
  þ: 'TH',
  ı: 'I',
  Ħ: 'H',
  ħ: 'H',
  Ŧ: 'T',
  ŧ: 'T',
  ĸ: 'K',
  ƒ: 'F',
  ſ: 'S',
  Ŋ: 'NG',
  ŋ: 'NG',
};

/** Typographic punctuation with a plain ASCII equivalent. */
const PUNCTUATION: Record<string, string> = {
  '‘': "'",
  '’': "'",
  '‚': "'",
  '‛': "'",
  '′': "'",
  '´': "'",
  '“': '"',
  '”': '"',
  '„': '"',
  '‟': '"',
  '″': '"',
  '«': '"',
  '»': '"',
  '‐': '-',
  '‑': '-',
  '‒': '-',
  '–': '-',
  '—': '-',
  '―': '-',
  '−': '-',
  '×': 'X',
};

const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
const MARK = /\p{M}/gu;
const INVISIBLE = /[\p{M}\p{Cf}]/u;

/** One character in ASCII: a letter without its accents, upper case; '' when there is no ASCII form. */
function asciiOf(char: string): string {
  if (LETTERS[char]) return LETTERS[char]!;
  if (PUNCTUATION[char]) return PUNCTUATION[char]!;
  if (/\s/u.test(char)) return ' ';
  const plain = char.normalize('NFKD').replace(MARK, '');
  return [...plain].every((c) => c.charCodeAt(0) < 128) ? plain.toUpperCase() : '';
}

export interface CwrText {
  text: string;
  /** A letter or digit had no Latin form and was dropped (the text no longer says what the input said). */
  lossy: boolean;
}

/**
 * A text as CWR can carry it: accents taken off (é -> E, ß -> SS), upper case, typographic quotes and dashes made
 * plain, everything else outside the field's character set dropped, runs of spaces made one, cut to the field width.
 */
export function toCwrText(value: string, charset: CharacterSet, width: number): CwrText {
  const allowed = charset === 'title' ? TITLE_CHARS : NAME_CHARS;
  let text = '';
  let lossy = false;
  for (const char of value.normalize('NFC')) {
    const ascii = asciiOf(char);
    const kept = [...ascii].filter((c) => allowed.has(c)).join('');
    if (kept) text += kept;
    else if (LETTER_OR_DIGIT.test(char)) lossy = true;
    // A dropped symbol (♥, |, emoji) still separated what stood either side of it.
    else if (!INVISIBLE.test(char)) text += ' ';
  }
  text = text.replace(/ {2,}/g, ' ').trim().slice(0, width).trimEnd();
  return { text, lossy };
}

/** True when every character of a value already is in the field's character set. */
export const isCwrText = (value: string, charset: CharacterSet) => [...value].every((c) => (charset === 'title' ? TITLE_CHARS : NAME_CHARS).has(c));
