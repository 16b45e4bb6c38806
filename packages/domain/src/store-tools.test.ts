import { describe, expect, it } from 'vitest';
import { artistToolLinks, readStoreArtist, storeKindOfPlatform, storeReleaseUrl, upcLookupUrl } from './store-tools.ts';

describe('store tool addresses', () => {
  it('knows which catalogue stores have artist tools', () => {
    expect([1026, 1036, 1028, 99].map(storeKindOfPlatform)).toEqual(['spotify', 'apple', null, null]);
  });

  it('opens the Spotify profile itself and Apple Music for Artists at its sign-in', () => {
    expect(artistToolLinks('spotify', '1vCWHaC5f2uS3yhpwWbIA6')).toEqual({
      kind: 'spotify',
      artistId: '1vCWHaC5f2uS3yhpwWbIA6',
      publicUrl: 'https://open.spotify.com/artist/1vCWHaC5f2uS3yhpwWbIA6',
      toolsUrl: 'https://artists.spotify.com/c/artist/1vCWHaC5f2uS3yhpwWbIA6',
    });
    expect(artistToolLinks('apple', '1445830123')).toEqual({
      kind: 'apple',
      artistId: '1445830123',
      publicUrl: 'https://music.apple.com/us/artist/1445830123',
      toolsUrl: 'https://artists.apple.com/',
    });
  });

  it.each([
    ['spotify', 'https://open.spotify.com/album/4aawyAB9vmqN3uQ7FjRGTy', 'https://open.spotify.com/search/upc%3A0196589123456'],
    ['apple', 'https://music.apple.com/us/album/4aawyAB9vmqN3uQ7FjRGTy', 'https://itunes.apple.com/lookup?upc=0196589123456&entity=song'],
  ] as const)('links %s releases by store id and by UPC', (kind, page, lookup) => {
    expect(storeReleaseUrl(kind, '4aawyAB9vmqN3uQ7FjRGTy')).toBe(page);
    expect(upcLookupUrl(kind, '0196589123456')).toBe(lookup);
  });

  it('keeps a store id from escaping its path', () => {
    expect(storeReleaseUrl('spotify', '../x?y')).toBe('https://open.spotify.com/album/..%2Fx%3Fy');
  });

  it.each([
    ['https://open.spotify.com/artist/1vCWHaC5f2uS3yhpwWbIA6?si=x', 'spotify', '1vCWHaC5f2uS3yhpwWbIA6'],
    ['spotify:artist:1vCWHaC5f2uS3yhpwWbIA6', 'spotify', '1vCWHaC5f2uS3yhpwWbIA6'],
    ['music.apple.com/br/artist/luna/1445830123', 'apple', '1445830123'],
    ['1445830123', 'apple', '1445830123'],
  ])('reads the pasted artist %s', (raw, kind, id) => {
    expect(readStoreArtist(raw)).toMatchObject({ kind, artistId: id });
  });

  it.each(['', 'https://open.spotify.com/album/1vCWHaC5f2uS3yhpwWbIA6', 'luna vale', 'https://evil.example/artist/1445830123'])('refuses %j', (raw) => {
    expect(readStoreArtist(raw)).toBeNull();
  });
});
