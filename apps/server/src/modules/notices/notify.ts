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
  link?: string;
  /** The same event (for example `contract-signed:42`) never makes a second notice. */
  eventKey?: string;
}

/**
 * The one way every module tells a user something: a notice in the portal and, when the user receives e-mail of the
 * notice's topic, a copy by e-mail with a one-click unsubscribe link. Returns false when the event was already noticed.
 */
export async function notify(services: Services, input: NoticeInput): Promise<boolean> {
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
  lines.push('', t(user.language, 'email_manage_subscriptions', { link: `${origin}/settings#notifications` }));
  if (optionalTopic(topic)) lines.push(t(user.language, 'email_unsubscribe_line', { link: await unsubscribeLink(services, user.id, topic) }));
  await services.outbox.send({ channel: 'email', to: user.email, subject: t(user.language, input.titleKey, vars), body: lines.join('\n') });
}
