import { head } from '../head.ts';

// Deliveries to stores as the operators follow and repair them, and the server's health (issue 23, decision 047).

const admin = { tag: 'admin', access: 'admin' } as const;

export const listDeliveries = head({
  method: 'GET',
  path: '/admin/deliveries',
  ...admin,
});

export const deliveryDetail = head({
  method: 'GET',
  path: '/admin/deliveries/detail',
  ...admin,
});

export const retryDelivery = head({
  method: 'POST',
  path: '/admin/deliveries/retry',
  ...admin,
});

export const retryDeliveriesForReason = head({
  method: 'POST',
  path: '/admin/deliveries/retry-all',
  ...admin,
});

export const holdStore = head({
  method: 'POST',
  path: '/admin/deliveries/hold',
  ...admin,
});

export const downloadDeliveryBatch = head({
  method: 'GET',
  path: '/admin/deliveries/batch',
  ...admin,
  download: true,
});

export const collectAcknowledgements = head({
  method: 'POST',
  path: '/admin/deliveries/acknowledgements/collect',
  ...admin,
});

export const systemHealth = head({
  method: 'GET',
  path: '/admin/system/health',
  ...admin,
});
