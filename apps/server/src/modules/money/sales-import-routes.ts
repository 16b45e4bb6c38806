import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import { releases, salesImports, salesSuspense, tracks } from '@portal/db/schema';
import * as contract from '@portal/contract/sales-imports';
import { BusinessCode } from '@portal/domain/errors';
import { isCurrencyCode, isExchangeRate } from '@portal/domain/money/exchange-rates';
import { formatMicros } from '@portal/domain/money/micros';
import { AppError, refusal } from '../../platform/errors.ts';
import { register } from '../../platform/route.ts';
import type { Services } from '../../platform/services.ts';
import { creditedLines } from './import-credits.ts';
import { recordLateRate } from './late-rates.ts';
import { assignSuspenseLines, suspenseSummary } from './suspense-resolution.ts';
import { queueSalesImport, type SalesImportRow } from './sales-import.ts';

/** The exchange rates an operator records with an import: {"EUR": "1.083215"}, every value a positive decimal. */
export function parseRates(text: string | undefined): Record<string, string> {
  if (!text?.trim()) return {};
  const invalid = () => new AppError(BusinessCode.REQUEST_COMMON, 400, [{ field: 'body.rates', messageKey: 'money_rates_invalid', message: '' }], 'error_invalid_request');
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw invalid();
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw invalid();
  const rates: Record<string, string> = {};
  for (const [currency, rate] of Object.entries(parsed)) {
    if (!isCurrencyCode(currency) || typeof rate !== 'string' || !isExchangeRate(rate)) throw invalid();
    rates[currency] = rate;
  }
  return rates;
}

export function salesImportDto(row: SalesImportRow) {
  return {
    id: row.id,
    fileName: row.fileName,
    format: row.format as 'generic' | 'apple' | 'bandcamp' | 'dsr' | null,
    status: row.status as 'queued' | 'running' | 'done' | 'failed',
    source: row.source as 'console' | 'folder',
    sizeBytes: row.sizeBytes,
    bytesRead: row.bytesRead,
    linesRead: row.linesRead,
    linesMatched: row.linesMatched,
    linesUnmatched: row.linesUnmatched,
    linesInvalid: row.linesInvalid,
    gross: formatMicros(row.gross),
    rates: row.rates as Record<string, string>,
    error: row.error,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

/** The operators' sales-report calls; the upload is multipart, so buildApp registers these in its multipart scope. */
export function salesImportRoutes(app: FastifyInstance, services: Services): void {
  register(app, services, contract.createSalesImport, async ({ auth, body }) => {
    const rates = parseRates(body.rates);
    const { salesImport, duplicate } = await queueSalesImport(services, { fileName: body.fileName, source: 'console', createdByUserId: auth().user.id, rates, content: Readable.from([body.file]) });
    return { salesImport: salesImportDto(salesImport), duplicate };
  });
  register(app, services, contract.listSalesImports, async ({ query }) => ({
    imports: (await services.db.select().from(salesImports).orderBy(desc(salesImports.id)).limit(query.count)).map(salesImportDto),
    suspense: await suspenseSummary(services.db),
  }));
  register(app, services, contract.assignSuspense, async ({ auth, body }) => {
    if ((body.isrc === undefined) === (body.upc === undefined)) throw refusal(400, 'money_suspense_target_required', 'body.isrc');
    return assignSuspenseLines(services, auth().user.id, body);
  });
  register(app, services, contract.recordSalesRate, ({ auth, body }) => recordLateRate(services, auth().user.id, body));
  register(app, services, contract.salesCredited, ({ query }) => creditedLines(services, query));
  register(app, services, contract.salesSuspense, async ({ query }) => {
    const where = and(eq(salesSuspense.importId, query.importId), query.state === 'open' ? and(isNull(salesSuspense.resolvedAt), eq(salesSuspense.reason, 'no_match')) : undefined);
    const [[total], rows, missing] = await Promise.all([
      services.db.select({ value: count() }).from(salesSuspense).where(where),
      services.db
        .select({ line: salesSuspense, releaseTitle: releases.title, trackTitle: tracks.title })
        .from(salesSuspense)
        .leftJoin(releases, eq(releases.id, salesSuspense.resolvedReleaseId))
        .leftJoin(tracks, eq(tracks.id, salesSuspense.resolvedTrackId))
        .where(where)
        .orderBy(salesSuspense.lineNumber)
        .offset(query.offset)
        .limit(query.count),
      services.db
        .selectDistinct({ currency: salesSuspense.currency })
        .from(salesSuspense)
        .where(and(eq(salesSuspense.importId, query.importId), eq(salesSuspense.reason, 'no_rate'), isNull(salesSuspense.resolvedAt)))
        .orderBy(salesSuspense.currency),
    ]);
    return {
      total: Number(total?.value ?? 0),
      missingRates: missing.flatMap((row) => (row.currency ? [row.currency] : [])),
      lines: rows.map(({ line: row, releaseTitle, trackTitle }) => ({
        id: row.id,
        lineNumber: row.lineNumber,
        reason: row.reason as 'no_match' | 'no_rate' | 'invalid',
        store: row.store,
        isrc: row.isrc,
        upc: row.upc,
        storeItemId: row.storeItemId,
        saleType: row.saleType,
        country: row.country,
        periodStart: row.periodStart,
        units: row.units,
        currency: row.currency,
        revenue: row.revenue,
        gross: formatMicros(row.gross),
        raw: row.raw,
        issue: row.issueKey ? { key: row.issueKey, params: JSON.parse(row.issueParams ?? '{}') as Record<string, string | number> } : null,
        resolvedAt: row.resolvedAt?.toISOString() ?? null,
        resolvedTo: row.resolvedReleaseId === null ? null : { releaseId: row.resolvedReleaseId, trackId: row.resolvedTrackId, title: trackTitle ?? releaseTitle ?? '' },
      })),
    };
  });
}
