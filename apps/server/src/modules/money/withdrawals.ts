import { and, desc, eq, lt } from 'drizzle-orm';
import { withdrawalEvents, withdrawals } from '@portal/db/schema';
import type { Db } from '@portal/db/client';
import { SettlementStatus } from '@portal/domain/enums';
import { parseMicros, SETTLEMENT_CURRENCY } from '@portal/domain/money/micros';
import { destinationIssues, MIN_WITHDRAWAL_MICROS, nextWithdrawStatuses, payoutFee, type PayoutDestination, type WithdrawStatus } from '@portal/domain/money/withdrawal';
import { BusinessCode } from '@portal/domain/errors';
import { requireProvenEmail, type Actor } from '../../platform/actor.ts';
import { AppError, refusal } from '../../platform/errors.ts';
import { sealerFor } from '../../platform/sealed.ts';
import type { Services } from '../../platform/services.ts';
import type { UserRow } from '../../platform/session.ts';
import { isUniqueViolation } from '@portal/db/errors';
import { notify } from '../notices/notify.ts';
import { Accounts } from './accounts.ts';
import { lockBalance, post, reverse } from './ledger.ts';

export type WithdrawalRow = typeof withdrawals.$inferSelect;

export interface WithdrawalRequest {
  amount: string;
  destination: PayoutDestination;
  idempotencyKey: string;
}

/** What the user is shown before confirming, and what a request posts. */
export function withdrawalQuote(amountText: string, method: PayoutDestination['method']) {
  const amount = parseMicros(amountText);
  if (amount === null || amount <= 0n || amount % 10_000n !== 0n) throw refusal(400, 'money_amount_invalid', 'body.amount');
  if (amount < MIN_WITHDRAWAL_MICROS) throw refusal(400, 'money_withdraw_below_minimum', 'body.amount');
  const fee = payoutFee(amount, method);
  return { amount, fee, total: amount + fee };
}

/** Only the account number is kept sealed; the rest of a destination is shown to the user and the operators. */
async function storedDestination(services: Services, destination: PayoutDestination) {
  if (destination.method !== 'bank_transfer') return destination;
  const number = destination.accountNumber.replace(/[\s-]/g, '').toUpperCase();
  const sealer = await sealerFor(services.config);
  return { ...destination, accountNumber: undefined, accountNumberSealed: sealer.seal(number), accountNumberLast4: number.slice(-4) };
}

/**
 * A withdrawal (document 1 section 3): the account's balance row is locked, so concurrent requests run one after
 * another and none overdraws; the same idempotency key answers with the first withdrawal and never posts twice.
 */
export async function requestWithdrawal(services: Services, actor: Actor, input: WithdrawalRequest): Promise<WithdrawalRow> {
  const replay = await findByKey(services.db, actor.accountId, input.idempotencyKey);
  if (replay) return sameRequestOrRefuse(replay, input);
  if (actor.account.status !== SettlementStatus.SETTLED) throw refusal(403, 'money_withdraw_not_settled');
  requireProvenEmail(actor);
  const issues = destinationIssues(input.destination);
  if (issues.length) {
    throw new AppError(
      BusinessCode.REQUEST_COMMON,
      400,
      issues.map((issue) => ({ field: `body.destination.${issue.field}`, messageKey: issue.key, message: '' })),
      'error_invalid_request',
    );
  }
  const { amount, fee, total } = withdrawalQuote(input.amount, input.destination.method);
  const destination = await storedDestination(services, input.destination);
  const earnings = Accounts.earnings(actor.accountId, SETTLEMENT_CURRENCY);
  try {
    return await services.db.transaction(async (db) => {
      const balance = await lockBalance(db, earnings);
      if (balance < total) throw refusal(400, 'money_withdraw_insufficient', 'body.amount');
      const transactionId = await post(
        db,
        { kind: 'withdrawal', ref: `user:${actor.accountId}`, idempotencyKey: `withdrawal:u${actor.accountId}:${input.idempotencyKey}`, memo: { method: input.destination.method } },
        [
          { account: earnings, amount: -total },
          { account: Accounts.payoutsPending(SETTLEMENT_CURRENCY), amount },
          { account: Accounts.fees(SETTLEMENT_CURRENCY), amount: fee },
        ],
      );
      const [row] = await db
        .insert(withdrawals)
        .values({
          userId: actor.accountId,
          requestedByUserId: actor.person.id,
          idempotencyKey: input.idempotencyKey,
          amount,
          fee,
          currency: SETTLEMENT_CURRENCY,
          method: input.destination.method,
          destination,
          status: 'Notified',
          transactionId,
        })
        .returning();
      await db.insert(withdrawalEvents).values({ withdrawalId: row!.id, status: 'Notified', actorUserId: actor.person.id });
      return row!;
    });
  } catch (error) {
    // The same key sent twice at once: the second insert loses to the first, which is the answer.
    if (!isUniqueViolation(error)) throw error;
    const first = await findByKey(services.db, actor.accountId, input.idempotencyKey);
    if (!first) throw error;
    return sameRequestOrRefuse(first, input);
  }
}

async function findByKey(db: Db, userId: number, key: string) {
  const [row] = await db
    .select()
    .from(withdrawals)
    .where(and(eq(withdrawals.userId, userId), eq(withdrawals.idempotencyKey, key)));
  return row;
}

function sameRequestOrRefuse(row: WithdrawalRow, input: WithdrawalRequest): WithdrawalRow {
  if (parseMicros(input.amount) !== row.amount || input.destination.method !== row.method) throw refusal(409, 'money_idempotency_key_reused');
  return row;
}

export async function listWithdrawals(db: Db, userId: number, page: { count: number; before?: number }) {
  return db
    .select()
    .from(withdrawals)
    .where(and(eq(withdrawals.userId, userId), page.before ? lt(withdrawals.id, page.before) : undefined))
    .orderBy(desc(withdrawals.id))
    .limit(page.count);
}

/**
 * An operator or a payout provider moves a withdrawal on. Success moves the money out of pending; Failed gives it
 * back, fee included, by reversing the request's transaction. A withdrawal waiting on a request for information
 * does not move.
 */
export async function moveWithdrawal(services: Services, actor: UserRow | null, input: { id: number; status: WithdrawStatus; note?: string; providerReference?: string }) {
  const moved = await services.db.transaction(async (db) => {
    const [row] = await db.select().from(withdrawals).where(eq(withdrawals.id, input.id)).for('update');
    if (!row) throw refusal(404, 'money_withdrawal_not_found');
    if (!nextWithdrawStatuses(row.status as WithdrawStatus).includes(input.status)) throw refusal(409, 'money_withdrawal_move_invalid', 'body.status');
    if (row.rfiOpen && input.status !== 'Failed') throw refusal(409, 'money_withdrawal_waiting_rfi', 'body.status');
    if (input.status === 'Success') {
      await post(db, { kind: 'payout', ref: `withdrawal:${row.id}` }, [
        { account: Accounts.payoutsPending(row.currency), amount: -row.amount },
        { account: Accounts.payoutsPaid(row.currency), amount: row.amount },
      ]);
    }
    if (input.status === 'Failed') await reverse(db, row.transactionId, { kind: 'withdrawal_reversal', ref: `withdrawal:${row.id}`, memo: { reason: input.note ?? null } });
    const [updated] = await db
      .update(withdrawals)
      .set({
        status: input.status,
        updatedAt: new Date(),
        ...(input.status === 'Failed' ? { failureReason: input.note ?? null, rfiOpen: false } : {}),
        ...(input.providerReference ? { providerReference: input.providerReference } : {}),
      })
      .where(eq(withdrawals.id, row.id))
      .returning();
    await db.insert(withdrawalEvents).values({ withdrawalId: row.id, status: input.status, note: input.note ?? null, actorUserId: actor?.id ?? null });
    return updated!;
  });
  if (moved.status === 'Success' || moved.status === 'Failed') {
    await notify(services, {
      userId: moved.userId,
      subtype: moved.status === 'Success' ? 'WITHDRAW_SUCCEEDED' : 'WITHDRAW_FAILED',
      titleKey: moved.status === 'Success' ? 'notice_withdraw_succeeded_title' : 'notice_withdraw_failed_title',
      // A failed payout says why, in the operator's words, when they gave a reason.
      bodyKey: moved.status === 'Success' ? 'notice_withdraw_succeeded_body' : moved.failureReason ? 'notice_withdraw_failed_reason_body' : 'notice_withdraw_failed_body',
      vars: { currency: moved.currency, ...(moved.status === 'Failed' && moved.failureReason ? { reason: moved.failureReason } : {}) },
      amounts: { amount: moved.amount },
      link: '/revenue/withdraw',
      eventKey: `withdrawal:${moved.id}:${moved.status}`,
    });
  }
  return moved;
}
