import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseStoreArtistId, storeArtistUrl } from './artist-store-ids.ts';

const base62 = fc.stringMatching(/^[A-Za-z0-9]{22}$/);

describe('store artist ids', () => {
  it.each([
    ['spotify', '1vCWHaC5f2uS3yhpwWbIA6', '1vCWHaC5f2uS3yhpwWbIA6'],
    ['spotify', ' spotify:artist:1vCWHaC5f2uS3yhpwWbIA6 ', '1vCWHaC5f2uS3yhpwWbIA6'],
    ['spotify', 'https://open.spotify.com/artist/1vCWHaC5f2uS3yhpwWbIA6?si=abc', '1vCWHaC5f2uS3yhpwWbIA6'],
    ['spotify', 'open.spotify.com/intl-pt/artist/1vCWHaC5f2uS3yhpwWbIA6', '1vCWHaC5f2uS3yhpwWbIA6'],
    ['spotify', '1vCWHaC5f2uS3yhpwWbIA', null],
    ['spotify', '1vCWHaC5f2uS3yhpwWbIA6x', null],
    ['spotify', 'https://open.spotify.com/album/1vCWHaC5f2uS3yhpwWbIA6', null],
    ['spotify', 'https://evil.example/artist/1vCWHaC5f2uS3yhpwWbIA6', null],
    ['spotify', '1445830123', null],
    ['apple', '1445830123', '1445830123'],
    ['apple', 'https://music.apple.com/us/artist/luna-vale/1445830123', '1445830123'],
    ['apple', 'music.apple.com/br/artist/1445830123', '1445830123'],
    ['apple', 'https://music.apple.com/us/album/night/1445830123', null],
    ['apple', '1vCWHaC5f2uS3yhpwWbIA6', null],
    ['apple', '12', null],
    ['apple', 'javascript:alert(1)', null],
  ] as const)('%s %s -> %s', (kind, value, expected) => {
    expect(parseStoreArtistId(kind, value)).toBe(expected);
  });

  it('reads back the id of the page address it makes', () => {
    fc.assert(fc.property(base62, (id) => parseStoreArtistId('spotify', storeArtistUrl('spotify', id)) === id));
    fc.assert(fc.property(fc.integer({ min: 10_000, max: 2 ** 40 }), (n) => parseStoreArtistId('apple', storeArtistUrl('apple', String(n))) === String(n)));
  });
});
