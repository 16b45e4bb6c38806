import { describe, expect, it } from 'vitest';
import { SignUpSource } from '../enums.ts';
import { availablePlatforms, CONTENT_ID_PSEUDO_STORE_ID, defaultPlatformRules, platformById, platforms, storeSelectionIssues, type PlatformFlags, type PlatformUser } from './platforms.ts';

const duplicates = <T>(values: readonly T[]): T[] => values.filter((value, index) => values.indexOf(value) !== index);

const user = (flags: PlatformFlags = {}, region = 'US', source: number = SignUpSource.ORGANIC): PlatformUser => ({
  region,
  source,
  flags: { allowAppleMusic: true, ...flags },
});
const offered = (u: PlatformUser) => availablePlatforms(defaultPlatformRules, u);
const offeredIds = (u: PlatformUser) => offered(u).map((entry) => entry.platform.id);
const requiredIds = (u: PlatformUser) =>
  offered(u)
    .filter((entry) => entry.required)
    .map((entry) => entry.platform.id);
const select = (...ids: number[]): Record<number, boolean> => Object.fromEntries(ids.map((id) => [id, true]));

const specIds: [number, 'in-house' | 'streaming' | 'social'][] = [
  [1, 'in-house'],
  [2, 'in-house'],
  [3, 'in-house'],
  [4, 'in-house'],
  [8, 'in-house'],
  [9, 'in-house'],
  [99, 'in-house'],
  [1026, 'streaming'],
  [1036, 'streaming'],
  [1028, 'streaming'],
  [1032, 'streaming'],
  [1013, 'streaming'],
  [1039, 'streaming'],
  [1078, 'streaming'],
  [1209, 'streaming'],
  [1100, 'social'],
];

describe('platform catalogue', () => {
  it('has unique ids and names, non-empty names and integer ranks', () => {
    expect(duplicates(platforms.map((p) => p.id))).toEqual([]);
    expect(duplicates(platforms.map((p) => p.name))).toEqual([]);
    for (const p of platforms) {
      expect(p.name.trim()).not.toBe('');
      expect(Number.isInteger(p.rank)).toBe(true);
    }
  });

  it('has every id of the spec with its kind', () => {
    for (const [id, type] of specIds) expect(platformById(id)?.type, String(id)).toBe(type);
    expect(platformById(1026)?.name).toBe('Spotify');
    expect(platformById(1028)?.name).toBe('YouTube Music');
    expect(platformById(12345)).toBeUndefined();
  });

  it('has at least 60 live stores beyond the ones the spec names, iTunes separate from Apple Music', () => {
    const named = new Set(specIds.map(([id]) => id));
    const more = platforms.filter((p) => p.type !== 'in-house' && !p.pseudo && !p.deprecated && !named.has(p.id));
    expect(more.length).toBeGreaterThanOrEqual(60);
    expect(platforms.find((p) => p.name === 'iTunes')?.id).not.toBe(1036);
    for (const name of ['LINE MUSIC', 'Melon', 'JioSaavn', 'NetEase Cloud Music', 'Boomplay', 'Claro Música', 'Yandex Music', 'Anghami']) {
      expect(
        platforms.some((p) => p.name === name),
        name,
      ).toBe(true);
    }
  });

  it('keeps assigned ids inside the documented ranges', () => {
    for (const p of platforms.filter((x) => !specIds.some(([id]) => id === x.id))) {
      if (p.pseudo) expect(p.id).toBeGreaterThanOrEqual(1900);
      else expect(p.id >= 1300 && p.id <= 1799, p.name).toBe(true);
    }
  });

  it('groups the Korean stores and marks the Content ID pseudo-store', () => {
    const korean = platforms.filter((p) => p.group === 'korea').map((p) => p.name);
    expect(korean).toEqual(expect.arrayContaining(['Melon', 'genie', 'Bugs!', 'FLO', 'VIBE']));
    expect(platformById(CONTENT_ID_PSEUDO_STORE_ID)).toMatchObject({ name: 'YouTube Content ID', pseudo: true });
    expect(platforms.filter((p) => p.pseudo)).toHaveLength(1);
  });

  it('marks shut-down services deprecated', () => {
    const deprecated = platforms.filter((p) => p.deprecated).map((p) => p.name);
    expect(deprecated).toEqual(expect.arrayContaining(['Google Play Music', 'Xiami Music', 'NAVER Music']));
    expect(deprecated).not.toContain('Spotify');
  });

  it('uses simple-icons slugs where simple-icons 16 has the brand and monograms otherwise', () => {
    const logos: [number, string | null][] = [
      [1026, 'spotify'],
      [1036, 'applemusic'],
      [1028, 'youtubemusic'],
      [1032, 'deezer'],
      [1039, 'tidal'],
      [1078, 'iheartradio'],
      [1209, 'soundcloud'],
      [1100, 'meta'],
      [CONTENT_ID_PSEUDO_STORE_ID, 'youtube'],
      [1013, null],
      [1, null],
      [1305, null],
    ];
    for (const [id, slug] of logos) {
      expect(platformById(id)?.logo, String(id)).toEqual(slug ? { kind: 'simple-icons', slug } : { kind: 'monogram' });
    }
    for (const p of platforms) if (p.logo.kind === 'simple-icons') expect(p.logo.slug).toMatch(/^[a-z0-9]+$/);
    expect(platforms.filter((p) => p.type === 'in-house').every((p) => p.logo.kind === 'monogram')).toBe(true);
  });
});

describe('default platform rules', () => {
  it('refers only to real, live platforms', () => {
    for (const rule of defaultPlatformRules) {
      const platform = platformById(rule.platformId);
      expect(platform, String(rule.platformId)).toBeDefined();
      expect(platform?.deprecated).toBeFalsy();
    }
  });

  it('offers Apple Music and iTunes only with allowAppleMusic', () => {
    expect(offeredIds(user({ allowAppleMusic: true }))).toEqual(expect.arrayContaining([1036, 1700]));
    const without = offeredIds(user({ allowAppleMusic: false }));
    expect(without).not.toContain(1036);
    expect(without).not.toContain(1700);
  });

  it('hides NetEase with disableNetEase and nothing else', () => {
    const netease = platforms.find((p) => p.name === 'NetEase Cloud Music')!.id;
    expect(offeredIds(user())).toContain(netease);
    const hidden = offeredIds(user({ disableNetEase: true }));
    expect(hidden).not.toContain(netease);
    expect(hidden).toContain(platforms.find((p) => p.name === 'QQ Music')!.id);
  });

  it('hides every social platform with disableSocialPlatforms', () => {
    const social = (u: PlatformUser) => offered(u).filter((e) => e.platform.type === 'social');
    expect(social(user()).map((e) => e.platform.id)).toEqual(expect.arrayContaining([1100, 1750]));
    expect(social(user({ disableSocialPlatforms: true }))).toEqual([]);
    expect(offeredIds(user({ disableSocialPlatforms: true }))).toContain(1026);
  });

  it('requires the in-house apps 1 and 2 unless flexibleInHouseSelection is set', () => {
    expect(requiredIds(user())).toEqual([1, 2]);
    expect(requiredIds(user({ flexibleInHouseSelection: true }))).toEqual([]);
    expect(offeredIds(user({ flexibleInHouseSelection: true }))).toEqual(expect.arrayContaining([1, 2]));
  });

  it('applies region and user-source rules', () => {
    const suaMusica = platforms.find((p) => p.name === 'Sua Música')!.id;
    expect(offeredIds(user({}, 'BR'))).toContain(suaMusica);
    expect(offeredIds(user({}, 'US'))).not.toContain(suaMusica);
    expect(offeredIds(user({}, 'US', SignUpSource.AR))).toContain(99);
    expect(offeredIds(user({}, 'US', SignUpSource.UG))).not.toContain(99);
    const rules = [{ platformId: 1026, regions: { exclude: ['JP'] } }];
    expect(availablePlatforms(rules, user({}, 'JP')).map((e) => e.platform.id)).not.toContain(1026);
    expect(availablePlatforms(rules, user({}, 'US')).map((e) => e.platform.id)).toContain(1026);
  });

  it('never offers deprecated platforms and sorts by rank', () => {
    const list = offered(user());
    expect(list.some((e) => e.platform.deprecated)).toBe(false);
    const ranks = list.map((e) => e.platform.rank);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    expect(list.slice(0, 2).map((e) => e.platform.id)).toEqual([1, 2]);
    const shuffled = [platformById(1026)!, platformById(1)!, platformById(1036)!];
    expect(availablePlatforms([], user(), shuffled).map((e) => e.platform.id)).toEqual([1, 1026, 1036]);
  });
});

describe('store selection issues', () => {
  const u = user();
  const available = offered(u);

  it('accepts the required stores plus offered ones', () => {
    expect(storeSelectionIssues(select(1, 2, 1026, 1036), available)).toEqual([]);
  });

  it('needs at least one store', () => {
    expect(storeSelectionIssues({}, available)).toEqual([{ problem: 'none_selected' }]);
    expect(storeSelectionIssues({ 1026: false }, available)).toEqual([{ problem: 'none_selected' }]);
  });

  it('reports unknown ids as not supported and closed stores as deprecated', () => {
    expect(storeSelectionIssues(select(1, 2, 4242, 1748), available)).toEqual([
      { platformId: 1748, problem: 'deprecated' },
      { platformId: 4242, problem: 'not_supported' },
    ]);
  });

  it('reports stores not offered to this user as not allowed', () => {
    const noApple = offered(user({ allowAppleMusic: false }));
    expect(storeSelectionIssues(select(1, 2, 1036), noApple)).toEqual([{ platformId: 1036, problem: 'not_allowed' }]);
  });

  it('reports unselected required stores', () => {
    expect(storeSelectionIssues(select(1026), available)).toEqual([
      { platformId: 1, problem: 'required' },
      { platformId: 2, problem: 'required' },
    ]);
    expect(storeSelectionIssues(select(1026), offered(user({ flexibleInHouseSelection: true })))).toEqual([]);
  });

  it('disallows the Content ID pseudo-store whenever YouTube Music is selected', () => {
    expect(storeSelectionIssues(select(1, 2, CONTENT_ID_PSEUDO_STORE_ID), available)).toEqual([]);
    expect(storeSelectionIssues(select(1, 2, 1028, CONTENT_ID_PSEUDO_STORE_ID), available)).toEqual([{ platformId: CONTENT_ID_PSEUDO_STORE_ID, problem: 'not_allowed' }]);
    expect(storeSelectionIssues({ 1: true, 2: true, 1028: false, [CONTENT_ID_PSEUDO_STORE_ID]: true }, available)).toEqual([]);
  });
});
