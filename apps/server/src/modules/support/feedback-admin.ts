import { asc, count, desc, eq, inArray } from 'drizzle-orm';
import { supportFeedback, supportFeedbackAttachments, supportFeedbackReplies } from '@portal/db/schema';
import type { FeedbackCategory, FeedbackStatus } from '@portal/domain/support';
import { refusal } from '../../platform/errors.ts';
import type { Services } from '../../platform/services.ts';

type Row = typeof supportFeedback.$inferSelect;

const describe = (row: Row, attachmentCount: number) => ({
  id: row.id,
  email: row.email,
  userId: row.userId,
  category: row.category as FeedbackCategory,
  subject: row.subject,
  status: row.status as FeedbackStatus,
  lang: row.lang,
  source: row.source,
  attachmentCount,
  createdAt: row.createdAt.toISOString(),
});

const attachmentCounts = (services: Services, ids: number[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : services.db
        .select({ feedbackId: supportFeedbackAttachments.feedbackId, n: count() })
        .from(supportFeedbackAttachments)
        .where(inArray(supportFeedbackAttachments.feedbackId, ids))
        .groupBy(supportFeedbackAttachments.feedbackId);

export async function listFeedback(services: Services, input: { status?: FeedbackStatus; offset: number; count: number }) {
  const where = input.status ? eq(supportFeedback.status, input.status) : undefined;
  const rows = await services.db.select().from(supportFeedback).where(where).orderBy(desc(supportFeedback.id)).limit(input.count).offset(input.offset);
  const byStatus = await services.db.select({ status: supportFeedback.status, n: count() }).from(supportFeedback).groupBy(supportFeedback.status);
  const attached = new Map(
    (
      await attachmentCounts(
        services,
        rows.map((row) => row.id),
      )
    ).map((r) => [r.feedbackId, r.n]),
  );
  const counts = Object.fromEntries(byStatus.map((r) => [r.status, r.n]));
  const total = input.status ? (counts[input.status] ?? 0) : byStatus.reduce((sum, r) => sum + r.n, 0);
  return { total, counts, items: rows.map((row) => describe(row, attached.get(row.id) ?? 0)) };
}

async function feedbackRow(services: Services, id: number) {
  const [row] = await services.db.select().from(supportFeedback).where(eq(supportFeedback.id, id));
  if (!row) throw refusal(404, 'error_not_found');
  return row;
}

export const attachmentUrl = (id: string) => `/api/admin/support/feedback/attachment?id=${encodeURIComponent(id)}`;

export async function feedbackDetail(services: Services, id: number) {
  const row = await feedbackRow(services, id);
  const attachments = await services.db.select().from(supportFeedbackAttachments).where(eq(supportFeedbackAttachments.feedbackId, id)).orderBy(asc(supportFeedbackAttachments.createdAt));
  const replies = await services.db.select().from(supportFeedbackReplies).where(eq(supportFeedbackReplies.feedbackId, id)).orderBy(asc(supportFeedbackReplies.id));
  return {
    ...describe(row, attachments.length),
    message: row.message,
    conversationId: row.conversationId,
    attachments: attachments.map((a) => ({ id: a.id, fileName: a.fileName, contentType: a.contentType, size: a.size, url: attachmentUrl(a.id) })),
    replies: replies.map((r) => ({ id: r.id, body: r.body, operatorId: r.operatorId, createdAt: r.createdAt.toISOString() })),
  };
}

export async function feedbackAttachment(services: Services, id: string) {
  const [row] = await services.db.select().from(supportFeedbackAttachments).where(eq(supportFeedbackAttachments.id, id));
  const stored = row?.feedbackId ? await services.files.get(row.objectKey) : null;
  if (!row || !stored) throw refusal(404, 'error_not_found');
  return { bytes: stored.bytes, contentType: row.contentType, fileName: row.fileName };
}

const quoted = (text: string) =>
  text
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n');

/** E-mails the answer to the sender, in the language they wrote in, quoting their message; keeps it on the thread. */
export async function replyToFeedback(services: Services, operatorId: number, input: { id: number; body: string; close: boolean }) {
  const row = await feedbackRow(services, input.id);
  const t = (key: string, vars?: Record<string, string>) => services.translate(row.lang, key, vars);
  await services.outbox.send({
    channel: 'email',
    to: row.email,
    subject: t('support_reply_email_subject', { subject: row.subject }),
    body: `${input.body}\n\n${t('support_reply_email_footer')}\n\n${quoted(row.message)}`,
  });
  const status: FeedbackStatus = input.close ? 'CLOSED' : 'ANSWERED';
  await services.db.transaction(async (tx) => {
    await tx.insert(supportFeedbackReplies).values({ feedbackId: row.id, operatorId, body: input.body });
    await tx.update(supportFeedback).set({ status, updatedAt: new Date() }).where(eq(supportFeedback.id, row.id));
  });
  return { id: row.id, status };
}

export async function setFeedbackStatus(services: Services, input: { id: number; status: 'OPEN' | 'CLOSED' }) {
  const row = await feedbackRow(services, input.id);
  await services.db.update(supportFeedback).set({ status: input.status, updatedAt: new Date() }).where(eq(supportFeedback.id, row.id));
  return { id: row.id, status: input.status };
}
