import { eq } from 'drizzle-orm';
import { advances, users } from '@portal/db/schema';
import type { Db } from '@portal/db/client';
import { parseMicros, SETTLEMENT_CURRENCY } from '@portal/domain/money/micros';
import { refusal } from '../../platform/errors.ts';
import type { Services } from '../../platform/services.ts';
import type { UserRow } from '../../platform/session.ts';
import { Accounts } from './accounts.ts';
import { post } from './ledger.ts';

/**
 * An operator's advance: paid into the account's balance now and owed on its advance account, which the account's
 * own earnings pay back before anything else (decision 021).
 */
export async function grantAdvance(services: Services, operator: UserRow, input: { userId: number; amount: string; note: string }) {
  const amount = parseMicros(input.amount);
  if (amount === null || amount <= 0n || amount % 10_000n !== 0n) {
    throw refusal(400, 'money_amount_invalid', 'body.amount');
  }
  const [account] = await services.db.select({ id: users.id }).from(users).where(eq(users.id, input.userId));
  if (!account) throw refusal(404, 'money_account_not_found', 'body.userId');
  return services.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    const transactionId = await post(db, { kind: 'advance', ref: `user:${input.userId}`, memo: { note: input.note, by: operator.id } }, [
      { account: Accounts.advance(input.userId, SETTLEMENT_CURRENCY), amount: -amount },
      { account: Accounts.earnings(input.userId, SETTLEMENT_CURRENCY), amount },
    ]);
    const [row] = await db
      .insert(advances)
      .values({ userId: input.userId, amount, currency: SETTLEMENT_CURRENCY, note: input.note.trim(), grantedByUserId: operator.id, transactionId })
      .returning();
    return row!;
  });
}
