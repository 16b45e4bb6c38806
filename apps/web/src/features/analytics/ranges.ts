/** The range presets of the data-insight pages: the last n days up to yesterday (stores report a day late). */
export const RANGE_PRESETS = [7, 28, 90, 365] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];
export const DEFAULT_PRESET: RangePreset = 28;

const DAY_MS = 86_400_000;
const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const DAY = /^\d{4}-\d{2}-\d{2}$/;

export function presetRange(days: RangePreset, now: Date = new Date()): { start: string; end: string } {
  const yesterday = Math.floor(now.getTime() / DAY_MS) - 1;
  return { start: day((yesterday - days + 1) * DAY_MS), end: day(yesterday * DAY_MS) };
}

/** The change from `before` to `now` as a fraction (0.25 for +25 %); null when there was nothing before. */
export function change(now: number, before: number): number | null {
  return before === 0 ? null : (now - before) / before;
}

export interface AnalyticsFilters {
  /** A preset, or 'custom' when the address names its own start and end. */
  preset: RangePreset | 'custom';
  start: string;
  end: string;
  /** The stores the streaming numbers are limited to; empty for all. */
  storeIds: number[];
}

/**
 * The filters a data-insight address carries (?days=90, or ?start=…&end=…, and ?stores=1026,1036), so a link or a
 * reload shows the same numbers. The server checks the days; here only their shape decides custom or preset.
 */
export function filtersFromParams(params: URLSearchParams, now: Date = new Date()): AnalyticsFilters {
  const storeIds = (params.get('stores') ?? '')
    .split(',')
    .map(Number)
    .filter((id) => Number.isInteger(id) && id > 0);
  const start = params.get('start') ?? '';
  const end = params.get('end') ?? '';
  if (DAY.test(start) && DAY.test(end)) return { preset: 'custom', start, end, storeIds };
  const days = Number(params.get('days'));
  const preset = (RANGE_PRESETS as readonly number[]).includes(days) ? (days as RangePreset) : DEFAULT_PRESET;
  return { preset, ...presetRange(preset, now), storeIds };
}

/** The query a call takes for these filters (storeIdList only when some stores are chosen). */
export function rangeQuery(filters: AnalyticsFilters, withStores = false): { start: string; end: string; storeIdList?: string } {
  const query: { start: string; end: string; storeIdList?: string } = { start: filters.start, end: filters.end };
  if (withStores && filters.storeIds.length) query.storeIdList = filters.storeIds.join(',');
  return query;
}
