/** Calendar dates of sales reports, always returned as yyyy-MM-dd; null when the text is no real date. */

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

export function isoDate(year: number, month: number, day: number): string | null {
  if (!Number.isInteger(year) || year < 1900 || year > 2999) return null;
  if (!Number.isInteger(month) || month < 1 || month > 12) return null;
  if (!Number.isInteger(day) || day < 1 || day > daysInMonth(year, month)) return null;
  return `${year}-${pad(month)}-${pad(day)}`;
}

// Reports repeat a handful of months on every line.
const monthRanges = new Map<string, { start: string; end: string } | null>();
const MONTH_CACHE_LIMIT = 10_000;

/** 'YYYY-MM' as the first and last day of that month. */
export function monthRange(text: string): { start: string; end: string } | null {
  let range = monthRanges.get(text);
  if (range === undefined) {
    range = readMonthRange(text);
    if (monthRanges.size >= MONTH_CACHE_LIMIT) monthRanges.clear();
    monthRanges.set(text, range);
  }
  return range;
}

function readMonthRange(text: string): { start: string; end: string } | null {
  const match = /^(\d{4})-(\d{2})$/.exec(text.trim());
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const start = isoDate(year, month, 1);
  if (!start) return null;
  return { start, end: isoDate(year, month, daysInMonth(year, month))! };
}

/** 'YYYY-MM-DD', optionally followed by a time ('2024-01-31 23:58:00', '2024-01-31T23:58:00Z'). */
export function parseIsoDate(text: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:[T ].*)?$/.exec(text.trim());
  return match ? isoDate(Number(match[1]), Number(match[2]), Number(match[3])) : null;
}

/** 'YYYYMMDD' as DDEX DSR validity periods write it. */
export function parseCompactDate(text: string): string | null {
  const match = /^(\d{4})(\d{2})(\d{2})$/.exec(text.trim());
  return match ? isoDate(Number(match[1]), Number(match[2]), Number(match[3])) : null;
}

/** 'M/D/YYYY' or 'M/D/YY' (years 2000-2099), optionally followed by a time ('1/31/24 11:58pm'). */
export function parseUsDate(text: string): string | null {
  const match = /^(\d{1,2})\/(\d{1,2})\/(\d{4}|\d{2})(?:\s+\d{1,2}:\d{2}(?::\d{2})?\s*(?:[ap]\.?m\.?)?)?$/i.exec(text.trim());
  if (!match) return null;
  const year = match[3].length === 2 ? 2000 + Number(match[3]) : Number(match[3]);
  return isoDate(year, Number(match[1]), Number(match[2]));
}

/** ISO 8601 'YYYY', 'YYYY-MM' or 'YYYY-MM-DD' (DDEX ddex_IsoDate) as the first or last day it covers. */
export function isoDateBound(text: string, bound: 'start' | 'end'): string | null {
  const trimmed = text.trim();
  if (/^\d{4}$/.test(trimmed)) return bound === 'start' ? isoDate(Number(trimmed), 1, 1) : isoDate(Number(trimmed), 12, 31);
  const month = monthRange(trimmed);
  if (month) return month[bound];
  return /^\d{4}-\d{2}-\d{2}$/.test(trimmed) ? parseIsoDate(trimmed) : null;
}
