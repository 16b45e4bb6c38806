import type { ArtistRef } from './model.ts';

const namesOf = (artists: readonly ArtistRef[] | undefined) => (artists ?? []).map((artist) => artist.name.trim()).filter(Boolean);

/**
 * How a track's artists are shown (document 3 "Display shapes"): the main artists joined by commas, then 'feat.'
 * and the featured artists in brackets, as in "Luna Vega, Sam Reed (feat. Kai Moreno)".
 */
export function artistLine(main: readonly ArtistRef[] | undefined, featured?: readonly ArtistRef[]): string {
  const mains = namesOf(main).join(', ');
  const guests = namesOf(featured).join(', ');
  if (!guests) return mains;
  return mains ? `${mains} (feat. ${guests})` : `(feat. ${guests})`;
}
