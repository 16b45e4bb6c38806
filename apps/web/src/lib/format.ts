/** Locale-aware formatting through Intl; unknown tags (such as the translator's key mode) fall back to English. */
export function safeLocale(language: string): string {
  try {
    return Intl.NumberFormat.supportedLocalesOf([language]).length > 0 ? language : 'en';
  } catch {
    return 'en';
  }
}

const compactCache = new Map<string, Intl.NumberFormat>();

/** 1234 -> 1.2K in English; suffixes follow the locale (document 1 section 9). */
export function formatCompact(value: number, language: string): string {
  const locale = safeLocale(language);
  let format = compactCache.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 });
    compactCache.set(locale, format);
  }
  return format.format(value);
}

export function formatNumber(value: number, language: string): string {
  return new Intl.NumberFormat(safeLocale(language)).format(value);
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * Left-to-right text kept whole inside any sentence (a left-to-right isolate, U+2066 … U+2069): in Arabic the digits,
 * hyphens, colons and dots of a date, a time or an address are otherwise reordered ("2026-12-03 14:05" shows as
 * "14:05 03-12-2026"). Isolates are invisible and leave left-to-right languages as they were (decision 071).
 */
export function isolateLtr(text: string): string {
  return text ? `\u2066${text}\u2069` : '';
}

/** The spec's date format, yyyy-MM-dd HH:mm, in local time, isolated so a right-to-left sentence keeps it in order. */
export function formatDateTime(value: string | number | Date): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return isolateLtr(`${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}`);
}

/** Region name in the given language, e.g. BR -> Brazil / Brasil. */
export function regionName(code: string, language: string): string {
  try {
    return new Intl.DisplayNames([safeLocale(language)], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

const FILE_UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;

/** A finished file's size in the reader's language ("12.3 kB"), in steps of 1000. */
export function formatFileSize(bytes: number, language: string): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < FILE_UNITS.length - 1) {
    value /= 1000;
    unit += 1;
  }
  try {
    return new Intl.NumberFormat(safeLocale(language), { style: 'unit', unit: FILE_UNITS[unit], unitDisplay: 'narrow', maximumFractionDigits: unit === 0 ? 0 : 1 }).format(value);
  } catch {
    return `${bytes} B`;
  }
}
