import { z } from 'zod';
import { NoticeCategory } from '@portal/domain/notices';
import { defineRoute } from './route.ts';
import * as heads from './heads/notice.ts';

const category = z.coerce.number().int().min(NoticeCategory.DEFAULT).max(NoticeCategory.WITHDRAW);

export const notice = z.object({
  id: z.number(),
  category: z.number(),
  subtype: z.string(),
  title: z.string(),
  content: z.string(),
  link: z.string().nullable(),
  isRead: z.boolean(),
  createdAt: z.string(),
});

export const listNotices = defineRoute(heads.listNotices, {
  summary: 'The caller’s notices, newest first, in their language, with unread counts per category',
  query: z.object({
    category: category.optional(),
    /** isRead=0 lists unread notices only (the split banner links here with it), 1 read ones. */
    isRead: z.enum(['0', '1']).optional(),
    offset: z.coerce.number().int().min(0).default(0),
    count: z.coerce.number().int().min(0).max(100).default(10),
  }),
  response: z.object({
    total: z.number(),
    unreadCount: z.number(),
    unreadByCategory: z.record(z.string(), z.number()),
    noticeList: z.array(notice),
  }),
});

export const readNotices = defineRoute(heads.readNotices, {
  summary: 'Mark notices read: the listed ids, or all (optionally of one category)',
  body: z
    .object({ ids: z.array(z.number().int().positive()).min(1).max(100).optional(), all: z.literal(true).optional(), category: category.optional() })
    .strict()
    .refine((b) => (b.ids ? !b.all : b.all), { message: 'ids or all', path: ['ids'] }),
  response: z.object({ updated: z.number(), unreadCount: z.number() }),
});
