/**
 * A duration in milliseconds as players show it (document 3, Track preview): m:ss under an hour, h:mm:ss from an
 * hour on. Partial seconds are dropped, so a position never shows a second that has not been played yet.
 * Anything that is not a finite number (an unknown duration) gives an empty string.
 */
export function formatDuration(ms: number | null | undefined): string {
  if (typeof ms !== 'number' || !Number.isFinite(ms)) return '';
  const total = Math.floor(Math.max(0, ms) / 1000);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
}
