import * as adminRoutes from '@portal/contract/heads/admin';
import * as monetizationRoutes from '@portal/contract/heads/monetization';
import * as openRoutes from '@portal/contract/heads/open';
import * as releaseRoutes from '@portal/contract/heads/releases';
import * as surveyRoutes from '@portal/contract/heads/survey';
import type * as admin from '@portal/contract/admin';
import type * as monetization from '@portal/contract/monetization';
import type { BodyOf, ResponseOf } from '@portal/contract/route';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { apiUpload } from '../../lib/api-upload.ts';
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

/** What the survey banner's viewers did with the running survey; saving the portal settings refreshes it. */
export const surveyStatsQuery = queryOptions({
  queryKey: ['admin', 'survey-stats'],
  queryFn: ({ signal }) => api(surveyRoutes.adminSurveyStats, { signal }),
});

/** One-time codes in a message body, shown apart so an operator can read them at a glance. */
export function codesIn(text: string): string[] {
  // Addresses hold ports and ids, and e-mails name years: neither is a code.
  const words = text.replace(/https?:\/\/\S+/g, ' ').match(/\b\d{4,8}\b/g) ?? [];
  return [...new Set(words.filter((word) => !/^(19|20)\d\d$/.test(word)))];
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

/** Takes an identity case into review: the account shows as being identified. */
export const startIdentityReview = (userId: number) => api(adminRoutes.startIdentityReview, { body: { userId } });

/** Passes or rejects an identity; a rejection carries the reason the user will read. */
export const decideIdentity = (body: BodyOf<typeof admin.decideIdentity>, options: { keepalive?: boolean } = {}) => api(adminRoutes.decideIdentity, { body, keepalive: options.keepalive });

export const OAC_MERGE_KEY = [...SESSION_KEY, 'admin', 'oac-merge'] as const;
export const OAC_MERGE_PAGE_SIZE = 20;
export type OacMergeRequest = ResponseOf<typeof monetization.adminOacMergeList>['requests'][number];

/** Official Artist Channel merge requests of a status (the open ones without it), a page at a time; pages count from 1. */
export const oacMergeQueueQuery = (status: number | undefined, page: number) => {
  const offset = (page - 1) * OAC_MERGE_PAGE_SIZE;
  return queryOptions({
    queryKey: [...OAC_MERGE_KEY, status ?? 'open', offset],
    queryFn: ({ signal }) => api(monetizationRoutes.adminOacMergeList, { query: { status, offset, count: OAC_MERGE_PAGE_SIZE }, signal }),
  });
};

/** Moves a merge request: into review (3), merged (4) or rejected (5, with a note for the artist). */
export const decideOacMerge = (body: BodyOf<typeof monetization.adminOacMergeDecide>, options: { keepalive?: boolean } = {}) =>
  api(monetizationRoutes.adminOacMergeDecide, { body, keepalive: options.keepalive });

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

/** `keepalive` when the page is going away with the decision still to send (decision 068). */
export const decideRelease = (body: { albumId: number; decision: 'approve' | 'reject'; reasons?: string[] }, options: { keepalive?: boolean } = {}) =>
  api(releaseRoutes.decideRelease, { body, keepalive: options.keepalive });

export const recordOfflineContract = (file: File, fields: { userId: string; type: string; signerName: string; signedAt: string; contractNumber: string }) =>
  apiUpload(adminRoutes.recordOfflineContract, file, fields);

export const CONSOLE_COUNTS_KEY = [...SESSION_KEY, 'admin', 'console-counts'] as const;

/** What waits in each room of the console (decision 068); read again every half minute and after each decision. */
export const consoleCountsQuery = queryOptions({
  queryKey: CONSOLE_COUNTS_KEY,
  queryFn: ({ signal }) => api(adminRoutes.consoleCounts, { signal }),
  staleTime: 0,
  refetchInterval: 30_000,
});
