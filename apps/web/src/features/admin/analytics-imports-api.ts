import * as routes from '@portal/contract/heads/analytics-imports';
import type * as analyticsImports from '@portal/contract/analytics-imports';
import type { ResponseOf } from '@portal/contract/route';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { apiUpload } from '../../lib/api-upload.ts';
import { SESSION_KEY } from '../../lib/queries.ts';

// The operators' daily analytics files (decision 025): the imports and the upload of a file.

export const ANALYTICS_IMPORTS_KEY = [...SESSION_KEY, 'admin', 'analytics-imports'] as const;

export type AnalyticsImport = ResponseOf<typeof analyticsImports.listAnalyticsImports>['imports'][number];

export const analyticsImportsQuery = queryOptions({
  queryKey: [...ANALYTICS_IMPORTS_KEY, 'list'],
  queryFn: ({ signal }) => api(routes.listAnalyticsImports, { query: { count: 50 }, signal }),
  staleTime: 0,
});

export const uploadAnalyticsFile = (file: File) => apiUpload(routes.createAnalyticsImport, file, { fileName: file.name });
