import { NoticeCategory } from '@portal/domain/notices';

/** isRead of /notice/list: 0 unread only (the split banner links with it), 1 read only; absent means all. */
export type ReadFilter = '0' | '1';

/** The ten categories in the spec's order (document 1 section 3). */
export const noticeCategories: number[] = Object.values(NoticeCategory);

/** The search params of /notice as a filter: anything not understood is left out (so it means "all"). */
export function readNoticeParams(params: URLSearchParams): { category: number | undefined; isRead: ReadFilter | undefined; page: number } {
  const rawCategory = params.get('category');
  const category = rawCategory !== null && /^\d+$/.test(rawCategory) && noticeCategories.includes(Number(rawCategory)) ? Number(rawCategory) : undefined;
  const rawRead = params.get('isRead');
  const isRead = rawRead === '0' || rawRead === '1' ? rawRead : undefined;
  const rawPage = params.get('page');
  const page = rawPage !== null && /^\d+$/.test(rawPage) && Number(rawPage) >= 1 ? Number(rawPage) : 1;
  return { category, isRead, page };
}

/** Sets or clears one filter in the search params; changing a filter starts again at page 1. */
export function withNoticeParam(params: URLSearchParams, name: 'category' | 'isRead' | 'page', value: string | undefined): URLSearchParams {
  const next = new URLSearchParams(params);
  if (value === undefined || (name === 'page' && value === '1')) next.delete(name);
  else next.set(name, value);
  if (name !== 'page') next.delete('page');
  return next;
}
