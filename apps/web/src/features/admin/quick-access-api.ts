import * as routes from '@portal/contract/heads/deliveries';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { SESSION_KEY } from '../../lib/queries.ts';

// The streaming quick-access page (decision 063): a release's stores, read from the deliveries.

/** Every store a release goes to, with the id each store gave it (at most 100 stores: the catalogue has fewer). */
export const releaseStoresQuery = (releaseId: number) =>
  queryOptions({
    queryKey: [...SESSION_KEY, 'admin', 'quick-access', releaseId],
    queryFn: ({ signal }) => api(routes.listDeliveries, { query: { releaseId, offset: 0, count: 100 }, signal }),
    staleTime: 0,
  });
