import { head } from '../head.ts';

/** Operators bring in stores' sales reports (decision 022). */
const admin = { tag: 'admin', access: 'admin' } as const;

export const createSalesImport = head({
  method: 'POST',
  path: '/admin/sales-imports',
  ...admin,
  multipart: true,
});

export const listSalesImports = head({
  method: 'GET',
  path: '/admin/sales-imports',
  ...admin,
});

export const salesSuspense = head({
  method: 'GET',
  path: '/admin/sales-imports/suspense',
  ...admin,
});

export const salesCredited = head({
  method: 'GET',
  path: '/admin/sales-imports/credited',
  ...admin,
});

export const assignSuspense = head({
  method: 'POST',
  path: '/admin/sales-imports/suspense/assign',
  ...admin,
});

export const recordSalesRate = head({
  method: 'POST',
  path: '/admin/sales-imports/rate',
  ...admin,
});
