import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { clientErrorReports } from '@portal/db/schema';
import { type ClientReportKind, routePattern, scrubFrame, scrubText } from '@portal/domain/client-reports';
import { tooManyRequests } from '../../platform/errors.ts';
import { countClientReports } from '../../platform/metrics.ts';
import { hit } from '../../platform/rate-limit.ts';
import type { Services } from '../../platform/services.ts';

/** Report requests one address may send in an hour: a page sends one or two; more is a loop or abuse. */
export const REPORT_BATCHES_PER_IP_PER_HOUR = 300;

export interface ClientReport {
  kind: ClientReportKind;
  message: string;
  frame?: string;
  route: string;
  release: string;
  language: string;
}

interface Counted {
  kind: ClientReportKind;
  fingerprint: string;
  release: string;
  message: string;
  route: string;
  language: string;
  times: number;
}

/** The frame is kept under the message, on its own line (the table has one text column for both). */
export const FRAME_SEPARATOR = '\n';

/** Scrubbed again here: the browser's own scrubbing is a courtesy, this is the rule (decision 059). */
function scrubbed(report: ClientReport): Omit<Counted, 'times'> {
  const message = scrubText(report.message) || '-';
  const frame = report.frame ? scrubFrame(report.frame) : '';
  return {
    kind: report.kind,
    // Errors of the same text thrown in different places are different errors; a missing key is the same anywhere.
    fingerprint: createHash('sha256').update(`${report.kind}\n${message}\n${frame}`).digest('hex').slice(0, 32),
    release: report.release,
    message: frame ? `${message}${FRAME_SEPARATOR}${frame}` : message,
    route: routePattern(report.route),
    language: report.language,
  };
}

/**
 * Counts a batch of browser reports: one row per kind, fingerprint and release, its count and last sighting
 * (route, language) updated. A kind of report first seen for a release is logged, errors at error level.
 */
export async function recordClientErrors(services: Services, ip: string, reports: ClientReport[]): Promise<{ counted: number }> {
  if (!(await hit(services, `client-errors:ip:${ip}`, REPORT_BATCHES_PER_IP_PER_HOUR, 3_600))) throw tooManyRequests();
  // One statement may not update a row twice: the same report twice in a batch is counted as one row of two.
  const merged = new Map<string, Counted>();
  for (const report of reports) {
    const row = scrubbed(report);
    const key = `${row.kind}\n${row.fingerprint}\n${row.release}`;
    const known = merged.get(key);
    if (known) Object.assign(known, { times: known.times + 1, route: row.route, language: row.language });
    else merged.set(key, { ...row, times: 1 });
  }
  const rows = [...merged.values()];
  const saved = await services.db
    .insert(clientErrorReports)
    .values(rows.map(({ times, ...row }) => ({ ...row, count: times })))
    .onConflictDoUpdate({
      target: [clientErrorReports.kind, clientErrorReports.fingerprint, clientErrorReports.release],
      set: {
        count: sql`${clientErrorReports.count} + excluded.count`,
        message: sql`excluded.message`,
        route: sql`excluded.route`,
        language: sql`excluded.language`,
        lastSeenAt: sql`now()`,
      },
    })
    .returning({ fingerprint: clientErrorReports.fingerprint, release: clientErrorReports.release, count: clientErrorReports.count });
  for (const row of rows) {
    countClientReports(row.kind, row.times);
    const firstSighting = saved.some((s) => s.fingerprint === row.fingerprint && s.release === row.release && s.count === row.times);
    if (!firstSighting) continue;
    const entry = { kind: row.kind, release: row.release, route: row.route, language: row.language, report: row.message };
    if (row.kind === 'error' || row.kind === 'render') services.log.error(entry, 'the web app reported a new error');
    else services.log.warn(entry, `the web app reported a new ${row.kind === 'api' ? 'failed call' : 'missing text'}`);
  }
  return { counted: reports.length };
}
