import type * as analyticsImports from '@portal/contract/analytics-imports';
import { endpoint as e } from './api-client.ts';

/** The operators' analytics-file imports (decision 025); checked against the contract by api-routes.test.ts. */
export const analyticsImportRoutes = {
  createAnalyticsImport: e<typeof analyticsImports.createAnalyticsImport>('POST', '/admin/analytics-imports'),
  listAnalyticsImports: e<typeof analyticsImports.listAnalyticsImports>('GET', '/admin/analytics-imports'),
};
