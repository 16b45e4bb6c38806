import * as analyticsRoutes from '@portal/contract/heads/analytics';
import * as oauthRoutes from '@portal/contract/heads/oauth';
import type { ResponseOf } from '@portal/contract/route';
import type * as analytics from '@portal/contract/analytics';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, type AnswerOf, type CallOptions, type Endpoint } from '../../lib/api-client.ts';
import { SESSION_KEY } from '../../lib/queries.ts';

export const routes = analyticsRoutes;
export type Overview = ResponseOf<typeof analytics.overview>;
export type Audience = ResponseOf<typeof analytics.songAudience>;
export type Placement = ResponseOf<typeof analytics.playlists>['list'][number];
export type ChartEntry = ResponseOf<typeof analytics.charts>['entries'][number];

/**
 * Any data-insight call as a query: keyed by its path and query under the session (a logout or team switch drops
 * them), and showing the previous answer while a new range loads, so the page does not jump.
 */
export function dataQuery<H extends Endpoint>(route: H, query: CallOptions<NoInfer<H>>['query'], enabled = true) {
  return queryOptions({
    queryKey: [...SESSION_KEY, 'analytics', route.path, query],
    // Every data call takes a query and no body: the generic head's options are spelled out for the compiler.
    queryFn: ({ signal }) => (api as (route: H, options: { query: unknown; signal: AbortSignal }) => Promise<AnswerOf<H>>)(route, { query, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** Whether the owner's Spotify for Artists profile opens straight away (Spotify linked), with its address. */
export const spotifyInstantAccessQuery = queryOptions({
  queryKey: [...SESSION_KEY, 'spotify-instant-access'],
  queryFn: () => api(oauthRoutes.spotifyInstantAccess),
  staleTime: 300_000,
});
