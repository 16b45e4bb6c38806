import * as routes from '@portal/contract/heads/sales-imports';
import type { ResponseOf } from '@portal/contract/route';
import { isExchangeRate } from '@portal/domain/money/exchange-rates';
import type * as salesImports from '@portal/contract/sales-imports';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { apiUpload } from '../../lib/api-upload.ts';
import { SESSION_KEY } from '../../lib/queries.ts';

// The operators' sales-report imports (decision 022): the list, each import's lines, and what changes them.

export const SALES_IMPORTS_KEY = [...SESSION_KEY, 'admin', 'sales-imports'] as const;
/** A rate as the server takes it: settlement currency per unit, a positive decimal. */
export const isRate = (text: string) => isExchangeRate(text.trim());

export type SalesImport = ResponseOf<typeof salesImports.listSalesImports>['imports'][number];
export type SuspenseLine = ResponseOf<typeof salesImports.salesSuspense>['lines'][number];
export type CreditedLine = ResponseOf<typeof salesImports.salesCredited>['lines'][number];
export type RateResult = ResponseOf<typeof salesImports.recordSalesRate>;

export const isActive = (entry: SalesImport) => entry.status === 'queued' || entry.status === 'running';

export const salesImportsQuery = queryOptions({
  queryKey: [...SALES_IMPORTS_KEY, 'list'],
  queryFn: ({ signal }) => api(routes.listSalesImports, { query: { count: 50 }, signal }),
  staleTime: 0,
});

/** Lines of an import's detail come 100 to a page; pages count from 1. */
/** Lines of an import asked for at a time (credited and suspense lines alike). */
export const LINES_PAGE = 100;
export const pageCount = (total: number) => Math.max(1, Math.ceil(total / LINES_PAGE));
const pageQuery = (page: number) => ({ count: LINES_PAGE, offset: (page - 1) * LINES_PAGE });

export const suspenseQuery = (importId: number, state: 'all' | 'open', page: number) =>
  queryOptions({
    queryKey: [...SALES_IMPORTS_KEY, 'suspense', importId, state, page],
    queryFn: ({ signal }) => api(routes.salesSuspense, { query: { importId, state, ...pageQuery(page) }, signal }),
    staleTime: 0,
  });

export const creditedQuery = (importId: number, page: number) =>
  queryOptions({
    queryKey: [...SALES_IMPORTS_KEY, 'credited', importId, page],
    queryFn: ({ signal }) => api(routes.salesCredited, { query: { importId, ...pageQuery(page) }, signal }),
    staleTime: 0,
  });

export const uploadSalesReport = (file: File, fields: Record<string, string>) => apiUpload(routes.createSalesImport, file, fields);
export const assignSuspenseLines = (body: { importId: number; lineIds: number[]; isrc?: string; upc?: string }) => api(routes.assignSuspense, { body });
export const recordLateRate = (body: { importId: number; currency: string; rate: string }) => api(routes.recordSalesRate, { body });
