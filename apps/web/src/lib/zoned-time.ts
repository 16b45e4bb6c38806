import { safeLocale } from './format.ts';

const pad = (value: string | undefined) => (value ?? '').padStart(2, '0');

/**
 * An instant as the spec's yyyy-MM-dd HH:mm on the wall clock of `timeZone` (a release's IANA timezone), or in the
 * browser's own zone when none is given or the name is unknown. Empty for a value that is not a date.
 */
export function formatInZone(epochMs: number, timeZone?: string): string {
  if (!Number.isFinite(epochMs)) return '';
  const options = { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const;
  let format: Intl.DateTimeFormat;
  try {
    format = new Intl.DateTimeFormat('en-US', { ...options, timeZone });
  } catch {
    format = new Intl.DateTimeFormat('en-US', options);
  }
  const parts = Object.fromEntries(format.formatToParts(epochMs).map((part) => [part.type, part.value]));
  return `${parts.year}-${pad(parts.month)}-${pad(parts.day)} ${pad(parts.hour)}:${pad(parts.minute)}`;
}

/** A date as the reader's language writes it at medium length (document 3: albumReleaseTime), read in `timeZone`. */
export function formatMediumDate(epochMs: number, language: string, timeZone?: string): string {
  if (!Number.isFinite(epochMs)) return '';
  try {
    return new Intl.DateTimeFormat(safeLocale(language), { dateStyle: 'medium', timeZone }).format(epochMs);
  } catch {
    return new Intl.DateTimeFormat(safeLocale(language), { dateStyle: 'medium' }).format(epochMs);
  }
}
