import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { desc } from 'drizzle-orm';
import { analyticsImports } from '@portal/db/schema';
import * as contract from '@portal/contract/analytics-imports';
import type { AnalyticsFileKind } from '@portal/domain/analytics/vocabulary';
import { register } from '../../platform/route.ts';
import type { Services } from '../../platform/services.ts';
import { queueAnalyticsImport, type AnalyticsImportRow } from './analytics-import.ts';
import type { ImportIssue } from './import-tally.ts';

export function analyticsImportDto(row: AnalyticsImportRow) {
  return {
    id: row.id,
    fileName: row.fileName,
    kind: row.kind as AnalyticsFileKind | null,
    status: row.status as 'queued' | 'running' | 'done' | 'failed',
    source: row.source as 'console' | 'folder',
    sizeBytes: row.sizeBytes,
    rowsRead: row.rowsRead,
    rowsMatched: row.rowsMatched,
    rowsUnmatched: row.rowsUnmatched,
    rowsInvalid: row.rowsInvalid,
    issues: row.issues as ImportIssue[],
    firstDay: row.firstDay,
    lastDay: row.lastDay,
    error: row.error,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

/** The operators' analytics-file calls; the upload is multipart, so buildApp registers these in its multipart scope. */
export function analyticsImportRoutes(app: FastifyInstance, services: Services): void {
  register(app, services, contract.createAnalyticsImport, async ({ auth, body }) => {
    const { analyticsImport, duplicate } = await queueAnalyticsImport(services, { fileName: body.fileName, source: 'console', createdByUserId: auth().user.id, content: Readable.from([body.file]) });
    return { analyticsImport: analyticsImportDto(analyticsImport), duplicate };
  });
  register(app, services, contract.listAnalyticsImports, async ({ query }) => ({
    imports: (await services.db.select().from(analyticsImports).orderBy(desc(analyticsImports.id)).limit(query.count)).map(analyticsImportDto),
  }));
}
