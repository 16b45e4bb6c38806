import * as openRoutes from '@portal/contract/heads/open';
import { queryOptions } from '@tanstack/react-query';
import { api } from './api-client.ts';

/** The public portal settings (GET /open/config); kept apart from queries.ts, which the first load carries. */
export const openConfigQuery = queryOptions({
  queryKey: ['open', 'config'],
  queryFn: ({ signal }) => api(openRoutes.getOpenConfig, { signal }),
  staleTime: 0,
});
