import { describe, expect, it } from 'vitest';
import type { ArtistRef } from '@portal/domain/release/model';
import {
  cardKeys,
  exactMatch,
  keyboardTarget,
  movedArtist,
  nearestCard,
  replacedArtist,
  sameArtist,
  savedReference,
  storeIdProblem,
  storeProfiles,
  withArtist,
  withoutArtist,
} from './artist-list-model.ts';

const luna: ArtistRef = { id: 1, name: 'Luna Vega' };
const kai: ArtistRef = { id: 2, name: 'Kai' };
const mara: ArtistRef = { name: 'Mara' };
const names = (list: ArtistRef[]) => list.map((artist) => artist.name);

describe('adding an artist card', () => {
  it('appends it at the end, so the display line keeps the order the user chose', () => {
    const result = withArtist([luna, kai], { id: 3, name: '  Rio   Bay ' });
    expect(result).toEqual({ added: true, list: [luna, kai, { id: 3, name: 'Rio Bay' }] });
  });

  it('refuses the same artist twice: by id, or by name whatever its case when one was typed by hand', () => {
    expect(withArtist([luna], { id: 1, name: 'Renamed since' })).toMatchObject({ added: false, reason: 'duplicate' });
    expect(withArtist([mara], { id: 9, name: 'MARA' })).toMatchObject({ added: false, reason: 'duplicate' });
    expect(withArtist([luna], { name: 'luna  vega' })).toMatchObject({ added: false, reason: 'duplicate' });
    expect(withArtist([luna], { id: 5, name: 'Luna Vega II' })).toMatchObject({ added: true });
  });

  it('refuses a sixth primary artist (max 5) and an empty name, and leaves the list as it was', () => {
    const five = [1, 2, 3, 4, 5].map((id) => ({ id, name: `Artist ${id}` }));
    const refused = withArtist(five, { id: 6, name: 'Artist 6' }, 5);
    expect(refused).toMatchObject({ added: false, reason: 'full' });
    expect(refused.list).toBe(five);
    expect(withArtist(five.slice(0, 4), { id: 6, name: 'Artist 6' }, 5).added).toBe(true);
    expect(withArtist([], { name: '   ' })).toMatchObject({ added: false, reason: 'empty' });
  });

  it('compares references the way the server resolves them', () => {
    expect(sameArtist({ id: 1, name: 'A' }, { id: 2, name: 'A' })).toBe(false);
    expect(sameArtist({ id: 1, name: 'A' }, { name: 'a' })).toBe(true);
  });
});

describe('removing, replacing and reordering cards', () => {
  it('removes only the card asked for', () => {
    expect(names(withoutArtist([luna, kai, mara], 1))).toEqual(['Luna Vega', 'Mara']);
  });

  it('replaces one card in place', () => {
    expect(replacedArtist([luna, kai, mara], 2, { name: 'Mara B' })).toEqual([luna, kai, { name: 'Mara B' }]);
  });

  it('moves a card to the drop position, the others keeping their order', () => {
    const list = [luna, kai, mara];
    expect(names(movedArtist(list, 0, 2))).toEqual(['Kai', 'Mara', 'Luna Vega']);
    expect(names(movedArtist(list, 2, 0))).toEqual(['Mara', 'Luna Vega', 'Kai']);
    expect(names(movedArtist(list, 1, 99))).toEqual(['Luna Vega', 'Mara', 'Kai']);
    expect(movedArtist(list, 1, 1)).toBe(list);
    expect(movedArtist(list, 7, 0)).toBe(list);
  });

  it('moves with the arrow keys, Home and End on the handle, never past either end', () => {
    expect(keyboardTarget('ArrowUp', 2, 3)).toBe(1);
    expect(keyboardTarget('ArrowDown', 0, 3)).toBe(1);
    expect(keyboardTarget('Home', 2, 3)).toBe(0);
    expect(keyboardTarget('End', 0, 3)).toBe(2);
    expect(keyboardTarget('ArrowUp', 0, 3)).toBeNull();
    expect(keyboardTarget('ArrowDown', 2, 3)).toBeNull();
    expect(keyboardTarget('End', 2, 3)).toBeNull();
    expect(keyboardTarget('Enter', 1, 3)).toBeNull();
  });

  it('drops on the card whose centre is nearest the pointer, in a column or a grid', () => {
    const column = [0, 1, 2].map((row) => ({ left: 0, top: row * 50, width: 300, height: 44 }));
    expect(nearestCard({ x: 150, y: 5 }, column)).toBe(0);
    expect(nearestCard({ x: 150, y: 120 }, column)).toBe(2);
    expect(nearestCard({ x: 150, y: 500 }, column)).toBe(2);
    const grid = [
      { left: 0, top: 0, width: 100, height: 40 },
      { left: 110, top: 0, width: 100, height: 40 },
      { left: 0, top: 50, width: 100, height: 40 },
    ];
    expect(nearestCard({ x: 190, y: 10 }, grid)).toBe(1);
    expect(nearestCard({ x: 10, y: 80 }, grid)).toBe(2);
    expect(nearestCard({ x: 0, y: 0 }, [])).toBe(-1);
  });

  it('gives every card a key that travels with it, even a name an old draft holds twice', () => {
    expect(cardKeys([luna, mara, { name: 'mara' }])).toEqual(['#1', '~mara', '~mara:1']);
    expect(cardKeys(movedArtist([luna, kai], 0, 1))).toEqual(['#2', '#1']);
  });
});

describe('the account’s artists behind the cards', () => {
  const found = [
    { artistId: 4, artistName: 'Luna Vega Music' },
    { artistId: 1, artistName: 'Luna Vega' },
  ];

  it('finds the artist a typed name means, ignoring case and spacing, and nothing for a part of a name', () => {
    expect(exactMatch(found, ' luna   VEGA ')?.artistId).toBe(1);
    expect(exactMatch(found, 'Luna')).toBeUndefined();
    expect(exactMatch(found, '')).toBeUndefined();
  });

  it('checks store profile ids as the server does: empty is a new profile, ids, URIs and page addresses pass', () => {
    expect(storeIdProblem('spotify', '')).toBeNull();
    expect(storeIdProblem('spotify', '1vCWHaC5f2uS3yhpwWbIA6')).toBeNull();
    expect(storeIdProblem('spotify', 'spotify:artist:1vCWHaC5f2uS3yhpwWbIA6')).toBeNull();
    expect(storeIdProblem('spotify', 'open.spotify.com/intl-de/artist/1vCWHaC5f2uS3yhpwWbIA6')).toBeNull();
    expect(storeIdProblem('spotify', 'https://open.spotify.com/album/1vCWHaC5f2uS3yhpwWbIA6')).toBe('artist_spotify_id_invalid');
    expect(storeIdProblem('apple', '1234567')).toBeNull();
    expect(storeIdProblem('apple', 'https://music.apple.com/us/artist/luna-vega/1234567')).toBeNull();
    expect(storeIdProblem('apple', '12ab')).toBe('artist_apple_id_invalid');
  });

  it('shows each store as linked or as a new artist profile', () => {
    expect(storeProfiles({ spotifyUrl: 'https://open.spotify.com/artist/x', appleUrl: null })).toEqual([
      { kind: 'spotify', platformId: 1026, url: 'https://open.spotify.com/artist/x' },
      { kind: 'apple', platformId: 1036, url: null },
    ]);
    expect(storeProfiles(null).map((profile) => profile.url)).toEqual([null, null]);
  });

  it('keeps a reference typed by hand a name after saving, and one with an id an id', () => {
    expect(savedReference({ name: 'mara' }, { artistId: 8, artistName: 'Mara' })).toEqual({ name: 'Mara' });
    expect(savedReference({ id: 1, name: 'Luna Vega' }, { artistId: 1, artistName: 'Luna V.' })).toEqual({ id: 1, name: 'Luna V.' });
  });
});
