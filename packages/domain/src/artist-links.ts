/** Artist platform links and store accounts (document 1 section 3, "AI tasks and linked accounts"). */
export const artistLinkKinds = ['instagram', 'facebook', 'official_website', 'tiktok'] as const;
export type ArtistLinkKind = (typeof artistLinkKinds)[number];
export const storeAccountKinds = ['spotify', 'apple'] as const;
export type StoreAccountKind = (typeof storeAccountKinds)[number];

const hosts: Record<Exclude<ArtistLinkKind, 'official_website'>, RegExp> = {
  instagram: /^(www\.)?instagram\.com$/,
  facebook: /^(www\.|m\.)?facebook\.com$/,
  tiktok: /^(www\.)?tiktok\.com$/,
};

function parseHttps(value: string): URL | null {
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' && !url.username && !url.password ? url : null;
  } catch {
    return null;
  }
}

/** null when the link is acceptable, else a message key: https only, and the platform's own host. */
export function checkArtistLink(kind: ArtistLinkKind, value: string): string | null {
  if (value.length > 300) return 'artist_link_too_long';
  const url = parseHttps(value);
  if (!url) return 'artist_link_https_only';
  if (kind !== 'official_website' && (!hosts[kind].test(url.hostname) || url.pathname.length < 2)) return `artist_link_wrong_host_${kind}`;
  return null;
}

/** The artist id of a store account address, or null when it is not one (Spotify and Apple Music artist pages). */
export function storeArtistId(kind: StoreAccountKind, value: string): string | null {
  const url = parseHttps(value);
  if (!url) return null;
  if (kind === 'spotify') return url.hostname === 'open.spotify.com' ? (url.pathname.match(/^\/(?:intl-[a-z-]+\/)?artist\/([A-Za-z0-9]{22})\/?$/)?.[1] ?? null) : null;
  return url.hostname === 'music.apple.com' ? (url.pathname.match(/^\/[a-z]{2}\/artist\/(?:[^/]+\/)?(\d{5,15})\/?$/)?.[1] ?? null) : null;
}
