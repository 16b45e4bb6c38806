import { asc, eq, ilike, or } from 'drizzle-orm';
import { advances, users } from '@portal/db/schema';
import { parseMicros, SETTLEMENT_CURRENCY } from '@portal/domain/money/micros';
import { UserType } from '@portal/domain/enums';
import { refusal } from '../../platform/errors.ts';
import { containsPattern } from '../../platform/like-pattern.ts';
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
  return services.db.transaction(async (db) => {
    const transactionId = await post(db, { kind: 'advance', ref: `user:${input.userId}`, memo: { note: input.note, by: operator.id } }, [
      { account: Accounts.advance(input.userId, SETTLEMENT_CURRENCY), amount: -amount },
      { account: Accounts.earnings(input.userId, SETTLEMENT_CURRENCY), amount },
    ]);
    const [row] = await db.insert(advances).values({ userId: input.userId, amount, currency: SETTLEMENT_CURRENCY, note: input.note.trim(), grantedByUserId: operator.id, transactionId }).returning();
    return row!;
  });
}

/** Up to ten accounts an operator may mean: by id, or by a part of the e-mail address or name. */
export async function findAccounts(services: Services, text: string) {
  const id = /^\d{1,15}$/.test(text) ? Number(text) : 0;
  const pattern = containsPattern(text);
  const rows = await services.db
    .select({ userId: users.id, nickname: users.nickname, email: users.email, region: users.region, type: users.type })
    .from(users)
    .where(or(eq(users.id, id), ilike(users.email, pattern), ilike(users.nickname, pattern)))
    .orderBy(asc(users.id))
    .limit(10);
  return { accounts: rows.map(({ type, ...row }) => ({ ...row, isLabel: type === UserType.LABEL })) };
}
