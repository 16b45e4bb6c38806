import { and, asc, between, count, eq, sql } from 'drizzle-orm';
import { releases, royaltyEntries, salesImports, tracks, users } from '@portal/db/schema';
import { formatMicros } from '@portal/domain/money/micros';
import { refusal } from '../../platform/errors.ts';
import type { Services } from '../../platform/services.ts';

/**
 * The lines an import credited when it ran, one statement entry of the owner per line, in report order. They are read
 * by primary key inside the id range the import recorded (decision 050).
 */
export async function creditedLines(services: Services, query: { importId: number; count: number; offset: number }) {
  const [salesImport] = await services.db.select({ fromId: salesImports.entriesFromId, toId: salesImports.entriesToId }).from(salesImports).where(eq(salesImports.id, query.importId));
  if (!salesImport) throw refusal(404, 'money_import_not_found', 'query.importId');
  if (salesImport.fromId === null || salesImport.toId === null) return { total: 0, lines: [] };
  const where = and(between(royaltyEntries.id, salesImport.fromId, salesImport.toId), eq(royaltyEntries.importId, query.importId), eq(royaltyEntries.role, 'owner'));
  const [[total], rows] = await Promise.all([
    services.db.select({ value: count() }).from(royaltyEntries).where(where),
    services.db
      .select({
        entry: royaltyEntries,
        releaseTitle: releases.title,
        upc: releases.upc,
        trackTitle: tracks.title,
        isrc: tracks.isrc,
        ownerName: sql<string>`coalesce(nullif(${users.nickname}, ''), ${users.email}, '')`,
      })
      .from(royaltyEntries)
      .leftJoin(releases, eq(releases.id, royaltyEntries.releaseId))
      .leftJoin(tracks, eq(tracks.id, royaltyEntries.trackId))
      .leftJoin(users, eq(users.id, royaltyEntries.ownerUserId))
      .where(where)
      .orderBy(asc(royaltyEntries.id))
      .offset(query.offset)
      .limit(query.count),
  ]);
  return {
    total: Number(total?.value ?? 0),
    lines: rows.map(({ entry, releaseTitle, upc, trackTitle, isrc, ownerName }) => ({
      id: entry.id,
      store: entry.store,
      country: entry.country,
      periodMonth: entry.periodMonth,
      saleType: entry.saleType,
      units: entry.units,
      release: { id: entry.releaseId, title: releaseTitle ?? '', upc },
      track: entry.trackId === null ? null : { id: entry.trackId, title: trackTitle ?? '', isrc },
      owner: { userId: entry.ownerUserId, name: ownerName },
      gross: formatMicros(entry.gross),
      commission: formatMicros(entry.commission),
      splitShares: formatMicros(entry.gross - entry.commission - entry.amount),
      ownerAmount: formatMicros(entry.amount),
    })),
  };
}
