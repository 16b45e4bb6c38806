import { describe, expect, it } from 'vitest';
import { profilesOfArtist, profilesOfRoster } from './store-profiles.ts';

const claim = (platform: 'spotify' | 'apple', externalId: string, status: string) => ({ platform, externalId, status });

describe('the store profiles instant access offers', () => {
  it('takes an artist’s store accounts and accepted claims once each, marking the verified ones', () => {
    const profiles = profilesOfArtist({
      artistName: 'Luna',
      storeAccounts: { spotify: { artistId: 'S1' }, apple: { artistId: '111' }, deezer: { artistId: 'x' } },
      claims: [claim('spotify', 'S1', 'accepted'), claim('apple', '222', 'accepted'), claim('spotify', 'S9', 'pending'), claim('apple', '333', 'refused')],
    });
    expect(profiles).toEqual([
      { kind: 'spotify', artistId: 'S1', artistName: 'Luna', verified: true },
      { kind: 'apple', artistId: '222', artistName: 'Luna', verified: true },
      { kind: 'apple', artistId: '111', artistName: 'Luna', verified: false },
    ]);
  });

  it('takes a label’s artists that have store ids', () => {
    expect(
      profilesOfRoster([
        { artistName: 'Nova', spotifyId: 'S2', appleId: '444' },
        { artistName: 'Orbit', spotifyId: null, appleId: null },
      ]),
    ).toEqual([
      { kind: 'spotify', artistId: 'S2', artistName: 'Nova', verified: false },
      { kind: 'apple', artistId: '444', artistName: 'Nova', verified: false },
    ]);
  });
});
