import { eq, inArray, sql } from 'drizzle-orm';
import { ledgerAccounts, ledgerBalances, ledgerPostings, ledgerTransactions } from '@portal/db/schema';
import type { Db } from '@portal/db/client';
import type { AccountSpec } from './accounts.ts';

export interface Posting {
  account: AccountSpec;
  /** Micro-units; positive raises the account's balance. */
  amount: bigint;
}

export interface TransactionInput {
  kind: string;
  ref?: string;
  idempotencyKey?: string;
  memo?: Record<string, unknown>;
  reverses?: number;
}

export class UnbalancedTransaction extends Error {}

/** The ids of these accounts, creating the ones that do not exist yet. */
export async function accountIds(db: Db, specs: AccountSpec[]): Promise<Map<string, number>> {
  const unique = [...new Map(specs.map((spec) => [spec.code, spec])).values()];
  if (unique.length === 0) return new Map();
  await db
    .insert(ledgerAccounts)
    .values(unique.map(({ code, kind, userId, currency }) => ({ code, kind, userId, currency })))
    .onConflictDoNothing({ target: ledgerAccounts.code });
  const rows = await db
    .select({ id: ledgerAccounts.id, code: ledgerAccounts.code })
    .from(ledgerAccounts)
    .where(
      inArray(
        ledgerAccounts.code,
        unique.map((spec) => spec.code),
      ),
    );
  return new Map(rows.map((row) => [row.code, row.id]));
}

/** Postings of one account merged, zeros dropped; refuses a set that does not sum to zero in every currency. */
export function netPostings(postings: Posting[]): Posting[] {
  const byCode = new Map<string, Posting>();
  for (const posting of postings) {
    const seen = byCode.get(posting.account.code);
    byCode.set(posting.account.code, { account: posting.account, amount: (seen?.amount ?? 0n) + posting.amount });
  }
  const net = [...byCode.values()].filter((posting) => posting.amount !== 0n);
  const totals = new Map<string, bigint>();
  for (const { account, amount } of net) totals.set(account.currency, (totals.get(account.currency) ?? 0n) + amount);
  for (const [currency, total] of totals) if (total !== 0n) throw new UnbalancedTransaction(`postings do not balance in ${currency}: ${total}`);
  return net;
}

/**
 * Records one balanced transaction. All its postings go in one INSERT (the database trigger checks the balance per
 * statement and moves the cached balances). Run it inside the caller's database transaction when other rows must
 * change with it.
 */
export async function post(db: Db, input: TransactionInput, postings: Posting[]): Promise<number> {
  const net = netPostings(postings);
  if (net.length === 0) throw new UnbalancedTransaction('a transaction needs postings');
  const ids = await accountIds(
    db,
    net.map((posting) => posting.account),
  );
  const [row] = await db
    .insert(ledgerTransactions)
    .values({ kind: input.kind, ref: input.ref ?? null, idempotencyKey: input.idempotencyKey ?? null, memo: input.memo ?? {}, reverses: input.reverses ?? null })
    .returning({ id: ledgerTransactions.id });
  const accountList = net.map((posting) => ids.get(posting.account.code)!);
  const amountList = net.map((posting) => posting.amount.toString());
  // unnest keeps the statement to three parameters however many accounts a transaction touches.
  await db.execute(sql`
    insert into ${ledgerPostings} (transaction_id, account_id, amount)
    select ${row!.id}, account_id, amount
    from unnest(${`{${accountList.join(',')}}`}::bigint[], ${`{${amountList.join(',')}}`}::bigint[]) as p(account_id, amount)`);
  return row!.id;
}

/** Undoes a transaction with one that posts the opposite amounts; a transaction can be reversed once. */
export async function reverse(db: Db, transactionId: number, input: Omit<TransactionInput, 'reverses'>): Promise<number> {
  const rows = await db
    .select({ amount: ledgerPostings.amount, code: ledgerAccounts.code, kind: ledgerAccounts.kind, userId: ledgerAccounts.userId, currency: ledgerAccounts.currency })
    .from(ledgerPostings)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerPostings.accountId))
    .where(eq(ledgerPostings.transactionId, transactionId));
  return post(
    db,
    { ...input, reverses: transactionId },
    rows.map((row) => ({ account: { code: row.code, kind: row.kind as AccountSpec['kind'], userId: row.userId, currency: row.currency }, amount: -row.amount })),
  );
}

/** The cached balance of an account (0 when it has none yet). */
export async function balanceOf(db: Db, account: AccountSpec): Promise<bigint> {
  const [row] = await db
    .select({ balance: ledgerBalances.balance })
    .from(ledgerBalances)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerBalances.accountId))
    .where(eq(ledgerAccounts.code, account.code));
  return row?.balance ?? 0n;
}

/**
 * Locks an account's balance row for the rest of the database transaction and returns the balance: two withdrawals
 * of one account run one after the other, each seeing what the other left.
 */
export async function lockBalance(db: Db, account: AccountSpec): Promise<bigint> {
  const ids = await accountIds(db, [account]);
  const id = ids.get(account.code)!;
  const result = (await db.execute(sql`select balance from ${ledgerBalances} where account_id = ${id} for update`)) as unknown as { rows: { balance: string | number }[] };
  const balance = result.rows[0]?.balance;
  return balance === undefined ? 0n : BigInt(balance);
}

/** Every account's balance recomputed from its postings, for checks against the cached balances. */
export async function balancesFromPostings(db: Db): Promise<Map<string, bigint>> {
  const rows = await db
    .select({ code: ledgerAccounts.code, total: sql<string>`sum(${ledgerPostings.amount})::text` })
    .from(ledgerPostings)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerPostings.accountId))
    .groupBy(ledgerAccounts.code);
  return new Map(rows.map((row) => [row.code, BigInt(row.total)]));
}

export async function cachedBalances(db: Db): Promise<Map<string, bigint>> {
  const rows = await db.select({ code: ledgerAccounts.code, balance: ledgerBalances.balance }).from(ledgerBalances).innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerBalances.accountId));
  return new Map(rows.map((row) => [row.code, row.balance]));
}
