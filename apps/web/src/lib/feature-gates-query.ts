import * as systemRoutes from '@portal/contract/heads/system';
import { queryOptions } from '@tanstack/react-query';
import { api } from './api-client.ts';
import { gatesStaleTime, SESSION_KEY } from './queries.ts';

/** The signed-in user's system feature gates (kept apart from queries.ts: the first load does not read them). */
export const featureGatesQuery = queryOptions({
  queryKey: [...SESSION_KEY, 'feature-gates'],
  queryFn: ({ signal }) => api(systemRoutes.systemFeatureGates, { signal }),
  staleTime: gatesStaleTime,
});
