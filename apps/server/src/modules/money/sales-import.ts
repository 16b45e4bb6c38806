import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline, Transform, type Readable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import { jobs, salesImports } from '@portal/db/schema';
import type { Db } from '@portal/db/client';
import { openBulkWriter, type BulkValue } from '@portal/db/bulk';
import { SETTLEMENT_CURRENCY, toMicros } from '@portal/domain/money/micros';
import type { JobDefinition } from '../../platform/jobs.ts';
import type { Services } from '../../platform/services.ts';
import { storeOnce } from '../../platform/store-once.ts';
import { rowsOf } from '@portal/db/rows';
import { Accounts } from './accounts.ts';
import { CatalogueMatcher, type Owner } from './catalogue-matcher.ts';
import { RoyaltyWriter } from './royalty-writer.ts';
import { openSalesReport, readLineBatches, readLines } from './sales-formats/index.ts';
import type { ParseIssue, SalesLine } from './sales-formats/types.ts';

export const SALES_IMPORT_JOB = 'sales-import';

export const salesImportJob: JobDefinition = { kind: SALES_IMPORT_JOB, run: (services, payload) => runSalesImport(services, (payload as { importId: number }).importId) };
export type SalesImportRow = typeof salesImports.$inferSelect;

const BATCH = 5_000;
const PROGRESS_MS = 1_000;

/**
 * Stores a report and queues its import. The same file again (by SHA-256) is the import already made: nothing is
 * stored or posted twice.
 */
export async function queueSalesImport(
  services: Services,
  input: { fileName: string; source: 'console' | 'folder'; createdByUserId?: number; rates: Record<string, string>; content: Readable | AsyncIterable<Uint8Array> },
): Promise<{ salesImport: SalesImportRow; duplicate: boolean }> {
  const { row, duplicate } = await storeOnce(services, {
    folder: 'sales-reports',
    content: input.content,
    byHash,
    record: async (tx, file) => {
      const [created] = await tx
        .insert(salesImports)
        .values({
          fileName: input.fileName.slice(0, 200),
          contentHash: file.sha256,
          objectKey: file.objectKey,
          sizeBytes: file.size,
          status: 'queued',
          rates: input.rates,
          source: input.source,
          createdByUserId: input.createdByUserId ?? null,
        })
        .returning();
      await tx.insert(jobs).values({ kind: SALES_IMPORT_JOB, payload: { importId: created!.id } });
      return created!;
    },
  });
  return { salesImport: row, duplicate };
}

async function byHash(db: Db, hash: string) {
  const [row] = await db.select().from(salesImports).where(eq(salesImports.contentHash, hash));
  return row;
}

const SUSPENSE_COLUMNS = [
  'import_id',
  'line_number',
  'reason',
  'store',
  'isrc',
  'upc',
  'store_item_id',
  'country',
  'period_start',
  'sale_type',
  'units',
  'currency',
  'revenue',
  'gross',
  'raw',
  'issue_key',
  'issue_params',
];

/**
 * Lines for the suspense report, kept in a scratch file while the entries stream (one connection cannot take two
 * COPYs at once) and written after them; memory stays flat however many lines miss.
 */
class SuspenseSpool {
  private readonly out;
  count = 0;
  gross = 0n;

  private constructor(private readonly dir: string) {
    this.out = createWriteStream(join(dir, 'suspense.jsonl'));
  }

  static async open() {
    return new SuspenseSpool(await mkdtemp(join(tmpdir(), 'soundport-suspense-')));
  }

  add(values: readonly BulkValue[], gross: bigint): Promise<void> | void {
    this.count++;
    this.gross += gross;
    if (!this.out.write(`${JSON.stringify(values, (_key, value) => (typeof value === 'bigint' ? value.toString() : value))}\n`)) return once(this.out, 'drain').then(() => undefined);
  }

  async writeTo(tx: Db) {
    this.out.end();
    await once(this.out, 'finish');
    if (this.count === 0) return;
    const writer = await openBulkWriter(tx, 'sales_suspense', SUSPENSE_COLUMNS);
    for await (const line of readLines(createReadStream(join(this.dir, 'suspense.jsonl')))) await writer.write(JSON.parse(line) as BulkValue[]);
    await writer.end();
  }

  async remove() {
    this.out.destroy();
    await rm(this.dir, { recursive: true, force: true });
  }
}

const suspenseLine = (importId: number, line: SalesLine, reason: 'no_match' | 'no_rate', gross: bigint): BulkValue[] => [
  importId,
  line.lineNumber,
  reason,
  line.store,
  line.isrc,
  line.upc,
  line.storeItemId,
  line.country,
  line.periodStart,
  line.saleType,
  line.units,
  line.currency,
  line.revenue,
  gross,
  null,
  null,
  null,
];
/** An unreadable line keeps its text and why it could not be read, for the operator to see. */
const invalidLine = (importId: number, issue: ParseIssue): BulkValue[] => [
  importId,
  issue.lineNumber,
  'invalid',
  null,
  null,
  null,
  null,
  null,
  null,
  null,
  null,
  null,
  null,
  0n,
  issue.raw.slice(0, 500),
  issue.key ?? null,
  issue.key ? JSON.stringify(issue.params ?? {}) : null,
];

/**
 * The import job (decision 022): streams the stored report, matches each line, credits matched lines as statement
 * entries streamed into the database and keeps the rest for the suspense report. Everything, and the one ledger
 * transaction of the report, is written in one database transaction: a crash leaves nothing behind and a retry
 * starts over.
 */
export async function runSalesImport(services: Services, importId: number): Promise<void> {
  const [row] = await services.db.select().from(salesImports).where(eq(salesImports.id, importId));
  if (!row || row.status === 'done' || row.status === 'failed') return;
  await services.db.update(salesImports).set({ status: 'running', error: null }).where(eq(salesImports.id, importId));

  const object = await services.files.getStream(row.objectKey);
  if (!object) return failImport(services, importId, 'the stored report is missing');
  let bytesRead = 0;
  const counted = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      bytesRead += chunk.byteLength;
      done(null, chunk);
    },
  });
  // The pipeline ends or destroys both streams together and takes their errors (an early stop is not a failure).
  pipeline(object.stream, counted, () => {});
  const report = await openSalesReport(readLineBatches(counted));
  if (!report) {
    counted.destroy();
    return failImport(services, importId, 'unknown report layout: the header row matches none we read');
  }
  await services.db.update(salesImports).set({ format: report.format.id }).where(eq(salesImports.id, importId));

  const rates: Record<string, string> = { ...(row.rates as Record<string, string>), [SETTLEMENT_CURRENCY]: '1' };
  const counts = { read: 0, matched: 0, unmatched: 0, invalid: 0 };
  let gross = 0n;
  const spool = await SuspenseSpool.open();
  try {
    await services.db.transaction(async (db) => {
      const entriesFromId = (await lastEntryId(db)) + 1;
      await RoyaltyWriter.using(db, services.db, importId, async (royalties) => {
        const matcher = new CatalogueMatcher(royalties.reader);
        // Progress goes through another connection, and only when there is one: PGlite's single one is in the transaction.
        const progress = royalties.reader === db ? null : services.db;
        let batch: SalesLine[] = [];
        // The batch whose catalogue lookup runs while the next batch is read.
        let looking: { lines: SalesLine[]; found: Promise<Owner[]> } | null = null;
        let reporting: Promise<unknown> | null = null;
        let reportedAt = 0;

        const reportProgress = () => {
          if (!progress || reporting || Date.now() - reportedAt < PROGRESS_MS) return;
          reportedAt = Date.now();
          const done = () => (reporting = null);
          reporting = progress
            .update(salesImports)
            .set({ bytesRead, linesRead: counts.read, linesMatched: counts.matched, linesUnmatched: counts.unmatched, linesInvalid: counts.invalid })
            .where(eq(salesImports.id, importId))
            .then(done, done);
        };

        const settle = async (lines: SalesLine[], found: Owner[]) => {
          await royalties.prepare(found);
          for (const line of lines) {
            const rate = rates[line.currency];
            const value = rate === undefined ? null : toMicros(line.revenue, rate);
            const owner = value === null ? null : matcher.match(line);
            if (value !== null) gross += value;
            // Writers answer a promise only when the database is behind: awaiting nothing would cost a tick per line.
            let behind: Promise<void> | void;
            if (value === null || !owner) {
              counts.unmatched++;
              behind = spool.add(suspenseLine(importId, line, value === null ? 'no_rate' : 'no_match', value ?? 0n), value ?? 0n);
            } else {
              counts.matched++;
              behind = royalties.credit({
                owner,
                store: line.store,
                country: line.country,
                periodMonth: `${line.periodStart.slice(0, 7)}-01`,
                saleType: line.saleType,
                units: line.units,
                gross: value,
              });
            }
            if (behind) await behind;
          }
          reportProgress();
        };

        const nextBatch = async () => {
          const previous = looking;
          looking = batch.length ? { lines: batch, found: matcher.load(batch) } : null;
          batch = [];
          if (previous) await settle(previous.lines, await previous.found);
        };

        for await (const items of report.batches) {
          for (const item of items) {
            if ('issue' in item) {
              // Read, but not readable: every data line of the report counts as read.
              counts.read++;
              counts.invalid++;
              const behind = spool.add(invalidLine(importId, item.issue), 0n);
              if (behind) await behind;
              continue;
            }
            counts.read++;
            batch.push(item.line);
            if (batch.length >= BATCH) await nextBatch();
          }
        }
        await nextBatch();
        await nextBatch();
        await reporting;

        const sources = [
          { account: Accounts.stores(SETTLEMENT_CURRENCY), amount: -gross },
          { account: Accounts.suspense(SETTLEMENT_CURRENCY), amount: spool.gross },
        ];
        const transactionId = await royalties.finish({ kind: 'sales_import', ref: `sales-import:${importId}`, idempotencyKey: `sales-import:${importId}` }, sources);
        const entriesToId = await lastEntryId(db);
        await spool.writeTo(db);
        await db
          .update(salesImports)
          .set({
            status: 'done',
            bytesRead: row.sizeBytes,
            linesRead: counts.read,
            linesMatched: counts.matched,
            linesUnmatched: counts.unmatched,
            linesInvalid: counts.invalid,
            gross,
            transactionId,
            entriesFromId,
            entriesToId,
            finishedAt: new Date(),
          })
          .where(eq(salesImports.id, importId));
      });
    });
  } finally {
    await spool.remove();
  }
}

/** The last id royalty_entries' sequence gave out, by any connection (0 before the first). */
async function lastEntryId(db: Db): Promise<number> {
  const [row] = rowsOf<{ id: string | number }>(await db.execute(sql`select case when is_called then last_value else last_value - 1 end as id from royalty_entries_id_seq`));
  return Number(row!.id);
}

async function failImport(services: Services, importId: number, error: string) {
  await services.db.update(salesImports).set({ status: 'failed', error, finishedAt: new Date() }).where(eq(salesImports.id, importId));
}
