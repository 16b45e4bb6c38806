import * as r from '@portal/contract/heads/open-extras';
import type * as openExtras from '@portal/contract/open-extras';
import type { BodyOf } from '@portal/contract/route';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';

// The maintenance window operators announce (/open/mawf) and the content-supply offers made to artists (decision 032).

/** Saving the window answers it as it now stands, which is stored under this key. */
export const MAINTENANCE_KEY = ['admin', 'mawf'];
export const CONTENT_SUPPLY_KEY = ['admin', 'content-supply'];

export const maintenanceWindowQuery = queryOptions({
  queryKey: MAINTENANCE_KEY,
  queryFn: () => api(r.mawf),
});

/** Announces a maintenance window with a message, or clears it (nulls). */
export const setMaintenanceWindow = (body: BodyOf<typeof openExtras.adminSetMawf>) => api(r.adminSetMawf, { body });

export const contentSupplyLeadsQuery = queryOptions({
  queryKey: CONTENT_SUPPLY_KEY,
  queryFn: () => api(r.adminContentSupplyLeads, { query: { count: 20 } }),
});

/** Makes a content-supply offer to an artist and e-mails its link. */
export const offerContentSupply = (body: BodyOf<typeof openExtras.adminCreateContentSupplyLead>) => api(r.adminCreateContentSupplyLead, { body });
