import type { StoreAccountKind } from '@portal/domain/artist-links';

/** One store profile the page offers the tools of. */
export interface StoreProfile {
  kind: StoreAccountKind;
  artistId: string;
  artistName: string;
  /** An operator accepted the account's claim of this profile (decision 058). */
  verified: boolean;
}

interface OwnProfile {
  artistName: string;
  storeAccounts: Record<string, { artistId: string }>;
  claims: readonly { platform: StoreAccountKind; externalId: string; status: string }[];
}

const isKind = (kind: string): kind is StoreAccountKind => kind === 'spotify' || kind === 'apple';

/** An artist account: the store accounts of its profile and the profiles its accepted claims name, once each. */
export function profilesOfArtist(profile: OwnProfile): StoreProfile[] {
  const accepted = profile.claims.filter((claim) => claim.status === 'accepted');
  const verified = (kind: StoreAccountKind, id: string) => accepted.some((claim) => claim.platform === kind && claim.externalId === id);
  const found = new Map<string, StoreProfile>();
  const add = (kind: StoreAccountKind, artistId: string) => {
    if (!found.has(`${kind}:${artistId}`)) found.set(`${kind}:${artistId}`, { kind, artistId, artistName: profile.artistName, verified: verified(kind, artistId) });
  };
  for (const claim of accepted) add(claim.platform, claim.externalId);
  for (const [kind, account] of Object.entries(profile.storeAccounts)) if (isKind(kind) && account.artistId) add(kind, account.artistId);
  return [...found.values()];
}

/** A label: every artist of its roster with a store id. */
export function profilesOfRoster(artists: readonly { artistName: string; spotifyId: string | null; appleId: string | null }[]): StoreProfile[] {
  return artists.flatMap((artist) => [
    ...(artist.spotifyId ? [{ kind: 'spotify' as const, artistId: artist.spotifyId, artistName: artist.artistName, verified: false }] : []),
    ...(artist.appleId ? [{ kind: 'apple' as const, artistId: artist.appleId, artistName: artist.artistName, verified: false }] : []),
  ]);
}
