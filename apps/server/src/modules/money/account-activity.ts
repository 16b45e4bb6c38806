import { inArray, sql } from 'drizzle-orm';
import { ledgerAccounts, royaltyEntries, splitInvites, splits, tracks, withdrawals } from '@portal/db/schema';
import type { Db } from '@portal/db/client';
import { SETTLEMENT_CURRENCY } from '@portal/domain/money/micros';
import { Accounts } from './accounts.ts';

/**
 * What a user sees of the ledger (issue 25): every transaction that moved their earnings (the balance they can withdraw)
 * or their advance, as lines that add up to the move of the balance. An earnings transaction shows what was earned,
 * what of it the catalogue paid to split collaborators, what came in as a collaborator, and what went to an advance.
 */
export type LineKind = 'earnings' | 'split_paid' | 'split_received' | 'split_returned' | 'recoupment' | 'advance' | 'withdrawal' | 'fee' | 'refund' | 'reward' | 'transfer' | 'adjustment';

export interface Movement {
  transactionId: number;
  at: Date;
  /** The ledger transaction's kind (sales_import, withdrawal, advance, …). */
  kind: string;
  lines: { kind: LineKind; amount: bigint }[];
  /** The move of the withdrawable balance: the sum of the lines. */
  amount: bigint;
  source: MovementSource;
}

export interface MovementSource {
  /** Store reports: the sales months the money pays for. */
  salesFrom?: string;
  salesTo?: string;
  withdrawalId?: number;
  method?: string;
  status?: string;
  reason?: string | null;
  note?: string;
  songTitle?: string;
}

const EARNING_KINDS = new Set(['sales_import', 'sales_rate', 'suspense_assign', 'royalty']);

interface Row {
  id: number;
  kind: string;
  ref: string | null;
  memo: Record<string, unknown>;
  at: Date;
  earnings: bigint;
  advance: bigint;
  fees: bigint;
}

/** The lines of one transaction for one user; they add up to its posting to the user's earnings. */
export function linesOf(row: Pick<Row, 'kind' | 'memo' | 'earnings' | 'advance' | 'fees'>, userId: number): Movement['lines'] {
  const { earnings: e, advance: a } = row;
  const lines: Movement['lines'] = [];
  const push = (kind: LineKind, amount: bigint) => {
    if (amount !== 0n) lines.push({ kind, amount });
  };
  if (EARNING_KINDS.has(row.kind)) {
    const memoSplits = (row.memo.splits ?? {}) as { paid?: Record<string, string>; received?: Record<string, string> };
    const paid = BigInt(memoSplits.paid?.[userId] ?? 0);
    const received = BigInt(memoSplits.received?.[userId] ?? 0);
    push('earnings', e + a - received + paid);
    push('split_paid', -paid);
    push('split_received', received);
    push('recoupment', -a);
  } else if (row.kind === 'split_release' || row.kind === 'split_declined') {
    push(row.kind === 'split_release' ? 'split_received' : 'split_returned', e + a);
    push('recoupment', -a);
  } else if (row.kind === 'advance') push('advance', e);
  else if (row.kind === 'withdrawal') {
    push('withdrawal', e + row.fees);
    push('fee', -row.fees);
  } else if (row.kind === 'withdrawal_reversal') push('refund', e);
  else if (row.kind === 'referral_reward') push('reward', e);
  else if (row.kind === 'direct_transfer') push('transfer', e);
  else push('adjustment', e);
  return lines;
}

async function accountIdsOf(db: Db, userId: number) {
  const codes = [Accounts.earnings(userId, SETTLEMENT_CURRENCY).code, Accounts.advance(userId, SETTLEMENT_CURRENCY).code];
  const rows = await db.select({ id: ledgerAccounts.id, code: ledgerAccounts.code }).from(ledgerAccounts).where(inArray(ledgerAccounts.code, codes));
  const id = (code: string) => rows.find((row) => row.code === code)?.id ?? 0;
  return { earnings: id(codes[0]!), advance: id(codes[1]!) };
}

/** Movements of a user in [from, to), oldest first; `limit`/`offset` page them newest first instead. */
export async function movements(db: Db, userId: number, range: { from?: Date; to?: Date; newestFirst?: { limit: number; offset: number } } = {}): Promise<Movement[]> {
  const ids = await accountIdsOf(db, userId);
  if (!ids.earnings && !ids.advance) return [];
  const from = range.from ?? new Date(0);
  const to = range.to ?? new Date('9999-01-01T00:00:00Z');
  const order = range.newestFirst ? sql`desc` : sql`asc`;
  const page = range.newestFirst ? sql`limit ${range.newestFirst.limit} offset ${range.newestFirst.offset}` : sql``;
  const result = (await db.execute(sql`
    select t.id, t.kind, t.ref, t.memo, t.created_at as at,
      coalesce(sum(p.amount) filter (where p.account_id = ${ids.earnings}), 0)::text as earnings,
      coalesce(sum(p.amount) filter (where p.account_id = ${ids.advance}), 0)::text as advance,
      coalesce(sum(p.amount) filter (where a.kind = 'fees'), 0)::text as fees
    from ledger_transactions t
    join ledger_postings p on p.transaction_id = t.id
    join ledger_accounts a on a.id = p.account_id
    where t.id in (select transaction_id from ledger_postings where account_id in (${ids.earnings}, ${ids.advance}))
      and t.created_at >= ${from} and t.created_at < ${to}
    group by t.id
    order by t.created_at ${order}, t.id ${order}
    ${page}`)) as unknown as {
    rows: { id: string | number; kind: string; ref: string | null; memo: Record<string, unknown> | null; at: string | Date; earnings: string; advance: string; fees: string }[];
  };
  const rows: Row[] = result.rows.map((row) => ({
    id: Number(row.id),
    kind: row.kind,
    ref: row.ref,
    memo: row.memo ?? {},
    at: new Date(row.at),
    earnings: BigInt(row.earnings),
    advance: BigInt(row.advance),
    fees: BigInt(row.fees),
  }));
  const sources = await sourcesOf(db, userId, rows);
  return rows.map((row) => {
    const lines = linesOf(row, userId);
    return { transactionId: row.id, at: row.at, kind: row.kind, lines, amount: row.earnings, source: sources.get(row.id) ?? {} };
  });
}

/** Where each movement came from, as a user can follow it: sales months, the withdrawal, the advance's note, the song. */
async function sourcesOf(db: Db, userId: number, rows: Row[]): Promise<Map<number, MovementSource>> {
  const found = new Map<number, MovementSource>();
  const refId = (ref: string | null, prefix: string) => (ref?.startsWith(prefix) ? Number(ref.slice(prefix.length)) : null);
  const importIds = [
    ...new Set(
      rows
        .filter((row) => EARNING_KINDS.has(row.kind))
        .map((row) => refId(row.ref, 'sales-import:'))
        .filter((id): id is number => id !== null),
    ),
  ];
  const periods = importIds.length
    ? await db
        .select({ importId: royaltyEntries.importId, from: sql<string>`min(${royaltyEntries.periodMonth})::text`, to: sql<string>`max(${royaltyEntries.periodMonth})::text` })
        .from(royaltyEntries)
        .where(sql`${royaltyEntries.importId} in ${importIds} and (${royaltyEntries.userId} = ${userId} or ${royaltyEntries.ownerUserId} = ${userId})`)
        .groupBy(royaltyEntries.importId)
    : [];
  const withdrawalTransactions = rows.filter((row) => row.kind === 'withdrawal').map((row) => row.id);
  const withdrawalIds = rows
    .filter((row) => row.kind === 'withdrawal_reversal')
    .map((row) => refId(row.ref, 'withdrawal:'))
    .filter((id): id is number => id !== null);
  const withdrawalRows =
    withdrawalTransactions.length || withdrawalIds.length
      ? await db
          .select({ id: withdrawals.id, transactionId: withdrawals.transactionId, method: withdrawals.method, status: withdrawals.status })
          .from(withdrawals)
          .where(sql`${withdrawals.transactionId} in ${withdrawalTransactions.length ? withdrawalTransactions : [0]} or ${withdrawals.id} in ${withdrawalIds.length ? withdrawalIds : [0]}`)
      : [];
  const inviteIds = rows
    .filter((row) => row.kind.startsWith('split_'))
    .map((row) => refId(row.ref, 'split-invite:'))
    .filter((id): id is number => id !== null);
  const songs = inviteIds.length
    ? await db
        .select({ inviteId: splitInvites.id, title: tracks.title })
        .from(splitInvites)
        .innerJoin(splits, sql`${splits.id} = ${splitInvites.splitId}`)
        .innerJoin(tracks, sql`${tracks.id} = ${splits.trackId}`)
        .where(inArray(splitInvites.id, inviteIds))
    : [];
  for (const row of rows) {
    if (EARNING_KINDS.has(row.kind)) {
      const period = periods.find((entry) => entry.importId === refId(row.ref, 'sales-import:'));
      if (period) found.set(row.id, { salesFrom: period.from.slice(0, 7), salesTo: period.to.slice(0, 7) });
    } else if (row.kind === 'withdrawal' || row.kind === 'withdrawal_reversal') {
      const withdrawal = withdrawalRows.find((entry) => (row.kind === 'withdrawal' ? entry.transactionId === row.id : entry.id === refId(row.ref, 'withdrawal:')));
      if (withdrawal)
        found.set(row.id, {
          withdrawalId: withdrawal.id,
          method: withdrawal.method,
          status: withdrawal.status,
          ...(row.kind === 'withdrawal_reversal' ? { reason: (row.memo.reason as string | null) ?? null } : {}),
        });
    } else if (row.kind === 'advance') found.set(row.id, { note: String(row.memo.note ?? '') });
    else if (row.kind.startsWith('split_')) {
      const song = songs.find((entry) => entry.inviteId === refId(row.ref, 'split-invite:'));
      if (song) found.set(row.id, { songTitle: song.title });
    }
  }
  return found;
}

/** The withdrawable balance from every posting before `before`. */
export async function balanceBefore(db: Db, userId: number, before: Date): Promise<bigint> {
  const result = (await db.execute(sql`
    select coalesce(sum(p.amount), 0)::text as balance
    from ledger_postings p
    join ledger_accounts a on a.id = p.account_id
    join ledger_transactions t on t.id = p.transaction_id
    where a.code = ${Accounts.earnings(userId, SETTLEMENT_CURRENCY).code} and t.created_at < ${before}`)) as unknown as { rows: { balance: string }[] };
  return BigInt(result.rows[0]?.balance ?? '0');
}

/** A page of the balance history, newest first, each movement with the balance right after it. */
export async function balanceHistory(db: Db, userId: number, page: number, pageSize: number) {
  const ids = await accountIdsOf(db, userId);
  const current = await balanceBefore(db, userId, new Date('9999-01-01T00:00:00Z'));
  if (!ids.earnings && !ids.advance) return { total: 0, balance: current, movements: [] as (Movement & { balanceAfter: bigint })[] };
  const [listed, counted] = await Promise.all([
    movements(db, userId, { newestFirst: { limit: pageSize, offset: (page - 1) * pageSize } }),
    db.execute(sql`select count(distinct transaction_id)::int as total from ledger_postings where account_id in (${ids.earnings}, ${ids.advance})`) as unknown as Promise<{
      rows: { total: number }[];
    }>,
  ]);
  const after = new Map<number, bigint>();
  if (listed.length) {
    const running = (await db.execute(sql`
      with moved as (
        select t.id, t.created_at, coalesce(sum(p.amount) filter (where p.account_id = ${ids.earnings}), 0) as amount
        from ledger_transactions t join ledger_postings p on p.transaction_id = t.id
        where t.id in (select transaction_id from ledger_postings where account_id in (${ids.earnings}, ${ids.advance}))
        group by t.id
      )
      select id, (sum(amount) over (order by created_at, id))::text as after from moved`)) as unknown as { rows: { id: string | number; after: string }[] };
    for (const row of running.rows) after.set(Number(row.id), BigInt(row.after));
  }
  return { total: Number(counted.rows[0]?.total ?? 0), balance: current, movements: listed.map((movement) => ({ ...movement, balanceAfter: after.get(movement.transactionId) ?? 0n })) };
}
