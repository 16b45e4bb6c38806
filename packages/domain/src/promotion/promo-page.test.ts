import { describe, expect, it } from 'vitest';
import { ReleaseStatus } from '../enums.ts';
import { checkPromoSocialLink, checkPromoStoreLink, isPresavable, normalizePromoPath, presaveStoresOf, promoPageAccess, promoPathProblem, suggestPromoPath } from './promo-page.ts';

describe('promo page paths', () => {
  it.each([
    ['mara-quinn', null],
    ['the-tide-lines-2026', null],
    ['abc', null],
    ['a'.repeat(40), null],
    ['ab', 'promo_path_too_short'],
    ['a'.repeat(41), 'promo_path_too_long'],
    ['mara_quinn', 'promo_path_characters'],
    ['mara quinn', 'promo_path_characters'],
    ['-mara', 'promo_path_characters'],
    ['mara-', 'promo_path_characters'],
    ['mara--quinn', 'promo_path_characters'],
    ['Mara', 'promo_path_characters'],
    ['marã', 'promo_path_characters'],
    ['../admin', 'promo_path_characters'],
    ['admin', 'promo_path_reserved'],
    ['login', 'promo_path_reserved'],
  ])('%s -> %s', (path, problem) => {
    expect(promoPathProblem(path)).toBe(problem);
  });

  it('normalises what the owner types to lower case without spaces around', () => {
    expect(normalizePromoPath('  Mara-Quinn ')).toBe('mara-quinn');
  });

  it('suggests a usable path from the artist name', () => {
    expect(suggestPromoPath('Mara Quinn')).toBe('mara-quinn');
    expect(suggestPromoPath('Corazón de Neón!')).toBe('corazon-de-neon');
    expect(suggestPromoPath('DJ')).toBe('dj-music');
    expect(suggestPromoPath('東京')).toBe('artist-music');
    expect(suggestPromoPath('Admin')).toBe('admin-music');
    for (const name of ['Mara Quinn', 'DJ', '東京', 'x'.repeat(80), 'Admin']) expect(promoPathProblem(suggestPromoPath(name))).toBeNull();
  });
});

describe('promo page links', () => {
  it('takes store links on the store’s own host over https only', () => {
    expect(checkPromoStoreLink('spotify', 'https://open.spotify.com/artist/1a2b3c')).toBeNull();
    expect(checkPromoStoreLink('deezer', 'https://www.deezer.com/artist/123')).toBeNull();
    expect(checkPromoStoreLink('spotify', 'http://open.spotify.com/artist/1a2b3c')).toBe('artist_link_https_only');
    expect(checkPromoStoreLink('spotify', 'javascript:alert(1)')).toBe('artist_link_https_only');
    expect(checkPromoStoreLink('spotify', 'https://evil.example/artist')).toBe('promo_store_link_wrong_host');
    expect(checkPromoStoreLink('apple_music', 'https://music.apple.com/')).toBe('promo_store_link_wrong_host');
    expect(checkPromoStoreLink('tidal', `https://tidal.com/${'a'.repeat(300)}`)).toBe('artist_link_too_long');
  });

  it('takes social links as the artist profile does', () => {
    expect(checkPromoSocialLink('instagram', 'https://www.instagram.com/maraquinn')).toBeNull();
    expect(checkPromoSocialLink('official_website', 'https://maraquinn.example')).toBeNull();
    expect(checkPromoSocialLink('tiktok', 'https://www.instagram.com/maraquinn')).toBe('artist_link_wrong_host_tiktok');
  });
});

describe('presaves', () => {
  const now = new Date('2026-11-27T10:00:00Z');
  const later = new Date('2026-12-20T00:00:00Z');
  it('counts a release as presavable while it passed review and its day is ahead', () => {
    expect(isPresavable({ status: ReleaseStatus.Approved, releaseTime: later }, now)).toBe(true);
    expect(isPresavable({ status: ReleaseStatus.Delivered, releaseTime: later }, now)).toBe(true);
    expect(isPresavable({ status: ReleaseStatus.Live, releaseTime: later }, now)).toBe(false);
    expect(isPresavable({ status: ReleaseStatus.UnderReview, releaseTime: later }, now)).toBe(false);
    expect(isPresavable({ status: ReleaseStatus.Approved, releaseTime: new Date('2026-11-27T09:00:00Z') }, now)).toBe(false);
    expect(isPresavable({ status: ReleaseStatus.Approved, releaseTime: null }, now)).toBe(false);
  });

  it('offers the presave stores the release goes to, in the page’s order', () => {
    expect(presaveStoresOf({ 1036: true, 1026: true, 1028: true, 1032: false })).toEqual([1026, 1036]);
    expect(presaveStoresOf({})).toEqual([]);
  });
});

describe('who may build a page', () => {
  it.each([
    [
      { canViewReleases: true, canEditReleases: true, settled: true },
      { canView: true, canEdit: true, canPublish: true, reason: null },
    ],
    [
      { canViewReleases: true, canEditReleases: true, settled: false },
      { canView: true, canEdit: true, canPublish: false, reason: 'not_settled' },
    ],
    [
      { canViewReleases: true, canEditReleases: false, settled: true },
      { canView: true, canEdit: false, canPublish: false, reason: 'no_permission' },
    ],
    [
      { canViewReleases: false, canEditReleases: false, settled: true },
      { canView: false, canEdit: false, canPublish: false, reason: 'no_permission' },
    ],
  ])('%o', (input, expected) => {
    expect(promoPageAccess(input)).toEqual(expected);
  });
});
