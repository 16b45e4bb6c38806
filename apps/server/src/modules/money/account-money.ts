import { and, asc, count, desc, eq, gt, inArray } from 'drizzle-orm';
import { advances, ledgerAccounts, ledgerPostings, ledgerTransactions, users, withdrawalEvents, withdrawals } from '@portal/db/schema';
import type { Db } from '@portal/db/client';
import { formatMicros, parseMicros, SETTLEMENT_CURRENCY } from '@portal/domain/money/micros';
import { refusal } from '../../platform/errors.ts';
import type { Services } from '../../platform/services.ts';
import type { UserRow } from '../../platform/session.ts';
import { notify } from '../notices/notify.ts';
import { Accounts } from './accounts.ts';
import { lockBalance, post } from './ledger.ts';

/** Earnings that paid back the account's advances: the positive postings on its advance account. */
async function recoupMovements(db: Db, userId: number) {
  return db
    .select({ amount: ledgerPostings.amount, kind: ledgerTransactions.kind, at: ledgerTransactions.createdAt })
    .from(ledgerPostings)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerPostings.accountId))
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerPostings.transactionId))
    .where(and(eq(ledgerAccounts.code, Accounts.advance(userId, SETTLEMENT_CURRENCY).code), gt(ledgerPostings.amount, 0n)))
    .orderBy(asc(ledgerPostings.id));
}

/** Advances are paid back oldest first: each one's window of the recouped total. */
async function advanceViews(db: Db, userId: number) {
  const [rows, movements] = await Promise.all([db.select().from(advances).where(eq(advances.userId, userId)).orderBy(asc(advances.id)), recoupMovements(db, userId)]);
  const recoupedTotal = movements.reduce((sum, movement) => sum + movement.amount, 0n);
  let before = 0n;
  const views = rows.map((row) => {
    const left = recoupedTotal - before;
    const recouped = left <= 0n ? 0n : left >= row.amount ? row.amount : left;
    const view = { id: row.id, amount: row.amount, recouped, start: before, note: row.note, createdAt: row.createdAt };
    before += row.amount;
    return view;
  });
  return { views, movements, recoupedTotal };
}

const advanceDto = (view: { id: number; amount: bigint; recouped: bigint; note: string; createdAt: Date }) => ({
  id: view.id,
  amount: formatMicros(view.amount),
  recouped: formatMicros(view.recouped),
  remaining: formatMicros(view.amount - view.recouped),
  note: view.note,
  createdAt: view.createdAt.toISOString(),
});

export async function recoupSummary(db: Db, userId: number) {
  const { views, recoupedTotal } = await advanceViews(db, userId);
  const advanced = views.reduce((sum, view) => sum + view.amount, 0n);
  return { currency: SETTLEMENT_CURRENCY, advanced: formatMicros(advanced), recouped: formatMicros(recoupedTotal), outstanding: formatMicros(advanced - recoupedTotal) };
}

export async function recoupList(db: Db, userId: number) {
  const { views } = await advanceViews(db, userId);
  return { currency: SETTLEMENT_CURRENCY, advances: views.reverse().map(advanceDto) };
}

/** One advance and the parts of each recoup movement that fell in its window. */
export async function recoupDetail(db: Db, userId: number, id: number) {
  const { views, movements } = await advanceViews(db, userId);
  const view = views.find((candidate) => candidate.id === id);
  if (!view) throw refusal(404, 'money_advance_not_found', 'query.id');
  const end = view.start + view.amount;
  let before = 0n;
  const parts = [];
  for (const movement of movements) {
    const from = before > view.start ? before : view.start;
    const to = before + movement.amount < end ? before + movement.amount : end;
    if (to > from) parts.push({ at: movement.at.toISOString(), kind: movement.kind, amount: formatMicros(to - from) });
    before += movement.amount;
  }
  return { advance: advanceDto(view), movements: parts };
}

/** Requests for information live as withdrawal events: RFI (the question) and RFI_ANSWER. */
async function rfisOf(db: Db, where: ReturnType<typeof and>) {
  const rows = await db
    .select({ event: withdrawalEvents, open: withdrawals.rfiOpen })
    .from(withdrawalEvents)
    .innerJoin(withdrawals, eq(withdrawals.id, withdrawalEvents.withdrawalId))
    .where(and(where, inArray(withdrawalEvents.status, ['RFI', 'RFI_ANSWER'])))
    .orderBy(asc(withdrawalEvents.id));
  const requests: { withdrawalId: number; question: string; askedAt: string; answer: string | null; answeredAt: string | null; open: boolean }[] = [];
  for (const { event, open } of rows) {
    if (event.status === 'RFI') requests.push({ withdrawalId: event.withdrawalId, question: event.note ?? '', askedAt: event.at.toISOString(), answer: null, answeredAt: null, open });
    const last = [...requests].reverse().find((request) => request.withdrawalId === event.withdrawalId && request.answer === null);
    if (event.status === 'RFI_ANSWER' && last) Object.assign(last, { answer: event.note, answeredAt: event.at.toISOString(), open: false });
  }
  return requests.reverse();
}

export const rfiList = async (db: Db, userId: number) => ({ requests: await rfisOf(db, eq(withdrawals.userId, userId)) });

export async function askRfi(services: Services, operator: UserRow, input: { id: number; question: string }) {
  const [row] = await services.db
    .update(withdrawals)
    .set({ rfiOpen: true, updatedAt: new Date() })
    .where(and(eq(withdrawals.id, input.id), eq(withdrawals.rfiOpen, false), inArray(withdrawals.status, ['Notified', 'Collected', 'BankFeedback'])))
    .returning();
  if (!row) throw refusal(409, 'money_rfi_not_allowed', 'body.id');
  await services.db.insert(withdrawalEvents).values({ withdrawalId: row.id, status: 'RFI', note: input.question.trim(), actorUserId: operator.id });
  await notify(services, {
    userId: row.userId,
    subtype: 'WITHDRAW_RFI',
    titleKey: 'notice_withdraw_rfi_title',
    bodyKey: 'notice_withdraw_rfi_body',
    vars: { currency: row.currency },
    amounts: { amount: row.amount },
    link: '/revenue/withdraw',
    eventKey: `withdrawal-rfi:${row.id}:${Date.now()}`,
  });
  const [request] = await rfisOf(services.db, eq(withdrawals.id, row.id));
  return request!;
}

export async function answerRfi(services: Services, accountId: number, person: UserRow, input: { withdrawalId: number; answer: string }) {
  const [row] = await services.db
    .update(withdrawals)
    .set({ rfiOpen: false, updatedAt: new Date() })
    .where(and(eq(withdrawals.id, input.withdrawalId), eq(withdrawals.userId, accountId), eq(withdrawals.rfiOpen, true)))
    .returning();
  if (!row) throw refusal(404, 'money_rfi_not_found', 'body.withdrawalId');
  await services.db.insert(withdrawalEvents).values({ withdrawalId: row.id, status: 'RFI_ANSWER', note: input.answer.trim(), actorUserId: person.id });
  const [request] = await rfisOf(services.db, eq(withdrawals.id, row.id));
  return request!;
}

const directTransferDto = (row: { id: number; memo: unknown; createdAt: Date; amount: bigint }) => {
  const memo = row.memo as { note?: string; reference?: string | null };
  return { id: row.id, amount: formatMicros(row.amount), currency: SETTLEMENT_CURRENCY, note: memo.note ?? '', reference: memo.reference ?? null, at: row.createdAt.toISOString() };
};

/** Royalties an operator paid to the account outside the portal: out of its balance, into the money that left. */
export async function makeDirectTransfer(services: Services, operator: UserRow, input: { userId: number; amount: string; note: string; reference?: string }) {
  const amount = parseMicros(input.amount);
  if (amount === null || amount <= 0n || amount % 10_000n !== 0n) throw refusal(400, 'money_amount_invalid', 'body.amount');
  const [account] = await services.db.select({ id: users.id }).from(users).where(eq(users.id, input.userId));
  if (!account) throw refusal(404, 'money_account_not_found', 'body.userId');
  const earnings = Accounts.earnings(input.userId, SETTLEMENT_CURRENCY);
  return services.db.transaction(async (db) => {
    if ((await lockBalance(db, earnings)) < amount) throw refusal(400, 'money_withdraw_insufficient', 'body.amount');
    const memo = { note: input.note.trim(), reference: input.reference?.trim() || null, by: operator.id };
    const id = await post(db, { kind: 'direct_transfer', ref: `user:${input.userId}`, memo }, [
      { account: earnings, amount: -amount },
      { account: Accounts.payoutsPaid(SETTLEMENT_CURRENCY), amount },
    ]);
    return directTransferDto({ id, memo, createdAt: new Date(), amount });
  });
}

export async function directTransfers(db: Db, userId: number, page: { offset: number; count: number }) {
  const where = and(eq(ledgerTransactions.kind, 'direct_transfer'), eq(ledgerTransactions.ref, `user:${userId}`));
  const [[total], rows] = await Promise.all([
    db.select({ value: count() }).from(ledgerTransactions).where(where),
    db
      .select({ id: ledgerTransactions.id, memo: ledgerTransactions.memo, createdAt: ledgerTransactions.createdAt, amount: ledgerPostings.amount })
      .from(ledgerTransactions)
      .innerJoin(ledgerPostings, eq(ledgerPostings.transactionId, ledgerTransactions.id))
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerPostings.accountId))
      .where(and(where, eq(ledgerAccounts.code, Accounts.payoutsPaid(SETTLEMENT_CURRENCY).code)))
      .orderBy(desc(ledgerTransactions.id))
      .offset(page.offset)
      .limit(page.count),
  ]);
  return { total: Number(total?.value ?? 0), transfers: rows.map(directTransferDto) };
}
