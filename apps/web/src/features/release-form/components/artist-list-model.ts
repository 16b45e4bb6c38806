import type { StoreAccountKind } from '@portal/domain/artist-links';
import { parseStoreArtistId } from '@portal/domain/artist-store-ids';
import { normaliseArtistName } from '@portal/domain/release/artist-name';
import type { ArtistRef } from '@portal/domain/release/model';

// The rules behind the artist cards: what one list of ArtistRef may hold and how it changes. The order of the list is
// the order of the display line, so every change keeps the other cards where they were.

export type ArtistRole = 'primary' | 'featured';

/** Names are unique per account whatever their case, so the name compares the way the server resolves it. */
export const personNameKey = (name: string) => normaliseArtistName(name).toLowerCase();

/** Two references stand for the same artist: the same id, or (when one was typed by hand) the same name. */
export function sameArtist(a: ArtistRef, b: ArtistRef): boolean {
  if (a.id && b.id) return a.id === b.id;
  return personNameKey(a.name) === personNameKey(b.name);
}

export type AddResult = { added: true; list: ArtistRef[] } | { added: false; reason: 'full' | 'duplicate' | 'empty'; list: ArtistRef[] };

/** The list with the artist appended, unless it is full, already holds that artist, or the name is empty. */
export function withArtist(list: ArtistRef[], artist: ArtistRef, max?: number): AddResult {
  const name = normaliseArtistName(artist.name);
  if (!name) return { added: false, reason: 'empty', list };
  if (list.some((other) => sameArtist(other, artist))) return { added: false, reason: 'duplicate', list };
  if (isFull(list, max)) return { added: false, reason: 'full', list };
  return { added: true, list: [...list, artist.id ? { id: artist.id, name } : { name }] };
}

export const isFull = (list: ArtistRef[], max?: number) => max !== undefined && list.length >= max;

export const withoutArtist = (list: ArtistRef[], index: number) => list.filter((_, position) => position !== index);

export const replacedArtist = (list: ArtistRef[], index: number, artist: ArtistRef) => list.map((other, position) => (position === index ? artist : other));

/** The list with one card taken from `from` and put at `to` (clamped to the list); the same list when nothing moves. */
export function movedArtist(list: ArtistRef[], from: number, to: number): ArtistRef[] {
  const target = Math.max(0, Math.min(list.length - 1, to));
  if (from < 0 || from >= list.length || from === target) return list;
  const next = [...list];
  const [moving] = next.splice(from, 1);
  next.splice(target, 0, moving!);
  return next;
}

/** Where a key pressed on a card's drag handle moves it: up and down one place, Home and End; null for other keys. */
export function keyboardTarget(key: string, index: number, length: number): number | null {
  const target = key === 'ArrowUp' ? index - 1 : key === 'ArrowDown' ? index + 1 : key === 'Home' ? 0 : key === 'End' ? length - 1 : null;
  if (target === null || target < 0 || target >= length || target === index) return null;
  return target;
}

export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** The card a dragged pointer is over: the one whose centre is nearest, so it works for a column or a wrapping grid. */
export function nearestCard(point: { x: number; y: number }, boxes: Box[]): number {
  let best = -1;
  let bestDistance = Infinity;
  boxes.forEach((box, index) => {
    const distance = Math.hypot(point.x - (box.left + box.width / 2), point.y - (box.top + box.height / 2));
    if (distance < bestDistance) {
      best = index;
      bestDistance = distance;
    }
  });
  return best;
}

/** React keys that stay with a card while it moves (a list loaded from an old draft may hold a name twice). */
export function cardKeys(list: ArtistRef[]): string[] {
  const seen = new Map<string, number>();
  return list.map((artist) => {
    const base = artist.id ? `#${artist.id}` : `~${personNameKey(artist.name)}`;
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    return count ? `${base}:${count}` : base;
  });
}

/** The account's artist a search answered with this exact name (case and spacing ignored), if any. */
export function exactMatch<T extends { artistName: string }>(artists: readonly T[], name: string): T | undefined {
  const key = personNameKey(name);
  return key ? artists.find((artist) => personNameKey(artist.artistName) === key) : undefined;
}

/** null when the value is empty or a store artist id, URI or page address the server takes; else its message key. */
export function storeIdProblem(kind: StoreAccountKind, value: string): string | null {
  if (!value.trim()) return null;
  return parseStoreArtistId(kind, value) ? null : `artist_${kind}_id_invalid`;
}

export interface StoreProfile {
  kind: StoreAccountKind;
  /** The store's catalogue id (Spotify 1026, Apple Music 1036): its name comes from the platform catalogue. */
  platformId: number;
  url: string | null;
}

const platformIds: Record<StoreAccountKind, number> = { spotify: 1026, apple: 1036 };

/** The card's store badges: each store linked to an artist page, or a new artist profile the store will create. */
export function storeProfiles(record: { spotifyUrl: string | null; appleUrl: string | null } | null | undefined): StoreProfile[] {
  return [
    { kind: 'spotify', platformId: platformIds.spotify, url: record?.spotifyUrl ?? null },
    { kind: 'apple', platformId: platformIds.apple, url: record?.appleUrl ?? null },
  ];
}

/**
 * The reference a card holds after its artist was saved. A reference typed by hand stays a name (the server resolves
 * names, and the same artist on other tracks is still written that way); one that had an id keeps it.
 */
export function savedReference(before: ArtistRef, saved: { artistId: number; artistName: string }): ArtistRef {
  return before.id ? { id: saved.artistId, name: saved.artistName } : { name: saved.artistName };
}
