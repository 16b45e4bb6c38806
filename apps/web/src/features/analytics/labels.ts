import { platformById } from '@portal/domain/catalog/platforms';
import { safeLocale } from '../../lib/format.ts';

/** A yyyy-MM-dd day in the reader's language (23 Nov 2026), read as a calendar day, not a moment. */
export function dayLabel(day: string, language: string): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString(safeLocale(language), { dateStyle: 'medium', timeZone: 'UTC' });
}

export const storeName = (storeId: number): string => platformById(storeId)?.name ?? String(storeId);

/** Message keys of the vocabularies (vocabulary.ts): traffic sources per store, audience buckets, creator categories. */
export const sourceKey = (storeId: number, source: string) => `an_source_${storeId}_${source.toLowerCase()}`;
export const ageKey = (band: string) => (band === 'unknown' ? 'an_bucket_unknown' : null);
export const genderKey = (gender: string) => `an_gender_${gender}`;
export const categoryKey = (category: string) => `an_category_${category}`;
export const playlistKindKey = (kind: string) => `an_playlist_kind_${kind}`;

/** The month of a yyyy-MM-dd day (November 2026). */
export function monthLabel(day: string, language: string): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString(safeLocale(language), { month: 'long', year: 'numeric', timeZone: 'UTC' });
}
