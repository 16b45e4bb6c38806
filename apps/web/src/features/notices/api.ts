import * as noticeRoutes from '@portal/contract/heads/notice';
import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { ResponseOf } from '@portal/contract/route';
import type * as notice from '@portal/contract/notice';
import { api } from '../../lib/api-client.ts';
import { headerConfigQuery, SESSION_KEY } from '../../lib/queries.ts';
import type { ReadFilter } from './notice-filters.ts';

export type Notice = ResponseOf<typeof notice.listNotices>['noticeList'][number];

export const NOTICES_KEY = [...SESSION_KEY, 'notices'] as const;

export const noticesQuery = (filter: { category: number | undefined; isRead: ReadFilter | undefined }, offset: number, count: number) =>
  queryOptions({
    queryKey: [...NOTICES_KEY, 'list', { ...filter, offset, count }],
    queryFn: ({ signal }) => api(noticeRoutes.listNotices, { query: { category: filter.category, isRead: filter.isRead, offset, count }, signal }),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

/** Marks the listed notices read, or all of them (of one category when given). */
export const readNotices = (body: { ids: number[] } | { all: true; category?: number }) => api(noticeRoutes.readNotices, { body });

/** After marking read: the header's unread count follows at once, then the lists and the header config refetch. */
export async function afterRead(client: QueryClient, unreadCount: number): Promise<void> {
  client.setQueryData(headerConfigQuery.queryKey, (old) => (old ? { ...old, unreadNoticeCount: unreadCount } : old));
  await Promise.all([client.invalidateQueries({ queryKey: NOTICES_KEY }), client.invalidateQueries({ queryKey: headerConfigQuery.queryKey })]);
}
