// Time zones for a release's timezone and release time (document 3 section 3, Album): the zone list and conversions between a wall-clock time in a zone and an instant. Intl only, so it runs unchanged on the server and in browsers.

// Engines that list CLDR names offer renamed zones under their old names (Node 20 lists Asia/Calcutta); users look for the current IANA name.
const renamedZones: Record<string, string> = {
  'Africa/Asmera': 'Africa/Asmara',
  'America/Buenos_Aires': 'America/Argentina/Buenos_Aires',
  'America/Catamarca': 'America/Argentina/Catamarca',
  'America/Coral_Harbour': 'America/Atikokan',
  'America/Cordoba': 'America/Argentina/Cordoba',
  'America/Godthab': 'America/Nuuk',
  'America/Indianapolis': 'America/Indiana/Indianapolis',
  'America/Jujuy': 'America/Argentina/Jujuy',
  'America/Louisville': 'America/Kentucky/Louisville',
  'America/Mendoza': 'America/Argentina/Mendoza',
  'Asia/Calcutta': 'Asia/Kolkata',
  'Asia/Katmandu': 'Asia/Kathmandu',
  'Asia/Rangoon': 'Asia/Yangon',
  'Asia/Saigon': 'Asia/Ho_Chi_Minh',
  'Atlantic/Faeroe': 'Atlantic/Faroe',
  'Europe/Kiev': 'Europe/Kyiv',
  'Pacific/Enderbury': 'Pacific/Kanton',
  'Pacific/Ponape': 'Pacific/Pohnpei',
  'Pacific/Truk': 'Pacific/Chuuk',
};

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** Whether Intl knows this IANA zone name (any accepted alias, e.g. both Asia/Kolkata and Asia/Calcutta). Offset strings such as '+05:30' are refused. */
export function isTimezone(tz: unknown): tz is string {
  if (typeof tz !== 'string' || !/^[A-Za-z][A-Za-z0-9_+\-/]*$/.test(tz)) return false;
  try {
    formatter(tz);
    return true;
  } catch {
    return false;
  }
}

let zoneList: string[] | undefined;

/** The IANA zones this engine supports under their current names, plus 'UTC', sorted. */
export function timezones(): string[] {
  if (!zoneList) {
    const listed = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
    const current = listed.map((tz) => (isTimezone(renamedZones[tz]) ? renamedZones[tz] : tz));
    zoneList = [...new Set([...current, 'UTC'])].sort();
  }
  return [...zoneList];
}

// Date.UTC maps years 0-99 to 1900-1999; setUTCFullYear does not.
function utcMs(year: number, month: number, day: number, hour: number, minute: number, second: number): number {
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  date.setUTCHours(hour, minute, second, 0);
  return date.getTime();
}

/** Wall-clock fields of an instant in a zone (milliseconds dropped). */
function wallClock(epochMs: number, timeZone: string) {
  const parts = formatter(timeZone).formatToParts(epochMs);
  const field = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return {
    year: field('year'),
    month: field('month'),
    day: field('day'),
    // Some engines print midnight as 24 even with h23.
    hour: field('hour') % 24,
    minute: field('minute'),
    second: field('second'),
  };
}

type WallClock = ReturnType<typeof wallClock>;

// Whole seconds: pre-1900 local mean times have offsets like +05:53:28.
const offsetOf = (w: WallClock, epochMs: number): number => utcMs(w.year, w.month, w.day, w.hour, w.minute, w.second) - Math.floor(epochMs / 1000) * 1000;

const offsetMs = (epochMs: number, timeZone: string): number => offsetOf(wallClock(epochMs, timeZone), epochMs);

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

export interface ZonedParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  /** Offset from UTC, e.g. 330 in Asia/Kolkata, -240 in New York in summer. */
  offsetMinutes: number;
  /** 'YYYY-MM-DDTHH:mm', the input format of zonedDateTimeToUtc and of a datetime-local field. */
  local: string;
}

/** The wall-clock time in `timeZone` at an instant (epoch milliseconds). Throws RangeError for an unknown zone. */
export function utcToZonedParts(epochMs: number, timeZone: string): ZonedParts {
  const w = wallClock(epochMs, timeZone);
  const local = `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)}T${pad(w.hour)}:${pad(w.minute)}`;
  return { ...w, offsetMinutes: offsetOf(w, epochMs) / 60_000, local };
}

const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;
const DAY_MS = 86_400_000;

/**
 * The instant (epoch milliseconds) at which the wall clock in `timeZone` shows `localIso`
 * ('YYYY-MM-DDTHH:mm', optional ':ss'). Same rule as JS Date and Temporal's 'compatible':
 * a time repeated when clocks go back resolves to its first occurrence (the earlier instant);
 * a time skipped when clocks go forward is moved forward by the length of the gap
 * (02:30 on a New York spring-forward day becomes 03:30 EDT).
 * Throws RangeError for a malformed or impossible date-time or an unknown zone.
 */
export function zonedDateTimeToUtc(localIso: string, timeZone: string): number {
  const match = LOCAL_DATE_TIME.exec(localIso);
  if (!match) throw new RangeError(`Invalid local date-time: ${localIso}`);
  const [year, month, day, hour, minute, second] = match.slice(1).map((v) => Number(v ?? 0));
  const asUtc = utcMs(year, month, day, hour, minute, second);
  const check = new Date(asUtc);
  if (year < 1 || check.getUTCMonth() + 1 !== month || check.getUTCDate() !== day || hour > 23 || minute > 59 || second > 59) {
    throw new RangeError(`Invalid local date-time: ${localIso}`);
  }
  if (!isTimezone(timeZone)) throw new RangeError(`Unknown time zone: ${timeZone}`);

  // Zones change offset at most once within a day, so the offsets a day either side are the only candidates.
  const before = offsetMs(asUtc - DAY_MS, timeZone);
  const after = offsetMs(asUtc + DAY_MS, timeZone);
  const matches = [asUtc - before, asUtc - after].filter((t) => t + offsetMs(t, timeZone) === asUtc);
  return matches.length > 0 ? Math.min(...matches) : asUtc - before;
}
