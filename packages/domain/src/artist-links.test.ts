import { describe, expect, it } from 'vitest';
import { checkArtistLink, storeArtistId } from './artist-links.ts';

describe('artist links', () => {
  it.each([
    ['instagram', 'https://www.instagram.com/lunavale', null],
    ['instagram', 'http://instagram.com/lunavale', 'artist_link_https_only'],
    ['instagram', 'https://instagram.com.evil.example/lunavale', 'artist_link_wrong_host_instagram'],
    ['instagram', 'https://instagram.com/', 'artist_link_wrong_host_instagram'],
    ['facebook', 'https://m.facebook.com/lunavale', null],
    ['tiktok', 'https://www.tiktok.com/@lunavale', null],
    ['tiktok', 'javascript:alert(1)', 'artist_link_https_only'],
    ['official_website', 'https://lunavale.example', null],
    ['official_website', 'https://user:pw@lunavale.example', 'artist_link_https_only'],
    ['official_website', `https://a.example/${'x'.repeat(300)}`, 'artist_link_too_long'],
  ] as const)('%s %s -> %s', (kind, value, expected) => {
    expect(checkArtistLink(kind, value)).toBe(expected);
  });
});

describe('store accounts', () => {
  it.each([
    ['spotify', 'https://open.spotify.com/artist/1vCWHaC5f2uS3yhpwWbIA6', '1vCWHaC5f2uS3yhpwWbIA6'],
    ['spotify', 'https://open.spotify.com/intl-pt/artist/1vCWHaC5f2uS3yhpwWbIA6', '1vCWHaC5f2uS3yhpwWbIA6'],
    ['spotify', 'https://open.spotify.com/album/1vCWHaC5f2uS3yhpwWbIA6', null],
    ['spotify', 'http://open.spotify.com/artist/1vCWHaC5f2uS3yhpwWbIA6', null],
    ['apple', 'https://music.apple.com/us/artist/luna-vale/1445830123', '1445830123'],
    ['apple', 'https://music.apple.com/us/album/x/1445830123', null],
  ] as const)('%s %s -> %s', (kind, value, expected) => {
    expect(storeArtistId(kind, value)).toBe(expected);
  });
});
