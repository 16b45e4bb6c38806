import * as adminRoutes from '@portal/contract/heads/admin';
import * as openRoutes from '@portal/contract/heads/open';
import * as releaseRoutes from '@portal/contract/heads/releases';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { SESSION_KEY } from '../../lib/queries.ts';
import type { PublicConfig } from '@portal/contract/open';

export type GateScope = 'open' | 'system' | 'release';

export const featureGatesAdminQuery = queryOptions({
  queryKey: [...SESSION_KEY, 'admin', 'feature-gates'],
  queryFn: ({ signal }) => api(adminRoutes.listFeatureGates, { signal }),
  staleTime: 0,
});

export const outboxQuery = (recipient: string, offset: number, count: number) =>
  queryOptions({
    queryKey: [...SESSION_KEY, 'admin', 'outbox', { recipient, offset, count }],
    queryFn: ({ signal }) => api(adminRoutes.listOutbox, { query: { recipient: recipient || undefined, offset, count }, signal }),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export { openConfigQuery } from '../../lib/open-config-query.ts';

export const saveFeatureGate = (gate: { scope: GateScope; key: string; enabled: boolean; description: string }) => api(adminRoutes.saveFeatureGate, { body: gate });

export const savePortalConfig = (body: Partial<PublicConfig>) => api(openRoutes.putOpenConfig, { body });

/** One-time codes in a message body, shown apart so an operator can read them at a glance. */
export function codesIn(text: string): string[] {
  return [...new Set(text.match(/\b\d{4,8}\b/g) ?? [])];
}

export const GATE_KEY_PATTERN = /^[A-Za-z][A-Za-z0-9_.-]{0,63}$/;

export const identityQueueQuery = (offset: number, count: number) =>
  queryOptions({
    queryKey: [...SESSION_KEY, 'admin', 'identity-queue', { offset, count }],
    queryFn: ({ signal }) => api(adminRoutes.identityQueue, { query: { offset, count }, signal }),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export const identityCaseQuery = (userId: number) =>
  queryOptions({
    queryKey: [...SESSION_KEY, 'admin', 'identity-case', userId],
    queryFn: ({ signal }) => api(adminRoutes.identityCase, { query: { userId }, signal }),
    staleTime: 0,
  });

export const releaseQueueQuery = (offset: number, count: number) =>
  queryOptions({
    queryKey: [...SESSION_KEY, 'admin', 'release-queue', { offset, count }],
    queryFn: ({ signal }) => api(releaseRoutes.releaseReviewQueue, { query: { offset, count }, signal }),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export const releaseCaseQuery = (albumId: number) =>
  queryOptions({
    queryKey: [...SESSION_KEY, 'admin', 'release-case', albumId],
    queryFn: ({ signal }) => api(releaseRoutes.releaseReviewCase, { query: { albumId }, signal }),
    staleTime: 0,
    retry: false,
  });

export const decideRelease = (body: { albumId: number; decision: 'approve' | 'reject'; reasons?: string[] }) => api(releaseRoutes.decideRelease, { body });
