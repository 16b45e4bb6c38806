import { head } from '../head.ts';

/** Operators bring in the stores' and platforms' daily analytics files (decision 025). */
const admin = { tag: 'admin', access: 'admin' } as const;

export const createAnalyticsImport = head({
  method: 'POST',
  path: '/admin/analytics-imports',
  ...admin,
  multipart: true,
});

export const listAnalyticsImports = head({
  method: 'GET',
  path: '/admin/analytics-imports',
  ...admin,
});
