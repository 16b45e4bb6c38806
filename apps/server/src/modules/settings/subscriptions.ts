import { eq, sql } from 'drizzle-orm';
import { users } from '@portal/db/schema';
import { BusinessCode } from '@portal/domain/errors';
import { effectiveTopics, isEmailTopic, optionalTopic, type EmailTopic } from '@portal/domain/email-topics';
import { AppError } from '../../platform/errors.ts';
import { hmacSignature, sharedSecret } from '../../platform/signing.ts';
import { safeEqual } from '../../platform/tokens.ts';
import type { UserRow } from '../../platform/session.ts';
import type { Services } from '../../platform/services.ts';
import { publicOriginOf } from '../../config.ts';

const SECRET_KEY = 'unsubscribe_secret';

const mac = (secret: string, payload: string) => hmacSignature(secret, payload, 32);

/** A ticket that unsubscribes one user from one topic, without logging in (the link in every topic e-mail). */
export async function unsubscribeTicket(services: Services, userId: number, topic: EmailTopic): Promise<string> {
  const payload = `${userId}.${topic}`;
  return `${payload}.${mac(await sharedSecret(services, SECRET_KEY), payload)}`;
}

export async function unsubscribeLink(services: Services, userId: number, topic: EmailTopic): Promise<string> {
  const origin = publicOriginOf(services.config);
  return `${origin}/unsubscribe?t=${encodeURIComponent(await unsubscribeTicket(services, userId, topic))}&ft=${topic}`;
}

export function topicsOf(user: Pick<UserRow, 'preferences'>) {
  return effectiveTopics(((user.preferences ?? {}) as { emailTopics?: Record<string, boolean> }).emailTopics);
}

export async function updateTopics(services: Services, user: UserRow, changes: Partial<Record<EmailTopic, boolean>>) {
  if (changes.account === false) {
    throw new AppError(BusinessCode.REQUEST_COMMON, 400, [{ field: 'body.account', messageKey: 'settings_topic_required', message: 'account' }], 'error_invalid_request');
  }
  const patch = Object.fromEntries(Object.entries(changes).filter(([topic]) => optionalTopic(topic as EmailTopic)));
  const [row] = await services.db
    .update(users)
    .set({
      preferences: sql`jsonb_set(${users.preferences}, '{emailTopics}', coalesce(${users.preferences}->'emailTopics', '{}'::jsonb) || ${JSON.stringify(patch)}::jsonb)`,
      updatedAt: new Date(),
    })
    .where(eq(users.id, user.id))
    .returning();
  await services.sessions.invalidateUser(user.id);
  return { topics: topicsOf(row!) };
}

const badTicket = () => new AppError(BusinessCode.REQUEST_COMMON, 400, undefined, 'unsubscribe_ticket_invalid');

/** One-click unsubscribe: the ticket names the user and the topic and is signed; a survey answer may follow. */
export async function unsubscribe(services: Services, ticket: string, surveyReason: string | undefined) {
  const [userId, topic, signature] = ticket.split('.');
  if (!userId || !topic || !signature || !/^\d+$/.test(userId) || !isEmailTopic(topic) || !optionalTopic(topic)) throw badTicket();
  if (!safeEqual(signature, mac(await sharedSecret(services, SECRET_KEY), `${userId}.${topic}`))) throw badTicket();
  const [user] = await services.db
    .select()
    .from(users)
    .where(eq(users.id, Number(userId)));
  if (!user) throw badTicket();
  await updateTopics(services, user, { [topic]: false });
  if (surveyReason) {
    await services.db
      .update(users)
      .set({ extra: sql`jsonb_set(${users.extra}, '{unsubscribeSurvey}', ${JSON.stringify({ topic, reason: surveyReason, at: new Date().toISOString() })}::jsonb)` })
      .where(eq(users.id, user.id));
  }
  return { topic, unsubscribed: true as const };
}
