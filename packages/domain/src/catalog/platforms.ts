// Platform catalogue, default availability rules and the Stores rule of document 3 (sections 1, 3 and 5).
//
// Ids named by the spec keep their numbers. Ids we assign ourselves live in ranges so that a new store lands
// next to its neighbours: 1300–1399 Asia (1300 Japan, 1320 Korea, 1340 India, 1360 China, 1380 South-East Asia),
// 1400–1499 Latin America, 1500–1599 Africa and Middle East, 1600–1699 Russia/CIS and Europe,
// 1700–1749 other global stores, 1750–1799 social and games, 1900–1999 pseudo-stores.

import { SignUpSource } from '../enums.ts';

export type PlatformType = 'in-house' | 'streaming' | 'social';
/** Stores delivered together through one Korean partner. */
export type PlatformGroup = 'korea';
/** The web draws the initials of the name when simple-icons (v16) has no icon for the brand. */
export type PlatformLogo = { kind: 'simple-icons'; slug: string } | { kind: 'monogram' };

export interface Platform {
  id: number;
  name: string;
  type: PlatformType;
  group?: PlatformGroup;
  /** Display order, lowest first. */
  rank: number;
  logo: PlatformLogo;
  /** The service has shut down: kept so old releases still resolve their store ids. */
  deprecated?: boolean;
  /** Selectable like a store but not a store (an opt-in delivered through another platform). */
  pseudo?: boolean;
}

const p = (id: number, name: string, type: PlatformType, rank: number, slug: string | null, extra: Pick<Platform, 'group' | 'deprecated' | 'pseudo'> = {}): Platform => ({
  id,
  name,
  type,
  rank,
  logo: slug ? { kind: 'simple-icons', slug } : { kind: 'monogram' },
  ...extra,
});

const korea = { group: 'korea' } as const;
const closed = { deprecated: true } as const;

export const CONTENT_ID_PSEUDO_STORE_ID = 1900;
export const YOUTUBE_MUSIC_ID = 1028;
export const NETEASE_CLOUD_MUSIC_ID = 1360;

export const platforms: Platform[] = [
  // In-house: the parent company's own apps.
  p(1, 'Flick', 'in-house', 1, null),
  p(2, 'Flick Music', 'in-house', 2, null),
  p(3, 'FlickCut', 'in-house', 3, null),
  p(4, 'Flick CN', 'in-house', 4, null),
  p(8, 'Flick Notes', 'in-house', 5, null),
  p(9, 'Flick Live', 'in-house', 6, null),
  p(99, 'Other in-house apps', 'in-house', 7, null),

  // Stores named by the spec.
  p(1026, 'Spotify', 'streaming', 10, 'spotify'),
  p(1036, 'Apple Music', 'streaming', 11, 'applemusic'),
  p(1028, 'YouTube Music', 'streaming', 13, 'youtubemusic'),
  p(1013, 'Amazon Music', 'streaming', 15, null), // simple-icons 16 has no Amazon icon at all
  p(1100, 'Facebook & Instagram', 'social', 16, 'meta'),
  p(1032, 'Deezer', 'streaming', 17, 'deezer'),
  p(1039, 'TIDAL', 'streaming', 18, 'tidal'),
  p(1209, 'SoundCloud', 'streaming', 19, 'soundcloud'),
  p(1078, 'iHeartRadio', 'streaming', 20, 'iheartradio'),

  // Japan and Taiwan.
  p(1300, 'LINE MUSIC', 'streaming', 100, 'line'),
  p(1301, 'AWA', 'streaming', 101, null),
  p(1302, 'RecoChoku', 'streaming', 102, null),
  p(1303, 'mora', 'streaming', 103, null),
  p(1304, 'niconico', 'streaming', 104, 'niconico'),
  p(1305, 'KKBOX', 'streaming', 105, null),
  p(1306, 'Rakuten Music', 'streaming', 106, 'rakuten'),
  p(1307, 'music.jp', 'streaming', 107, null),
  p(1308, 'OTOTOY', 'streaming', 108, null),

  // Korea.
  p(1320, 'Melon', 'streaming', 120, null, korea),
  p(1321, 'genie', 'streaming', 121, null, korea),
  p(1322, 'Bugs!', 'streaming', 122, null, korea),
  p(1323, 'FLO', 'streaming', 123, null, korea),
  p(1324, 'VIBE', 'streaming', 124, null, korea),
  p(1325, 'NAVER Music', 'streaming', 125, 'naver', { ...korea, ...closed }), // closed 2020, moved to VIBE

  // India.
  p(1340, 'JioSaavn', 'streaming', 140, null),
  p(1341, 'Gaana', 'streaming', 141, null),
  p(1342, 'Wynk Music', 'streaming', 142, null),
  p(1343, 'Hungama Music', 'streaming', 143, null),
  p(1344, 'Moj', 'social', 144, null),
  p(1345, 'Josh', 'social', 145, null),
  p(1346, 'ShareChat', 'social', 146, null),

  // China.
  p(1360, 'NetEase Cloud Music', 'streaming', 160, 'neteasecloudmusic'),
  p(1361, 'QQ Music', 'streaming', 161, null),
  p(1362, 'Kugou Music', 'streaming', 162, null),
  p(1363, 'Kuwo Music', 'streaming', 163, null),
  p(1364, 'Migu Music', 'streaming', 164, null),
  p(1365, 'Xiami Music', 'streaming', 165, null, closed), // closed 2021

  // South-East Asia.
  p(1380, 'JOOX', 'streaming', 180, null),
  p(1381, 'Zing MP3', 'streaming', 181, null),
  p(1382, 'NhacCuaTui', 'streaming', 182, null),

  // Latin America.
  p(1400, 'Claro Música', 'streaming', 200, null),
  p(1401, 'TREBEL', 'streaming', 201, null),
  p(1402, 'Sua Música', 'streaming', 202, null),
  p(1403, 'Palco MP3', 'streaming', 203, null),
  p(1404, 'Kwai', 'social', 204, null),

  // Africa and Middle East.
  p(1500, 'Boomplay', 'streaming', 300, null),
  p(1501, 'Audiomack', 'streaming', 301, 'audiomack'),
  p(1502, 'Mdundo', 'streaming', 302, null),
  p(1503, 'uduX', 'streaming', 303, null),
  p(1504, 'ayoba', 'streaming', 304, null),
  p(1505, 'Anghami', 'streaming', 305, null),
  p(1506, 'Yango Play', 'streaming', 306, null),
  p(1507, 'Simfy Africa', 'streaming', 307, null, closed), // closed 2019

  // Russia/CIS and Europe.
  p(1600, 'Yandex Music', 'streaming', 400, null),
  p(1601, 'VK Music', 'streaming', 401, 'vk'),
  p(1602, 'Zvuk', 'streaming', 402, null),
  p(1603, 'MTS Music', 'streaming', 403, null),
  p(1604, 'OK', 'social', 404, 'odnoklassniki'),
  p(1605, 'fizy', 'streaming', 405, null),
  p(1606, 'Qobuz', 'streaming', 406, null),
  p(1607, 'Akazoo', 'streaming', 407, null, closed), // closed 2020

  // Other global stores: downloads, DJ, hi-res, radio, recognition, learning, business background music.
  p(1700, 'iTunes', 'streaming', 12, 'itunes'),
  p(1701, 'Pandora', 'streaming', 21, 'pandora'),
  p(1702, 'Napster', 'streaming', 22, 'napster'),
  p(1703, 'Shazam', 'streaming', 23, 'shazam'),
  p(1704, '7digital', 'streaming', 500, null),
  p(1705, 'Beatport', 'streaming', 501, 'beatport'),
  p(1706, 'Traxsource', 'streaming', 502, 'traxsource'),
  p(1707, 'Juno Download', 'streaming', 503, null),
  p(1708, 'HDtracks', 'streaming', 504, null),
  p(1709, 'Gracenote', 'streaming', 505, null),
  p(1710, 'MediaNet', 'streaming', 506, null),
  p(1711, 'Yousician', 'streaming', 507, null),
  p(1712, 'Soundtrack Your Brand', 'streaming', 508, null),
  p(1713, 'Pretzel', 'streaming', 509, 'pretzel'),
  p(1748, 'Google Play Music', 'streaming', 598, null, closed), // closed 2020
  p(1749, 'Groove Music', 'streaming', 599, null, closed), // closed 2017

  // Social and games.
  p(1750, 'Snapchat', 'social', 600, 'snapchat'),
  p(1751, 'Triller', 'social', 601, 'triller'),
  p(1752, 'Roblox', 'social', 602, 'roblox'),
  p(1753, 'Peloton', 'social', 603, 'peloton'),
  p(1754, 'Likee', 'social', 604, null),

  // Pseudo-stores.
  p(CONTENT_ID_PSEUDO_STORE_ID, 'YouTube Content ID', 'streaming', 14, 'youtube', { pseudo: true }),
];

const byId = new Map(platforms.map((platform) => [platform.id, platform]));

export function platformById(id: number): Platform | undefined {
  return byId.get(id);
}

export type PlatformFlags = {
  allowAppleMusic?: boolean;
  disableNetEase?: boolean;
  disableSocialPlatforms?: boolean;
  flexibleInHouseSelection?: boolean;
};

export interface PlatformUser {
  region: string;
  /** User source enumeration (SignUpSource). */
  source: number;
  flags: PlatformFlags;
}

/**
 * One availability constraint on a platform. A platform is offered when it is not deprecated and every rule
 * naming it matches the user; a platform without rules is offered to everyone.
 */
export interface PlatformRule {
  platformId: number;
  regions?: { include?: string[]; exclude?: string[] };
  userSources?: { include?: number[]; exclude?: number[] };
  requiresFlag?: 'allowAppleMusic';
  hiddenByFlag?: 'disableNetEase' | 'disableSocialPlatforms';
  /** Must be selected; for in-house platforms the flexibleInHouseSelection flag waives this. */
  required?: boolean;
}

export const defaultPlatformRules: PlatformRule[] = [
  // Every release goes to the short-video app and its music app unless the user may choose freely.
  { platformId: 1, required: true },
  { platformId: 2, required: true },
  // Catch-all in-house delivery is negotiated per account, so only partner- and A&R-managed users get it.
  { platformId: 99, userSources: { include: [SignUpSource.AP, SignUpSource.AR] } },
  // Apple delivers through one feed for streaming and downloads; both need the account-level approval.
  { platformId: 1036, requiresFlag: 'allowAppleMusic' },
  { platformId: 1700, requiresFlag: 'allowAppleMusic' },
  { platformId: NETEASE_CLOUD_MUSIC_ID, hiddenByFlag: 'disableNetEase' },
  // Brazilian artist platforms only take catalogue from artists based in Brazil.
  { platformId: 1402, regions: { include: ['BR'] } },
  { platformId: 1403, regions: { include: ['BR'] } },
  // uduX's deal covers Nigerian artists only.
  { platformId: 1503, regions: { include: ['NG'] } },
  ...platforms.filter((platform) => platform.type === 'social').map((platform): PlatformRule => ({ platformId: platform.id, hiddenByFlag: 'disableSocialPlatforms' })),
];

const listAllows = <T>(list: { include?: T[]; exclude?: T[] } | undefined, value: T): boolean => !list || ((!list.include || list.include.includes(value)) && !list.exclude?.includes(value));

const ruleMatches = (rule: PlatformRule, user: PlatformUser): boolean =>
  listAllows(rule.regions, user.region) &&
  listAllows(rule.userSources, user.source) &&
  (!rule.requiresFlag || user.flags[rule.requiresFlag] === true) &&
  (!rule.hiddenByFlag || user.flags[rule.hiddenByFlag] !== true);

export interface AvailablePlatform {
  platform: Platform;
  required: boolean;
}

/** Platforms offered to this user, sorted by rank. */
export function availablePlatforms(rules: PlatformRule[], user: PlatformUser, catalogue: Platform[] = platforms): AvailablePlatform[] {
  return catalogue
    .filter((platform) => !platform.deprecated)
    .flatMap((platform) => {
      const own = rules.filter((rule) => rule.platformId === platform.id);
      if (!own.every((rule) => ruleMatches(rule, user))) return [];
      const waived = platform.type === 'in-house' && user.flags.flexibleInHouseSelection === true;
      return [{ platform, required: !waived && own.some((rule) => rule.required === true) }];
    })
    .sort((a, b) => a.platform.rank - b.platform.rank);
}

export type StoreSelectionIssue = { platformId: number; problem: 'not_supported' | 'not_allowed' | 'required' | 'deprecated' } | { problem: 'none_selected' };

/** The album Stores rule: at least one store; each selected one supported, live and offered; required ones selected. */
export function storeSelectionIssues(selected: Record<number, boolean>, available: AvailablePlatform[], catalogue: Platform[] = platforms): StoreSelectionIssue[] {
  const chosen = Object.entries(selected)
    .filter(([, on]) => on === true)
    .map(([id]) => Number(id));
  if (chosen.length === 0) return [{ problem: 'none_selected' }];

  const known = new Map(catalogue.map((platform) => [platform.id, platform]));
  const offered = new Map(available.map((entry) => [entry.platform.id, entry]));
  const issues: StoreSelectionIssue[] = [];
  for (const platformId of chosen) {
    const platform = known.get(platformId);
    if (!platform) issues.push({ platformId, problem: 'not_supported' });
    else if (platform.deprecated) issues.push({ platformId, problem: 'deprecated' });
    else if (!offered.has(platformId)) issues.push({ platformId, problem: 'not_allowed' });
    // Spec: the Content ID pseudo-store is disabled whenever YouTube Music is selected.
    else if (platformId === CONTENT_ID_PSEUDO_STORE_ID && chosen.includes(YOUTUBE_MUSIC_ID)) {
      issues.push({ platformId, problem: 'not_allowed' });
    }
  }
  for (const { platform, required } of available) {
    if (required && !chosen.includes(platform.id)) issues.push({ platformId: platform.id, problem: 'required' });
  }
  return issues;
}
