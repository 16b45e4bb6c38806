import * as routes from '@portal/contract/heads/promotion-center';
import type * as center from '@portal/contract/promotion-center';
import type { ResponseOf } from '@portal/contract/route';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { SESSION_KEY } from '../../lib/queries.ts';

// The promotion center's queries (decision 030); every key sits under KEY so a decision refreshes them all.
export const KEY = [...SESSION_KEY, 'promotion-center'] as const;

export type Campaign = ResponseOf<typeof center.campaignList>['campaigns'][number];
export type PromoSong = ResponseOf<typeof center.songList>['songs'][number];
export type Application = ResponseOf<typeof center.applications>['applications'][number];
interface Page {
  offset: number;
  count: number;
}

export type DmTrack = ResponseOf<typeof center.discoveryModeTracks>['tracks'][number];

export const campaignsQuery = () => queryOptions({ queryKey: [...KEY, 'campaigns'], queryFn: ({ signal }) => api(routes.campaignList, { query: { count: 100 }, signal }) });

export const songsQuery = (query: { campaignId?: number; search: string; offset: number; count: number }) =>
  queryOptions({
    queryKey: [...KEY, 'songs', query],
    queryFn: ({ signal }) => api(routes.songList, { query, signal }),
    placeholderData: keepPreviousData,
  });

export const applicationsQuery = (page: Page) =>
  queryOptions({ queryKey: [...KEY, 'applications', page], queryFn: ({ signal }) => api(routes.applications, { query: page, signal }), placeholderData: keepPreviousData });

export const dmStatusQuery = () => queryOptions({ queryKey: [...KEY, 'dm-status'], queryFn: ({ signal }) => api(routes.discoveryModeStatus, { signal }) });

/** Applies for an open campaign with some of the account's tracks, accepting its terms. */
export const applyForCampaign = (campaignId: number, songIds: number[], note: string) => api(routes.apply, { body: { campaignId, songIds, note, acceptTerms: true } });

/** Joins Discovery Mode (accepting its royalty rate) or leaves it. */
export const setDiscoveryMode = (optIn: boolean, acceptRate: boolean) => api(routes.updateDiscoveryModeStatus, { body: { optIn, acceptRate } });

/** Puts one song in Discovery Mode or takes it out. */
export const setSongInDiscoveryMode = (songId: number, enabled: boolean) => api(routes.updateDiscoveryModeTracks, { body: { songIds: [songId], enabled } });

export const dmTracksQuery = (page: Page) =>
  queryOptions({ queryKey: [...KEY, 'dm-tracks', page], queryFn: ({ signal }) => api(routes.discoveryModeTracks, { query: page, signal }), placeholderData: keepPreviousData });
