import * as openRoutes from '@portal/contract/heads/open';
import * as systemRoutes from '@portal/contract/heads/system';
import * as userRoutes from '@portal/contract/heads/user';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { api } from './api-client.ts';

/**
 * Queries the shell and several features share. Everything that belongs to the signed-in user is keyed
 * under 'me', so ending a session is one removeQueries call.
 */
export const SESSION_KEY = ['me'] as const;

export const basicQuery = queryOptions({
  queryKey: ['system', 'basic'],
  queryFn: ({ signal }) => api(systemRoutes.systemBasic, { signal }),
});

export const regionQuery = queryOptions({
  queryKey: ['open', 'region'],
  queryFn: ({ signal }) => api(openRoutes.getRegion, { signal }),
});

export const complianceQuery = queryOptions({
  queryKey: ['system', 'compliance'],
  queryFn: ({ signal }) => api(systemRoutes.systemCompliance, { signal }),
});

export const userQuery = queryOptions({
  queryKey: [...SESSION_KEY, 'user'],
  queryFn: async ({ signal }) => (await api(userRoutes.getUser, { query: { withPhone: true }, signal })).user,
});

export const headerConfigQuery = queryOptions({
  queryKey: [...SESSION_KEY, 'header-config'],
  queryFn: ({ signal }) => api(systemRoutes.headerConfig, { signal }),
});

/** Feature gates say how long they may be cached (cacheSeconds: 60 -> stale after 60 s). */
export const gatesStaleTime = (query: { state: { data?: { cacheSeconds: number } } }) => (query.state.data?.cacheSeconds ?? 60) * 1000;

export const openFeatureGatesQuery = queryOptions({
  queryKey: ['open', 'feature-gates'],
  queryFn: ({ signal }) => api(openRoutes.openFeatureGates, { signal }),
  staleTime: gatesStaleTime,
});

/** After login or sign-up: the region answer's isLogin and every 'me' query are out of date. */
export async function refreshSession(client: QueryClient): Promise<void> {
  client.removeQueries({ queryKey: SESSION_KEY });
  await client.invalidateQueries({ queryKey: regionQuery.queryKey });
}

/** Stores a user from a write call; those answers leave out the phone number, so the cached one is kept. */
export function storeUser(client: QueryClient, user: import('@portal/contract/user').User): void {
  client.setQueryData(userQuery.queryKey, (old) => ({ ...user, phone: user.phone ?? old?.phone ?? null }));
}
