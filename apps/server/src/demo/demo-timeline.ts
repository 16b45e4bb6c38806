import { sql } from 'drizzle-orm';
import type { Db } from '@portal/db/client';
import { rowsOf } from '@portal/db/rows';

/** The tables the demo's money steps write rows into, with their time columns. */
const TABLES: Record<string, string[]> = {
  ledger_transactions: ['created_at'],
  sales_imports: ['created_at', 'finished_at'],
  advances: ['created_at'],
  withdrawals: ['created_at', 'updated_at'],
  withdrawal_events: ['at'],
  splits: ['created_at', 'updated_at'],
  split_invites: ['created_at', 'notified_at', 'accepted_at'],
  notices: ['created_at'],
};

type LastIds = Record<string, number>;

async function lastIds(db: Db): Promise<LastIds> {
  const columns = Object.keys(TABLES).map((table) => sql`(select coalesce(max(id), 0) from ${sql.identifier(table)})::bigint as ${sql.identifier(table)}`);
  const [row] = rowsOf<Record<string, string | number>>(await db.execute(sql`select ${sql.join(columns, sql`, `)}`));
  return Object.fromEntries(Object.keys(TABLES).map((table) => [table, Number(row![table])]));
}

/**
 * A year of the demo's money happens in a minute at the first start; this gives its rows the dates of that year
 * (decision 066). Each step's rows are marked with the step's date, a second apart in the order they were written;
 * the ledger is append-only by trigger, so its dates are moved with triggers off, as the ledger model test does to
 * stand in for the passing of time. Nothing but dates changes.
 */
export class DemoTimeline {
  private readonly marks: { at: Date; last: LastIds }[] = [];

  private constructor(
    private readonly db: Db,
    private readonly first: LastIds,
  ) {}

  static async start(db: Db): Promise<DemoTimeline> {
    return new DemoTimeline(db, await lastIds(db));
  }

  /** The rows written since the previous mark happened at `at`. */
  async mark(at: Date): Promise<void> {
    this.marks.push({ at, last: await lastIds(this.db) });
  }

  /**
   * Dates the marked rows; false when the database refuses to switch the triggers off (a PostgreSQL role that is not
   * a superuser), in which case everything keeps today's date.
   */
  async apply(): Promise<boolean> {
    try {
      await this.db.transaction(async (tx) => {
        await tx.execute(sql`set local session_replication_role = replica`);
        let from = this.first;
        for (const { at, last } of this.marks) {
          for (const [table, columns] of Object.entries(TABLES)) {
            if (last[table] === from[table]) continue;
            const dated = columns.map(
              (column) =>
                sql`${sql.identifier(column)} = case when ${sql.identifier(column)} is null then null else ${at.toISOString()}::timestamptz + (id - ${from[table]}) * interval '1 second' end`,
            );
            await tx.execute(sql`update ${sql.identifier(table)} set ${sql.join(dated, sql`, `)} where id > ${from[table]} and id <= ${last[table]}`);
          }
          from = last;
        }
        // A withdrawal moves on after it is asked for: it was last updated by its last event.
        await tx.execute(sql`
          update withdrawals w set updated_at = e.at
          from (select withdrawal_id, max(at) as at from withdrawal_events group by withdrawal_id) e
          where e.withdrawal_id = w.id and w.id > ${this.first.withdrawals} and w.id <= ${from.withdrawals}`);
      });
      return true;
    } catch (error) {
      const code = (error as { code?: string; cause?: { code?: string } }).code ?? (error as { cause?: { code?: string } }).cause?.code;
      // insufficient_privilege: only a superuser may turn the triggers off.
      if (code === '42501') return false;
      throw error;
    }
  }
}
