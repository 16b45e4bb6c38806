import * as monitoringRoutes from '@portal/contract/heads/monitoring';
import type { ClientReportKind } from '@portal/domain/client-reports';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { SESSION_KEY } from '../../lib/queries.ts';

export interface ClientErrorFilter {
  kind: ClientReportKind | '';
  release: string;
  sort: 'count' | 'lastSeen';
}

/** The console's top errors (decision 059): one page of them under the filter. */
export const clientErrorsQuery = (filter: ClientErrorFilter = { kind: '', release: '', sort: 'count' }, offset = 0, count = 20) =>
  queryOptions({
    queryKey: [...SESSION_KEY, 'admin', 'client-errors', { ...filter, offset, count }],
    queryFn: ({ signal }) => api(monitoringRoutes.listClientErrors, { query: { kind: filter.kind || undefined, release: filter.release || undefined, sort: filter.sort, offset, count }, signal }),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
