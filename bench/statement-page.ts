// The revenue page's statement calls for a label with 10,000 tracks and 24 months of sales (issue 6 section 7): the
// total, the monthly trend, the earnings by track over the two years, the list of monthly statements and one month's
// statement, served from the rollups. Baseline in the same run: the same answers added up from every statement entry
// (what the page read before rollups).
//
//   npx tsx bench/statement-page.ts
//   BENCH_DETAIL=1       also the median of each call
//   BENCH_DATABASE_URL   server to create a throw-away database on (default postgres://postgres@127.0.0.1:5432/postgres)
//
// Reported: the median server time of the page's calls together (goal < 100 ms) and entries time / rollups time.
import { rowsOf } from '@portal/db/rows';
import { and, desc, eq, gte, lte, sql } from 'drizzle-orm';
import { createDatabase } from '../packages/db/src/client.ts';
import { throwawayDatabase } from './throwaway-database.ts';
import { releases, royaltyEntries, salesImports, tracks, users } from '../packages/db/src/schema.ts';
import { royaltyList, royaltyMonthly, royaltyTotal } from '../apps/server/src/modules/money/royalty-reports.ts';
import { rebuildRoyaltyRollups } from '../apps/server/src/modules/money/royalty-rollups.ts';
import { statementData, statementMonths } from '../apps/server/src/modules/money/reports/statement.ts';
import type { Db } from '../packages/db/src/client.ts';
import { SETTLEMENT_CURRENCY } from '../packages/domain/src/money/micros.ts';
import { Accounts } from '../apps/server/src/modules/money/accounts.ts';
import { accountIds } from '../apps/server/src/modules/money/ledger.ts';

const TRACKS = 10_000;
const MONTHS = 24;
const STORES = ['Spotify', 'Apple Music', 'YouTube Music'];
const COUNTRIES = ['US', 'BR', 'DE', 'JP'];
const RUNS = 15;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function timed(run: () => Promise<unknown>) {
  const times: number[] = [];
  for (let index = 0; index < RUNS; index++) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  return median(times);
}

/** The page's answers added up from the entries, as before the rollups. */
function fromEntries(db: Db, userId: number, from: string, to: string, month: string) {
  const e = royaltyEntries;
  const mine = eq(e.userId, userId);
  const range = and(mine, gte(e.periodMonth, `${from}-01`), lte(e.periodMonth, `${to}-01`));
  const sums = { units: sql<string>`sum(${e.units})::text`, amount: sql<string>`sum(${e.amount})::text` };
  return Promise.all([
    db
      .select({ ...sums, latest: sql<string>`max(${e.periodMonth})::text` })
      .from(e)
      .where(mine),
    db
      .select({ month: e.periodMonth, ...sums })
      .from(e)
      .where(range)
      .groupBy(e.periodMonth),
    db
      .select({ key: e.trackId, ...sums })
      .from(e)
      .where(range)
      .groupBy(e.trackId)
      .orderBy(desc(sql`sum(${e.amount})`))
      .limit(20),
    db
      .select({ month: e.periodMonth, ...sums })
      .from(e)
      .where(mine)
      .groupBy(e.periodMonth)
      .orderBy(desc(e.periodMonth)),
    db
      .select({ key: e.store, ...sums })
      .from(e)
      .where(and(mine, eq(e.periodMonth, `${month}-01`)))
      .groupBy(e.store),
    db
      .select({ key: e.releaseId, ...sums })
      .from(e)
      .where(and(mine, eq(e.periodMonth, `${month}-01`)))
      .groupBy(e.releaseId),
  ]);
}

const throwaway = await throwawayDatabase('bench_statement');
const url = throwaway.url;
try {
  const handle = await createDatabase({ url });
  await handle.migrate();
  const db = handle.db;

  const [label] = await db.insert(users).values({ email: 'bench-label@example.com', nickname: 'Bench Label', type: 1, region: 'US', language: 'en', inviteCode: 'BENCH002' }).returning();
  const [release] = await db
    .insert(releases)
    .values({ ownerUserId: label!.id, createdByUserId: label!.id, kind: 'ALBUM', status: 5, isDraft: false, title: 'Bench Catalogue' })
    .returning({ id: releases.id });
  await db.execute(sql`insert into ${tracks} (release_id, owner_user_id, sequence_number, title, isrc, data)
    select ${release!.id}, ${label!.id}, g, 'Track ' || g, 'QZSTM26' || lpad(g::text, 5, '0'), '{}'::jsonb from generate_series(1, ${TRACKS}) as g`);
  const [source] = await db.insert(salesImports).values({ fileName: 'bench.csv', contentHash: 'bench', objectKey: 'bench', sizeBytes: 0, status: 'done', source: 'console' }).returning();

  const generatedAt = Date.now();
  // Every track sells in every month, store and country.
  await db.execute(sql`insert into royalty_entries (import_id, user_id, owner_user_id, role, release_id, track_id, store, country, period_month, sale_type, units, gross, commission, amount)
    select ${source!.id}, ${label!.id}, ${label!.id}, 'owner', ${release!.id}, t.id, s.store, c.country, (date '2025-01-01' + make_interval(months => m))::date, 'stream',
      (t.id * 7 + m * 13) % 1000 + 1, ((t.id * 7 + m * 13) % 1000 + 1) * 3100, 0, ((t.id * 7 + m * 13) % 1000 + 1) * 3100
    from ${tracks} t cross join generate_series(0, ${MONTHS - 1}) as m
      cross join unnest(${sql.param(STORES)}::text[]) as s(store) cross join unnest(${sql.param(COUNTRIES)}::text[]) as c(country)
    where t.release_id = ${release!.id}`);
  // What the statement list reads since issue 25: the ledger. One sales posting per month, dated when it was paid.
  const monthly = rowsOf(
    await db.execute(sql`select to_char(period_month, 'YYYY-MM') as month, sum(amount)::text as amount from royalty_entries where user_id = ${label!.id} group by 1 order by 1`),
  ) as { month: string; amount: string }[];
  const [storesAccount, earningsAccount] = [Accounts.stores(SETTLEMENT_CURRENCY), Accounts.earnings(label!.id, SETTLEMENT_CURRENCY)];
  const ids = await accountIds(db, [storesAccount, earningsAccount]);
  const [stores, earnings] = [ids.get(storesAccount.code)!, ids.get(earningsAccount.code)!];
  for (const { month, amount } of monthly) {
    // The ledger is append-only, so a back-dated transaction is written with its date rather than moved afterwards.
    const [row] = rowsOf(
      await db.execute(
        sql`insert into ledger_transactions (kind, ref, memo, created_at) values ('sales', ${`sales-import:${source!.id}`}, '{}'::jsonb, ${`${month}-01`}::date + interval '1 month' - interval '1 day') returning id`,
      ),
    ) as { id: number }[];
    await db.execute(sql`insert into ledger_postings (transaction_id, account_id, amount) values (${row!.id}, ${stores}, ${`-${amount}`}::bigint), (${row!.id}, ${earnings}, ${amount}::bigint)`);
  }
  await db.execute(sql`analyze royalty_entries`);
  await rebuildRoyaltyRollups(db);
  await db.execute(sql`analyze royalty_rollups`);
  const [{ entries }] = rowsOf(await db.execute(sql`select count(*)::int as entries from royalty_entries`)) as { entries: number }[];
  console.log(
    `data: ${TRACKS.toLocaleString('en')} tracks × ${MONTHS} months × ${STORES.length} stores × ${COUNTRIES.length} countries = ${entries.toLocaleString('en')} entries, built in ${((Date.now() - generatedAt) / 1000).toFixed(0)} s`,
  );

  const from = '2025-01';
  const to = '2026-12';
  const month = '2026-12';
  const page = async () =>
    Promise.all([
      royaltyTotal(db, label!.id),
      royaltyMonthly(db, label!.id, { from, to }),
      royaltyList(db, label!.id, { groupBy: 'track', from, to, offset: 0, count: 20 }),
      statementMonths(db, label!.id),
      statementData(db, label!, month),
    ]);
  const answer = await page();
  if (answer[3].months.length !== MONTHS || answer[2].total !== TRACKS) throw new Error('unexpected statement answers');
  if (process.env.BENCH_DETAIL) {
    for (const [name, run] of Object.entries({
      total: () => royaltyTotal(db, label!.id),
      monthly: () => royaltyMonthly(db, label!.id, { from, to }),
      tracks: () => royaltyList(db, label!.id, { groupBy: 'track', from, to, offset: 0, count: 20 }),
      statements: () => statementMonths(db, label!.id),
      statement: () => statementData(db, label!, month),
    }))
      console.log(`  ${name}: ${(await timed(run)).toFixed(1)} ms`);
  }
  const rollups = await timed(page);
  const entriesTime = await timed(() => fromEntries(db, label!.id, from, to, month));
  console.log(`statement page from the rollups: median ${rollups.toFixed(1)} ms over ${RUNS} runs (goal < 100 ms) ${rollups < 100 ? 'OK' : 'MISS'}`);
  console.log(`the same answers from every entry: median ${entriesTime.toFixed(1)} ms`);
  console.log(`entries/rollups ratio: ${(entriesTime / rollups).toFixed(1)}`);
  await handle.close();
} finally {
  await throwaway.drop();
}
