import type { ResponseOf } from '@portal/contract/route';
import type * as analytics from '@portal/contract/analytics';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { analyticsRoutes as r } from '../../lib/analytics-routes.ts';
import { SESSION_KEY } from '../../lib/queries.ts';

const KEY = [...SESSION_KEY, 'analytics'] as const;

export type Overview = ResponseOf<typeof analytics.overview>;

export const overviewQuery = (range: { start: string; end: string }) =>
  queryOptions({
    queryKey: [...KEY, 'overview', range],
    queryFn: ({ signal }) => api(r.overview, { query: range, signal }),
    placeholderData: keepPreviousData,
  });

export const topSongsQuery = (range: { start: string; end: string }) =>
  queryOptions({
    queryKey: [...KEY, 'songs', range],
    queryFn: ({ signal }) => api(r.songList, { query: { ...range, count: 5, offset: 0 }, signal }),
    placeholderData: keepPreviousData,
  });
