import * as artistRoutes from '@portal/contract/heads/artists';
import type * as artists from '@portal/contract/artists';
import type { BodyOf, ResponseOf } from '@portal/contract/route';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { SESSION_KEY } from '../../lib/queries.ts';

export const CLAIMS_KEY = [...SESSION_KEY, 'admin', 'artist-claims'] as const;
export const CLAIMS_PAGE_SIZE = 20;

export type QueuedClaim = ResponseOf<typeof artists.adminClaimQueue>['claims'][number];
export type ClaimStatus = QueuedClaim['status'];

/** Artist-profile claims by status: the queue (pending, oldest first) or the decided ones. */
export const claimQueueQuery = (status: ClaimStatus, page: number) =>
  queryOptions({
    queryKey: [...CLAIMS_KEY, { status, page }],
    queryFn: ({ signal }) => api(artistRoutes.adminClaimQueue, { query: { status, offset: (page - 1) * CLAIMS_PAGE_SIZE, count: CLAIMS_PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

/** Accepts a claim, or refuses it with a reason the artist reads. */
export const decideClaim = (body: BodyOf<typeof artists.adminDecideClaim>, options: { keepalive?: boolean } = {}) => api(artistRoutes.adminDecideClaim, { body, keepalive: options.keepalive });
