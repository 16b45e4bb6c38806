import * as routes from '@portal/contract/heads/deliveries';
import * as releaseRoutes from '@portal/contract/heads/releases';
import type { deliveryDetail, listDeliveries, systemHealth } from '@portal/contract/deliveries';
import type { ResponseOf } from '@portal/contract/route';
import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { SESSION_KEY } from '../../lib/queries.ts';
import type { DeliveryFilter } from './deliveries-filter.ts';

// The operators' Deliveries page and the System health panel (issue 23, decision 047).

const KEY = [...SESSION_KEY, 'admin', 'deliveries'] as const;
const HEALTH_KEY = [...SESSION_KEY, 'admin', 'system-health'] as const;

export type DeliveryList = ResponseOf<typeof listDeliveries>;
export type AdminDelivery = DeliveryList['deliveries'][number];
export type DeliveryDetail = ResponseOf<typeof deliveryDetail>;
export type SystemHealth = ResponseOf<typeof systemHealth>;

export const deliveriesQuery = (filter: DeliveryFilter, offset: number, count: number) =>
  queryOptions({
    queryKey: [...KEY, 'list', { ...filter, offset, count }],
    queryFn: ({ signal }) =>
      api(routes.listDeliveries, {
        query: { state: filter.state || undefined, platformId: filter.platformId ?? undefined, reason: filter.reason || undefined, offset, count },
        signal,
      }),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export const deliveryDetailQuery = (releaseId: number, platformId: number) =>
  queryOptions({
    queryKey: [...KEY, 'detail', releaseId, platformId],
    queryFn: ({ signal }) => api(routes.deliveryDetail, { query: { releaseId, platformId }, signal }),
    staleTime: 0,
    retry: false,
  });

/** The server keeps its last check for a while; the panel asks for that one, "Check again" for a fresh one. */
export const systemHealthQuery = queryOptions({
  queryKey: HEALTH_KEY,
  queryFn: ({ signal }) => api(routes.systemHealth, { query: { refresh: '0' }, signal }),
  staleTime: 30_000,
});

export async function checkHealthAgain(client: QueryClient): Promise<SystemHealth> {
  const fresh = await api(routes.systemHealth, { query: { refresh: '1' } });
  client.setQueryData(HEALTH_KEY, fresh);
  return fresh;
}

/** Sends one delivery again; a store that already acknowledged its message is skipped by the server. */
export const retryDelivery = (releaseId: number, platformId: number) => api(routes.retryDelivery, { body: { releaseId, platformId } });

/** Sends again every delivery that failed for this reason. */
export const retryDeliveriesForReason = (reasonCode: string) => api(routes.retryDeliveriesForReason, { body: { reasonCode } });

/** Records that a store published the release, when it said so outside the automatic acknowledgements. */
export const markLiveOnStore = (releaseId: number, platformId: number) => api(releaseRoutes.markReleaseLive, { body: { albumId: releaseId, platformId } });

/** Holds a store (nothing is sent to it) or lifts its hold (what waited is sent). */
export const setStoreHold = (platformId: number, held: boolean, note = '') => api(routes.holdStore, { body: { platformId, held, note } });

/** Reads the acknowledgements the stores left at their targets now. */
export const collectAcknowledgements = () => api(routes.collectAcknowledgements);

/** A message's batch as the store received it: a plain download link (GET, the session cookie goes along). */
export const batchDownloadUrl = (messageId: string) => `/api${routes.downloadDeliveryBatch.path}?messageId=${encodeURIComponent(messageId)}`;

/** After a retry, a hold or collected acknowledgements: the list, its counts and the open detail. */
export const afterDeliveryChange = (client: QueryClient) => client.invalidateQueries({ queryKey: KEY });
