import { and, count, desc, eq, max, type SQL } from 'drizzle-orm';
import { clientErrorReports } from '@portal/db/schema';
import type { ClientReportKind } from '@portal/domain/client-reports';
import type { Services } from '../../platform/services.ts';
import { FRAME_SEPARATOR } from './record-client-errors.ts';

/** How many releases the console's filter offers: the newest ones are the ones worth looking at. */
const RELEASES_OFFERED = 20;

export interface ClientErrorQuery {
  kind?: ClientReportKind;
  release?: string;
  sort: 'count' | 'lastSeen';
  offset: number;
  count: number;
}

/** The operators' top browser errors: most frequent first (or most recent), filtered by kind and release. */
export async function listClientErrors(services: Services, query: ClientErrorQuery) {
  const filters: SQL[] = [];
  if (query.kind) filters.push(eq(clientErrorReports.kind, query.kind));
  if (query.release) filters.push(eq(clientErrorReports.release, query.release));
  const where = filters.length > 0 ? and(...filters) : undefined;
  const order =
    query.sort === 'count' ? [desc(clientErrorReports.count), desc(clientErrorReports.lastSeenAt), desc(clientErrorReports.id)] : [desc(clientErrorReports.lastSeenAt), desc(clientErrorReports.id)];
  const [rows, [total], releases] = await Promise.all([
    services.db
      .select()
      .from(clientErrorReports)
      .where(where)
      .orderBy(...order)
      .limit(query.count)
      .offset(query.offset),
    services.db.select({ n: count() }).from(clientErrorReports).where(where),
    services.db
      .select({ release: clientErrorReports.release, seen: max(clientErrorReports.lastSeenAt) })
      .from(clientErrorReports)
      .groupBy(clientErrorReports.release)
      .orderBy(desc(max(clientErrorReports.lastSeenAt)))
      .limit(RELEASES_OFFERED),
  ]);
  return {
    total: total?.n ?? 0,
    reports: rows.map((row) => {
      const [message = '', frame] = row.message.split(FRAME_SEPARATOR, 2);
      return {
        id: row.id,
        kind: row.kind as ClientReportKind,
        message,
        frame: frame ?? null,
        route: row.route,
        release: row.release,
        language: row.language,
        count: row.count,
        firstSeenAt: row.firstSeenAt.toISOString(),
        lastSeenAt: row.lastSeenAt.toISOString(),
      };
    }),
    releases: releases.map((row) => row.release),
  };
}
