import { safeLocale } from './format.ts';

/**
 * Document 1 section 9: hour-of-day options 0 to 23 shown as 12-hour labels. The label is the reader's language's
 * own 12-hour form ("12 AM", "1 PM"; "午前0時" in Japanese), the value the hour on a 24-hour clock.
 */
export function hourOfDayOptions(language: string): { value: string; label: string }[] {
  const format = new Intl.DateTimeFormat(safeLocale(language), { hour: 'numeric', hour12: true, timeZone: 'UTC' });
  return Array.from({ length: 24 }, (_, hour) => ({ value: String(hour), label: format.format(Date.UTC(2000, 0, 1, hour)) }));
}

/** An hour and minute that is not on the hour (a time from an import), in the same 12-hour form. */
export function timeOfDayLabel(hour: number, minute: number, language: string): string {
  return new Intl.DateTimeFormat(safeLocale(language), { hour: 'numeric', minute: '2-digit', hour12: true, timeZone: 'UTC' }).format(Date.UTC(2000, 0, 1, hour, minute));
}
