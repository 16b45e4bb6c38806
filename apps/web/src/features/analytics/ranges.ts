/** The range presets of the data-insight pages: the last n days up to yesterday (stores report a day late). */
export const RANGE_PRESETS = [7, 28, 90, 365] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];

const DAY_MS = 86_400_000;
const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export function presetRange(days: RangePreset, now: Date = new Date()): { start: string; end: string } {
  const yesterday = Math.floor(now.getTime() / DAY_MS) - 1;
  return { start: day((yesterday - days + 1) * DAY_MS), end: day(yesterday * DAY_MS) };
}

/** The change from `before` to `now` as a fraction (0.25 for +25 %); null when there was nothing before. */
export function change(now: number, before: number): number | null {
  return before === 0 ? null : (now - before) / before;
}
