import * as supportRoutes from '@portal/contract/heads/support';
import type { BodyOf } from '@portal/contract/route';
import type * as support from '@portal/contract/support';
import type { FeedbackStatus } from '@portal/domain/support';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { SESSION_KEY } from '../../lib/queries.ts';

// Support for operators: the feedback inbox (read, answer by e-mail, close) and the FAQ-answer statistics.

export const SUPPORT_KEY = [...SESSION_KEY, 'admin', 'support'] as const;
/** The inbox comes 20 to a page; pages count from 1. */
export const SUPPORT_PAGE_SIZE = 20;

/** The feedback of a status (all of it without one). */
export const feedbackInboxQuery = (status: FeedbackStatus | null, page: number) =>
  queryOptions({
    queryKey: [...SUPPORT_KEY, 'inbox', status, page],
    queryFn: ({ signal }) => api(supportRoutes.adminFeedbackList, { query: { status: status ?? undefined, offset: (page - 1) * SUPPORT_PAGE_SIZE, count: SUPPORT_PAGE_SIZE }, signal }),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export const feedbackDetailQuery = (id: number) =>
  queryOptions({ queryKey: [...SUPPORT_KEY, 'detail', id], queryFn: ({ signal }) => api(supportRoutes.adminFeedbackDetail, { query: { id }, signal }), staleTime: 0 });

export const faqStatsQuery = queryOptions({ queryKey: [...SUPPORT_KEY, 'faq-stats'], queryFn: ({ signal }) => api(supportRoutes.adminFaqStats, { signal }), staleTime: 0 });

/** Answers a feedback by e-mail, and closes it when asked to. */
export const replyToFeedback = (body: BodyOf<typeof support.adminFeedbackReply>) => api(supportRoutes.adminFeedbackReply, { body });

/** Opens or closes a feedback again. */
export const setFeedbackStatus = (body: BodyOf<typeof support.adminFeedbackStatus>) => api(supportRoutes.adminFeedbackStatus, { body });
