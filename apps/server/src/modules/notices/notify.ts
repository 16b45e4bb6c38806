import { eq } from 'drizzle-orm';
import { notices, users } from '@portal/db/schema';
import { noticeSubtypes, type NoticeSubtype } from '@portal/domain/notices';
import { optionalTopic, topicOfNoticeCategory } from '@portal/domain/email-topics';
import type { Services } from '../../platform/services.ts';
import { topicsOf, unsubscribeLink } from '../settings/subscriptions.ts';
import { publicOriginOf } from '../../config.ts';

export interface NoticeInput {
  userId: number;
  subtype: NoticeSubtype;
  /** Message keys; the text is rendered in the reader's language when listed. */
  titleKey: string;
  bodyKey: string;
  vars?: Record<string, string | number>;
  /** Amounts (micro-units) written into the text as the reader writes numbers, to the cent: "1,234.50", "1.234,50". */
  amounts?: Record<string, bigint>;
  link?: string;
  /** The same event (for example `contract-signed:42`) never makes a second notice. */
  eventKey?: string;
}

/**
 * The one way every module tells a user something: a notice in the portal and, when the user receives e-mail of the
 * notice's topic, a copy by e-mail with a one-click unsubscribe link. Returns false when the event was already noticed.
 */
export async function notify(services: Services, notice: NoticeInput): Promise<boolean> {
  const input = notice.amounts ? { ...notice, vars: { ...notice.vars, ...(await amountsInReadersFormat(services, notice.userId, notice.amounts)) } } : notice;
  const rows = await services.db
    .insert(notices)
    .values({
      userId: input.userId,
      category: noticeSubtypes[input.subtype],
      subtype: input.subtype,
      titleKey: input.titleKey,
      bodyKey: input.bodyKey,
      vars: input.vars ?? {},
      link: input.link ?? null,
      eventKey: input.eventKey ?? null,
    })
    .onConflictDoNothing()
    .returning({ id: notices.id });
  if (rows.length === 0) return false;
  await emailCopy(services, input);
  return true;
}

async function emailCopy(services: Services, input: NoticeInput): Promise<void> {
  const [user] = await services.db.select().from(users).where(eq(users.id, input.userId));
  const topic = topicOfNoticeCategory(noticeSubtypes[input.subtype]);
  if (!user?.email || !topicsOf(user)[topic]) return;
  const t = services.translate;
  const vars = input.vars ?? {};
  const origin = publicOriginOf(services.config);
  const lines = [t(user.language, input.bodyKey, vars)];
  if (input.link) lines.push(`${origin}${input.link}`);
  lines.push('', t(user.language, 'email_manage_subscriptions', { link: `${origin}/subscription` }));
  if (optionalTopic(topic)) lines.push(t(user.language, 'email_unsubscribe_line', { link: await unsubscribeLink(services, user.id, topic) }));
  await services.outbox.send({ channel: 'email', to: user.email, subject: t(user.language, input.titleKey, vars), body: lines.join('\n') });
}

async function amountsInReadersFormat(services: Services, userId: number, amounts: Record<string, bigint>): Promise<Record<string, string>> {
  const [user] = await services.db.select({ language: users.language }).from(users).where(eq(users.id, userId));
  let format: Intl.NumberFormat;
  try {
    format = new Intl.NumberFormat(user?.language ?? 'en', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  } catch {
    format = new Intl.NumberFormat('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  }
  return Object.fromEntries(Object.entries(amounts).map(([name, micros]) => [name, format.format(Number(micros) / 1_000_000)]));
}
