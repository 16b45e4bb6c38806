import * as artistRoutes from '@portal/contract/heads/artists';
import * as oauthRoutes from '@portal/contract/heads/oauth';
import * as profileRoutes from '@portal/contract/heads/profiles';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { SESSION_KEY } from '../../lib/queries.ts';

const KEY = [...SESSION_KEY, 'instant-access'] as const;

/** Whether the owner's Spotify login is linked, so Spotify for Artists access can be asked for at once. */
export const spotifyAccessQuery = queryOptions({
  queryKey: [...KEY, 'spotify'],
  queryFn: ({ signal }) => api(oauthRoutes.spotifyInstantAccess, { signal }),
  staleTime: 0,
});

/** An artist account's own profile: the store accounts it gave and its claims. */
export const ownArtistQuery = (userId: number) =>
  queryOptions({ queryKey: [...KEY, 'profile', userId], queryFn: ({ signal }) => api(profileRoutes.artistExtra, { query: { artistId: userId }, signal }), staleTime: 0 });

/** A label's artists with their store ids (the first hundred by name). */
export const rosterQuery = queryOptions({
  queryKey: [...KEY, 'roster'],
  queryFn: ({ signal }) => api(artistRoutes.artistList, { query: { offset: 0, count: 100, value: '' }, signal }),
  staleTime: 0,
});
