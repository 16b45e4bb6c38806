import * as oauthRoutes from '@portal/contract/heads/oauth';
import * as promotionRoutes from '@portal/contract/heads/promotion';
import type * as oauth from '@portal/contract/oauth';
import type * as pitching from '@portal/contract/promotion';
import type { BodyOf, ResponseOf } from '@portal/contract/route';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { SESSION_KEY } from '../../lib/queries.ts';

const KEY = [...SESSION_KEY, 'pitching'] as const;
export type PitchState = ResponseOf<typeof pitching.albumPitching>;
export type SpotifyRelease = ResponseOf<typeof oauth.spotifyReleaseInfo>['releases'][number];

export const albumPitchingQuery = (albumId: number) =>
  queryOptions({ queryKey: [...KEY, 'album', albumId], queryFn: ({ signal }) => api(promotionRoutes.albumPitching, { query: { albumId }, signal }) });

/** Whether one song can be pitched now, asked when the form picks it (another member may have pitched meanwhile). */
export const songPitchingAllowQuery = (songId: number) =>
  queryOptions({ queryKey: [...KEY, 'song', songId], queryFn: ({ signal }) => api(promotionRoutes.songPitchingAllow, { query: { songId }, signal }), staleTime: 0 });

/** What the owner's linked Spotify account lists, read from Spotify (the owner's own link: owners only). */
export const spotifyReleasesQuery = () =>
  queryOptions({ queryKey: [...SESSION_KEY, 'oauth', 'spotify-releases'], queryFn: ({ signal }) => api(oauthRoutes.spotifyReleaseInfo, { signal }), staleTime: 60_000 });

export const pitchProfileQuery = () => queryOptions({ queryKey: [...KEY, 'profile'], queryFn: ({ signal }) => api(promotionRoutes.pitchingInfo, { signal }) });

/** Pitches one song of an upcoming release to the editors. */
export const pitchSong = (body: BodyOf<typeof pitching.updateAlbumPitching>) => api(promotionRoutes.updateAlbumPitching, { body });

/** Saves the account's pitch profile (hometown and marketing plans). */
export const savePitchProfile = (body: BodyOf<typeof pitching.savePitchingInfo>) => api(promotionRoutes.savePitchingInfo, { body });
