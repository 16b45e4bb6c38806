import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import { salesImports, salesSuspense } from '@portal/db/schema';
import { formatMicros, SETTLEMENT_CURRENCY, toMicros } from '@portal/domain/money/micros';
import { refusal } from '../../platform/errors.ts';
import type { Services } from '../../platform/services.ts';
import { Accounts } from './accounts.ts';
import { CatalogueMatcher } from './catalogue-matcher.ts';
import { RoyaltyWriter } from './royalty-writer.ts';

const PAGE = 5_000;

/**
 * An operator records the exchange rate an import lacked for one currency: its `no_rate` lines are valued at it, those
 * that match our catalogue are credited as the import would have (commission, split, entries, rollups), the rest wait
 * in suspense as `no_match` with their value. One ledger transaction brings the new store revenue in. A currency
 * whose rate is already recorded is refused (409), so the lines are never valued twice.
 */
export async function recordLateRate(services: Services, operatorId: number, input: { importId: number; currency: string; rate: string }) {
  return services.db.transaction(async (db) => {
    const [salesImport] = await db.select().from(salesImports).where(eq(salesImports.id, input.importId)).for('update');
    if (salesImport?.status !== 'done') throw refusal(404, 'money_import_not_found', 'body.importId');
    const rates = salesImport.rates as Record<string, string>;
    if (input.currency === SETTLEMENT_CURRENCY || rates[input.currency] !== undefined) throw refusal(409, 'money_rate_recorded', 'body.currency');

    // Refused before any entry is written: a currency the import has no waiting lines in.
    const [waitingLines] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(salesSuspense)
      .where(and(eq(salesSuspense.importId, input.importId), eq(salesSuspense.reason, 'no_rate'), eq(salesSuspense.currency, input.currency), isNull(salesSuspense.resolvedAt)));
    if ((waitingLines?.n ?? 0) === 0) throw refusal(409, 'money_rate_no_lines', 'body.currency');

    return RoyaltyWriter.using(db, services.db, input.importId, async (royalties) => {
      const matcher = new CatalogueMatcher(royalties.reader);
      // Which lines became what: written once the entries are in (the transaction's connection is busy until then).
      const credited: { id: number; releaseId: number; trackId: number | null; gross: string }[] = [];
      const waiting: { id: number; gross: string }[] = [];
      let creditedGross = 0n;
      let waitingGross = 0n;
      for (let after = 0; ; ) {
        const lines = await royalties.reader
          .select()
          .from(salesSuspense)
          .where(
            and(
              eq(salesSuspense.importId, input.importId),
              eq(salesSuspense.reason, 'no_rate'),
              eq(salesSuspense.currency, input.currency),
              isNull(salesSuspense.resolvedAt),
              gt(salesSuspense.id, after),
            ),
          )
          .orderBy(asc(salesSuspense.id))
          .limit(PAGE);
        if (lines.length === 0) break;
        after = lines.at(-1)!.id;
        const fields = lines.map((line) => ({ isrc: line.isrc, upc: line.upc, store: line.store ?? '', storeItemId: line.storeItemId }));
        await royalties.prepare(await matcher.load(fields));
        for (const [index, line] of lines.entries()) {
          const gross = toMicros(line.revenue ?? '', input.rate) ?? 0n;
          const owner = matcher.match(fields[index]!);
          if (!owner) {
            waiting.push({ id: line.id, gross: gross.toString() });
            waitingGross += gross;
            continue;
          }
          credited.push({ id: line.id, releaseId: owner.releaseId, trackId: owner.trackId, gross: gross.toString() });
          creditedGross += gross;
          const pending = royalties.credit({
            owner,
            store: line.store ?? '',
            country: line.country ?? 'WW',
            periodMonth: `${(line.periodStart ?? '').slice(0, 7)}-01`,
            saleType: line.saleType ?? 'other',
            units: line.units ?? 0,
            gross,
          });
          if (pending) await pending;
        }
      }
      const transactionId = await royalties.finish({ kind: 'sales_rate', ref: `sales-import:${input.importId}`, memo: { currency: input.currency, rate: input.rate } }, [
        { account: Accounts.stores(SETTLEMENT_CURRENCY), amount: -(creditedGross + waitingGross) },
        { account: Accounts.suspense(SETTLEMENT_CURRENCY), amount: waitingGross },
      ]);
      const now = new Date();
      for (let start = 0; start < credited.length; start += PAGE) {
        const page = credited.slice(start, start + PAGE);
        await db.execute(sql`update ${salesSuspense} s set resolved_at = ${now}, resolved_by_user_id = ${operatorId}, resolved_transaction_id = ${transactionId},
            resolved_release_id = v.release_id, resolved_track_id = v.track_id, gross = v.gross
          from unnest(${sql.param(page.map((line) => line.id))}::bigint[], ${sql.param(page.map((line) => line.releaseId))}::bigint[], ${sql.param(page.map((line) => line.trackId))}::bigint[],
            ${sql.param(page.map((line) => line.gross))}::bigint[]) as v(id, release_id, track_id, gross)
          where s.id = v.id`);
      }
      for (let start = 0; start < waiting.length; start += PAGE) {
        const page = waiting.slice(start, start + PAGE);
        await db.execute(sql`update ${salesSuspense} s set reason = 'no_match', gross = v.gross
          from unnest(${sql.param(page.map((line) => line.id))}::bigint[], ${sql.param(page.map((line) => line.gross))}::bigint[]) as v(id, gross)
          where s.id = v.id`);
      }
      await db
        .update(salesImports)
        .set({
          rates: { ...rates, [input.currency]: input.rate },
          gross: sql`${salesImports.gross} + ${(creditedGross + waitingGross).toString()}::bigint`,
          linesMatched: sql`${salesImports.linesMatched} + ${credited.length}`,
          linesUnmatched: sql`${salesImports.linesUnmatched} - ${credited.length}`,
        })
        .where(eq(salesImports.id, input.importId));
      return { credited: credited.length, waiting: waiting.length, gross: formatMicros(creditedGross + waitingGross) };
    });
  });
}
