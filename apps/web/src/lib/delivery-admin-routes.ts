import type * as deliveries from '@portal/contract/deliveries';
import { endpoint as e } from './api-client.ts';

// The operator console's delivery calls and the server's health (issue 23), kept out of lib/api-routes.ts (that one is
// in the login page's first load).
export const deliveryAdminRoutes = {
  listDeliveries: e<typeof deliveries.listDeliveries>('GET', '/admin/deliveries'),
  deliveryDetail: e<typeof deliveries.deliveryDetail>('GET', '/admin/deliveries/detail'),
  retryDelivery: e<typeof deliveries.retryDelivery>('POST', '/admin/deliveries/retry'),
  retryDeliveriesForReason: e<typeof deliveries.retryDeliveriesForReason>('POST', '/admin/deliveries/retry-all'),
  holdStore: e<typeof deliveries.holdStore>('POST', '/admin/deliveries/hold'),
  downloadDeliveryBatch: e<typeof deliveries.downloadDeliveryBatch>('GET', '/admin/deliveries/batch'),
  collectAcknowledgements: e<typeof deliveries.collectAcknowledgements>('POST', '/admin/deliveries/acknowledgements/collect'),
  systemHealth: e<typeof deliveries.systemHealth>('GET', '/admin/system/health'),
};
