// Day ranges of the analytics calls: days are calendar dates (yyyy-MM-dd, the stores' reporting days in UTC),
// handled as whole numbers of days since 1970-01-01 so that arithmetic never meets a time zone.

const DAY_MS = 86_400_000;
const DAY_FORMAT = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The longest range one call answers: three years. */
export const MAX_RANGE_DAYS = 1096;

export interface DayRange {
  /** First day, inclusive. */
  start: number;
  /** Last day, inclusive. */
  end: number;
}

/** The day number of a yyyy-MM-dd date, or null when the text is no calendar date. */
export function parseDay(text: string): number | null {
  const match = DAY_FORMAT.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const ms = Date.UTC(year, month - 1, day);
  const date = new Date(ms);
  if (year < 1970 || date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return ms / DAY_MS;
}

export function formatDay(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

export function today(now: Date = new Date()): number {
  return Math.floor(now.getTime() / DAY_MS);
}

export const rangeLength = (range: DayRange) => range.end - range.start + 1;

/** The range of the same length that ends the day before this one starts. */
export function previousPeriod(range: DayRange): DayRange {
  const length = rangeLength(range);
  return { start: range.start - length, end: range.start - 1 };
}

/** The first day of the month a day is in. */
export function monthStart(day: number): number {
  const date = new Date(day * DAY_MS);
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1) / DAY_MS;
}

/** The last day of the month a day is in. */
export function monthEnd(day: number): number {
  const date = new Date(day * DAY_MS);
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1) / DAY_MS - 1;
}

/**
 * How a range is read from rollups kept per day and per month: the whole months inside it from month rows
 * (first days of those months, inclusive), the days before and after them from day rows.
 */
export interface GrainParts {
  days: DayRange[];
  months: DayRange | null;
}

export function grainParts(range: DayRange): GrainParts {
  const firstWhole = range.start === monthStart(range.start) ? range.start : monthEnd(range.start) + 1;
  const lastWholeEnd = range.end === monthEnd(range.end) ? range.end : monthStart(range.end) - 1;
  if (firstWhole > lastWholeEnd) return { days: [range], months: null };
  const days: DayRange[] = [];
  if (range.start < firstWhole) days.push({ start: range.start, end: firstWhole - 1 });
  if (lastWholeEnd < range.end) days.push({ start: lastWholeEnd + 1, end: range.end });
  return { days, months: { start: firstWhole, end: monthStart(lastWholeEnd) } };
}

/** The whole months a range touches: what a breakdown kept only per month can honestly answer for it. */
export function coveringMonths(range: DayRange): DayRange {
  return { start: monthStart(range.start), end: monthEnd(range.end) };
}
