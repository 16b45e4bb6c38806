import type { Readable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import { analyticsImports, jobs } from '@portal/db/schema';
import type { Db } from '@portal/db/client';
import { formatDay } from '@portal/domain/analytics/date-range';
import type { JobDefinition } from '../../platform/jobs.ts';
import type { Services } from '../../platform/services.ts';
import { storeOnce } from '../../platform/store-once.ts';
import { readLineBatches } from '../money/sales-formats/index.ts';
import { openAnalyticsFile } from './files/read-analytics-file.ts';
import { importFacts } from './import-facts.ts';
import { importPlaylists, importPresaves } from './import-placements.ts';
import { ImportTally } from './import-tally.ts';

export const ANALYTICS_IMPORT_JOB = 'analytics-import';
export type AnalyticsImportRow = typeof analyticsImports.$inferSelect;

export const analyticsImportJob: JobDefinition = { kind: ANALYTICS_IMPORT_JOB, run: (services, payload) => runAnalyticsImport(services, (payload as { importId: number }).importId) };

/** Stores an analytics file and queues its import; the same file again (SHA-256) is the import already made. */
export async function queueAnalyticsImport(
  services: Services,
  input: { fileName: string; source: 'console' | 'folder'; createdByUserId?: number; content: Readable | AsyncIterable<Uint8Array> },
): Promise<{ analyticsImport: AnalyticsImportRow; duplicate: boolean }> {
  const { row, duplicate } = await storeOnce(services, {
    folder: 'analytics-files',
    content: input.content,
    byHash,
    record: async (tx, file) => {
      const [created] = await tx
        .insert(analyticsImports)
        .values({
          fileName: input.fileName.slice(0, 200),
          contentHash: file.sha256,
          objectKey: file.objectKey,
          sizeBytes: file.size,
          status: 'queued',
          source: input.source,
          createdByUserId: input.createdByUserId ?? null,
        })
        .returning();
      await tx.insert(jobs).values({ kind: ANALYTICS_IMPORT_JOB, payload: { importId: created!.id } });
      return created!;
    },
  });
  return { analyticsImport: row, duplicate };
}

async function byHash(db: Db, hash: string) {
  const [row] = await db.select().from(analyticsImports).where(eq(analyticsImports.contentHash, hash));
  return row;
}

/**
 * The import job: reads the stored file, matches its rows to our catalogue and writes facts, rollups and the data
 * days in one transaction, so a failure leaves nothing behind. Imports run one at a time (an advisory lock).
 */
export async function runAnalyticsImport(services: Services, importId: number): Promise<void> {
  const [row] = await services.db.select().from(analyticsImports).where(eq(analyticsImports.id, importId));
  if (!row || row.status === 'done' || row.status === 'failed') return;
  await services.db.update(analyticsImports).set({ status: 'running', error: null }).where(eq(analyticsImports.id, importId));
  const object = await services.files.getStream(row.objectKey);
  if (!object) return failImport(services.db, importId, 'import_failed_file_missing');
  const file = await openAnalyticsFile(readLineBatches(object.stream));
  if (!file) {
    object.stream.destroy();
    return failImport(services.db, importId, 'import_failed_unknown_layout');
  }
  const tally = new ImportTally();
  try {
    await services.db.transaction(async (db) => {
      await db.execute(sql`SELECT pg_advisory_xact_lock(hashtext('analytics-import'))`);
      // The rollup statements group a whole file at once: let them hash in memory rather than spill to disk.
      await db.execute(sql`SET LOCAL work_mem = '64MB'`);
      const kind = file.layout.kind;
      if (kind === 'playlists') await importPlaylists(db, importId, file.items, tally);
      else if (kind === 'presaves') await importPresaves(db, file.items, tally);
      else await importFacts(db, services.db, kind, importId, file.items, tally);
      await db
        .update(analyticsImports)
        .set({
          kind,
          status: 'done',
          rowsRead: tally.rowsRead,
          rowsMatched: tally.rowsMatched,
          rowsUnmatched: tally.rowsUnmatched,
          rowsInvalid: tally.rowsInvalid,
          issues: tally.sortedIssues(),
          firstDay: tally.firstDay === null ? null : formatDay(tally.firstDay),
          lastDay: tally.lastDay === null ? null : formatDay(tally.lastDay),
          finishedAt: new Date(),
        })
        .where(eq(analyticsImports.id, importId));
    });
  } catch (error) {
    object.stream.destroy();
    await failImport(services.db, importId, error instanceof Error ? error.message : String(error));
  }
}

async function failImport(db: Db, importId: number, error: string) {
  await db
    .update(analyticsImports)
    .set({ status: 'failed', error: error.slice(0, 2000), finishedAt: new Date() })
    .where(eq(analyticsImports.id, importId));
}
