import { eq, sql } from 'drizzle-orm';
import { newsletterSubscriptions, users } from '@portal/db/schema';
import { isValidEmail, normalizeEmail } from '@portal/domain/credentials';
import { isUiLanguage } from '@portal/domain/languages';
import { maskEmail } from '@portal/domain/open-extras';
import { refusal, tooManyRequests } from '../../platform/errors.ts';
import { hit } from '../../platform/rate-limit.ts';
import type { Services } from '../../platform/services.ts';
import { updateTopics } from '../settings/subscriptions.ts';
import { publicOrigin, sign, verify } from './signed-tokens.ts';

/** A confirmation link works for a week; asking again sends a fresh one. */
const CONFIRM_SECONDS = 7 * 86_400;
const REQUESTS_PER_IP_PER_HOUR = 10;
const REQUESTS_PER_ADDRESS_PER_HOUR = 3;

const invalidLink = () => refusal(400, 'subscription_link_invalid', 'token');
const b64 = (text: string) => Buffer.from(text).toString('base64url');

async function accountWithEmail(services: Services, email: string) {
  const [user] = await services.db.select().from(users).where(sql`lower(${users.email}) = ${email}`);
  return user ?? null;
}

/** The one-click marketing unsubscribe link: it names the address, so it works for visitors and accounts alike. */
export async function marketUnsubscribeLink(services: Services, email: string): Promise<string> {
  return `${publicOrigin(services)}/unsubscribe?t=${encodeURIComponent(await sign(services, 'mu', [b64(normalizeEmail(email))]))}&ft=market`;
}

/** Double opt-in: the address gets a confirmation link; nothing is sent to it as marketing until it is followed. */
export async function subscribeNewsletter(services: Services, rawEmail: string, language: string, ip: string) {
  const email = normalizeEmail(rawEmail);
  if (!isValidEmail(email)) throw refusal(400, 'enter_valid_email_tips', 'body.email');
  if (!(await hit(services, `newsletter:ip:${ip}`, REQUESTS_PER_IP_PER_HOUR, 3600))) throw tooManyRequests();
  if (!(await hit(services, `newsletter:to:${email}`, REQUESTS_PER_ADDRESS_PER_HOUR, 3600))) throw tooManyRequests();
  const lang = isUiLanguage(language) ? language : 'en';
  await services.db.insert(newsletterSubscriptions).values({ email, language: lang }).onConflictDoNothing();
  const [row] = await services.db
    .update(newsletterSubscriptions)
    .set({ language: lang, requestedAt: new Date(), status: sql`case when ${newsletterSubscriptions.status} = 'confirmed' then 'confirmed' else 'pending' end` })
    .where(sql`lower(${newsletterSubscriptions.email}) = ${email}`)
    .returning();
  if (row!.status === 'confirmed') return { status: 'confirmed' as const };
  const token = await sign(services, 'nc', [row!.id, Math.floor(Date.now() / 1000)]);
  const t = services.translate;
  await services.outbox.send({
    channel: 'email',
    to: email,
    subject: t(lang, 'email_newsletter_confirm_subject'),
    body: t(lang, 'email_newsletter_confirm_body', { link: `${publicOrigin(services)}/subscribe/confirm?token=${encodeURIComponent(token)}` }),
  });
  return { status: 'pending' as const };
}

/** Following the e-mailed link confirms the subscription; an account with that address gets its newsletter topic on. */
export async function confirmSubscription(services: Services, token: string) {
  const parts = await verify(services, 'nc', token);
  const [id, issued] = parts?.map(Number) ?? [];
  if (!id || !issued || Date.now() / 1000 - issued > CONFIRM_SECONDS) throw invalidLink();
  const [row] = await services.db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.id, id));
  // A link issued before the address unsubscribed must not sign it up again.
  if (!row || (row.unsubscribedAt && row.unsubscribedAt.getTime() / 1000 >= issued)) throw invalidLink();
  await services.db
    .update(newsletterSubscriptions)
    .set({ status: 'confirmed', confirmedAt: row.confirmedAt ?? new Date() })
    .where(eq(newsletterSubscriptions.id, id));
  const account = await accountWithEmail(services, row.email);
  if (account) await updateTopics(services, account, { newsletter: true });
  return { email: maskEmail(row.email), status: 'confirmed' as const };
}

/** One click in a marketing e-mail: the newsletter stops, and an account with that address stops promotions too. */
export async function marketUnsubscribe(services: Services, token: string) {
  const parts = await verify(services, 'mu', token);
  if (!parts?.[0]) throw invalidLink();
  const email = Buffer.from(parts[0], 'base64url').toString();
  await services.db.update(newsletterSubscriptions).set({ status: 'unsubscribed', unsubscribedAt: new Date() }).where(sql`lower(${newsletterSubscriptions.email}) = ${email}`);
  const account = await accountWithEmail(services, email);
  if (account) await updateTopics(services, account, { newsletter: false, promotions: false });
  return { email: maskEmail(email), unsubscribed: true as const };
}
