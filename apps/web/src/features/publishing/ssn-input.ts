/** A social security number as the user types it: digits only, at most 9, grouped 3-2-4 with hyphens (123-45-6789). */
export function formatSsnInput(raw: string): string {
  const digits = raw.replace(/\D/g, '').slice(0, 9);
  return [digits.slice(0, 3), digits.slice(3, 5), digits.slice(5, 9)].filter(Boolean).join('-');
}

/** Digits only, at most `max`: the zip code and phone number fields. */
export const digitsInput = (raw: string, max: number) => raw.replace(/\D/g, '').slice(0, max);
