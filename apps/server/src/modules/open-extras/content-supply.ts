import { count, desc, eq, or, sql } from 'drizzle-orm';
import { contentSupplyLeads, users } from '@portal/db/schema';
import { isValidEmail, normalizeEmail } from '@portal/domain/credentials';
import { canBind, maskEmail, type ContentSupplyStatus } from '@portal/domain/open-extras';
import { refusal } from '../../platform/errors.ts';
import type { Services } from '../../platform/services.ts';
import type { UserRow } from '../../platform/session.ts';
import { publicOrigin, sign, verify } from './signed-tokens.ts';

type LeadRow = typeof contentSupplyLeads.$inferSelect;

const leadDto = (row: LeadRow) => ({
  leadId: row.id,
  email: maskEmail(row.email),
  artistName: row.artistName,
  offerTitle: row.offerTitle,
  revenueSharePercent: row.revenueSharePercent,
  status: row.status as ContentSupplyStatus,
  bound: row.boundUserId !== null,
  createdAt: row.createdAt.toISOString(),
});

const invalidLink = () => refusal(400, 'content_supply_link_invalid', 'token');

async function leadByToken(services: Services, token: string): Promise<LeadRow> {
  const id = Number((await verify(services, 'cs', token))?.[0]);
  if (!id) throw invalidLink();
  const [row] = await services.db.select().from(contentSupplyLeads).where(eq(contentSupplyLeads.id, id));
  if (!row) throw invalidLink();
  return row;
}

/** An operator offers an artist to supply tracks to the production-music library; the offer goes out by e-mail. */
export async function createLead(services: Services, operator: UserRow, input: { email: string; artistName: string; offerTitle: string; revenueSharePercent: number }) {
  const email = normalizeEmail(input.email);
  if (!isValidEmail(email)) throw refusal(400, 'enter_valid_email_tips', 'body.email');
  const [optedOut] = await services.db
    .select({ id: contentSupplyLeads.id })
    .from(contentSupplyLeads)
    .where(sql`lower(${contentSupplyLeads.email}) = ${email} and ${contentSupplyLeads.unsubscribedAt} is not null`)
    .limit(1);
  if (optedOut) throw refusal(409, 'content_supply_opted_out', 'body.email');
  const [row] = await services.db
    .insert(contentSupplyLeads)
    .values({ email, artistName: input.artistName, offerTitle: input.offerTitle, revenueSharePercent: input.revenueSharePercent, createdByUserId: operator.id })
    .returning();
  const [account] = await services.db.select({ language: users.language }).from(users).where(sql`lower(${users.email}) = ${email}`);
  const language = account?.language ?? 'en';
  const link = `${publicOrigin(services)}/content-supply?token=${encodeURIComponent(await sign(services, 'cs', [row!.id]))}`;
  const t = services.translate;
  await services.outbox.send({
    channel: 'email',
    to: email,
    subject: t(language, 'email_content_supply_subject', { offer: row!.offerTitle }),
    body: t(language, 'email_content_supply_body', { name: row!.artistName, offer: row!.offerTitle, share: row!.revenueSharePercent, link }),
  });
  return { lead: leadDto(row!) };
}

export async function leadsForOperators(services: Services, page: { offset: number; count: number }) {
  const [[total], rows] = await Promise.all([
    services.db.select({ total: count() }).from(contentSupplyLeads),
    services.db.select().from(contentSupplyLeads).orderBy(desc(contentSupplyLeads.id)).offset(page.offset).limit(page.count),
  ]);
  return { total: Number(total?.total ?? 0), leads: rows.map((row) => ({ ...leadDto(row), feedbackMessage: row.feedbackMessage, boundUserId: row.boundUserId })) };
}

export async function openLead(services: Services, token: string) {
  return { lead: leadDto(await leadByToken(services, token)) };
}

/** The address gets no more offers; an offer already accepted stays accepted. */
export async function unsubscribeLead(services: Services, token: string) {
  const row = await leadByToken(services, token);
  const [updated] = await services.db
    .update(contentSupplyLeads)
    .set({ unsubscribedAt: row.unsubscribedAt ?? new Date(), status: row.status === 'BOUND' ? 'BOUND' : 'UNSUBSCRIBED' })
    .where(eq(contentSupplyLeads.id, row.id))
    .returning();
  return { lead: leadDto(updated!) };
}

export async function leadFeedback(services: Services, token: string, input: { interested: boolean; message: string }) {
  const row = await leadByToken(services, token);
  if (!canBind(row.status as ContentSupplyStatus)) throw refusal(409, 'content_supply_closed', 'token');
  const [updated] = await services.db
    .update(contentSupplyLeads)
    .set({ status: input.interested ? 'INTERESTED' : 'DECLINED', feedbackMessage: input.message || null, feedbackAt: new Date() })
    .where(eq(contentSupplyLeads.id, row.id))
    .returning();
  return { lead: leadDto(updated!) };
}

/** Offers bound to the account or sent to its address. */
export async function accountLeads(services: Services, account: UserRow) {
  const rows = await services.db
    .select()
    .from(contentSupplyLeads)
    .where(or(eq(contentSupplyLeads.boundUserId, account.id), account.email ? sql`lower(${contentSupplyLeads.email}) = ${normalizeEmail(account.email)}` : undefined))
    .orderBy(desc(contentSupplyLeads.id));
  return { leads: rows.map(leadDto) };
}

/** Accepting an offer for the signed-in account; the same account again changes nothing, another is refused. */
export async function bindOffer(services: Services, account: UserRow, token: string) {
  const row = await leadByToken(services, token);
  if (row.boundUserId === account.id) return { lead: leadDto(row) };
  if (row.boundUserId !== null || !canBind(row.status as ContentSupplyStatus)) throw refusal(409, 'content_supply_closed', 'token');
  const [updated] = await services.db
    .update(contentSupplyLeads)
    .set({ status: 'BOUND', boundUserId: account.id, boundAt: new Date() })
    .where(sql`${contentSupplyLeads.id} = ${row.id} and ${contentSupplyLeads.boundUserId} is null`)
    .returning();
  if (!updated) throw refusal(409, 'content_supply_closed', 'token');
  return { lead: leadDto(updated) };
}
