import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { releases, salesSuspense, storeItemIds, tracks } from '@portal/db/schema';
import type { Db } from '@portal/db/client';
import { formatMicros, SETTLEMENT_CURRENCY } from '@portal/domain/money/micros';
import { refusal } from '../../platform/errors.ts';
import type { Services } from '../../platform/services.ts';
import { Accounts } from './accounts.ts';
import type { Owner } from './catalogue-matcher.ts';
import { RoyaltyWriter } from './royalty-writer.ts';

export interface AssignSuspense {
  importId: number;
  lineIds: number[];
  /** Our track the lines are sales of, by its ISRC; or */
  isrc?: string;
  /** our release, by its UPC, for release sales. */
  upc?: string;
}

/** The track or release of ours an operator names, as the owner its sales credit. */
async function targetOf(db: Db, input: AssignSuspense): Promise<Owner & { title: string }> {
  if (input.isrc) {
    const [track] = await db
      .select({ trackId: tracks.id, releaseId: tracks.releaseId, userId: releases.ownerUserId, title: tracks.title })
      .from(tracks)
      .innerJoin(releases, eq(releases.id, tracks.releaseId))
      .where(and(eq(tracks.isrc, input.isrc), isNull(releases.deletedAt), eq(releases.isDraft, false)))
      .orderBy(tracks.id)
      .limit(1);
    if (!track) throw refusal(400, 'money_suspense_target_unknown', 'body.isrc');
    return track;
  }
  const [release] = await db
    .select({ releaseId: releases.id, userId: releases.ownerUserId, title: releases.title })
    .from(releases)
    .where(and(eq(releases.upc, input.upc ?? ''), isNull(releases.deletedAt), eq(releases.isDraft, false)))
    .limit(1);
  if (!release) throw refusal(400, 'money_suspense_target_unknown', 'body.upc');
  return { ...release, trackId: null };
}

/**
 * An operator assigns unmatched lines of an import to one of our tracks (or releases): each line is credited as if the
 * import had matched it (commission, split, statement entry, rollups), in one ledger transaction taking the money out
 * of suspense. A store's own item id on a line is remembered, so that store's later reports match by it. Lines already
 * assigned, or that cannot be credited (no exchange rate, unreadable), refuse the whole request and change nothing.
 */
export async function assignSuspenseLines(services: Services, operatorId: number, input: AssignSuspense) {
  const lineIds = [...new Set(input.lineIds)];
  const target = await targetOf(services.db, input);
  return services.db.transaction(async (db) => {
    const lines = await db
      .update(salesSuspense)
      .set({ resolvedAt: new Date(), resolvedTrackId: target.trackId, resolvedReleaseId: target.releaseId, resolvedByUserId: operatorId })
      .where(and(inArray(salesSuspense.id, lineIds), eq(salesSuspense.importId, input.importId), eq(salesSuspense.reason, 'no_match'), isNull(salesSuspense.resolvedAt)))
      .returning();
    if (lines.length !== lineIds.length) throw refusal(409, 'money_suspense_lines_closed', 'body.lineIds');

    return RoyaltyWriter.using(db, services.db, input.importId, async (royalties) => {
      await royalties.prepare([target]);
      let gross = 0n;
      for (const line of lines) {
        gross += line.gross;
        await royalties.credit({
          owner: target,
          store: line.store ?? '',
          country: line.country ?? 'WW',
          periodMonth: `${(line.periodStart ?? '').slice(0, 7)}-01`,
          saleType: line.saleType ?? 'other',
          units: line.units ?? 0,
          gross: line.gross,
        });
      }
      const transactionId = await royalties.finish(
        { kind: 'suspense_assign', ref: `sales-import:${input.importId}`, memo: { lines: lineIds.length, trackId: target.trackId, releaseId: target.releaseId } },
        [{ account: Accounts.suspense(SETTLEMENT_CURRENCY), amount: -gross }],
      );
      await db.update(salesSuspense).set({ resolvedTransactionId: transactionId }).where(inArray(salesSuspense.id, lineIds));
      const learnt = lines.filter((line) => line.storeItemId && line.store);
      if (learnt.length) {
        await db
          .insert(storeItemIds)
          .values(learnt.map((line) => ({ store: line.store!.toLowerCase(), itemId: line.storeItemId!, releaseId: target.releaseId, trackId: target.trackId, createdByUserId: operatorId })))
          .onConflictDoNothing();
      }
      return { assigned: lines.length, gross: formatMicros(gross), target: { releaseId: target.releaseId, trackId: target.trackId, title: target.title } };
    });
  });
}

/** Open lines and their money across every import (what suspense holds), and the lines still waiting for a rate. */
export async function suspenseSummary(db: Db) {
  const [row] = await db
    .select({
      lines: sql<number>`count(*) filter (where ${salesSuspense.reason} = 'no_match')::int`,
      gross: sql<string>`coalesce(sum(${salesSuspense.gross}) filter (where ${salesSuspense.reason} = 'no_match'), 0)::text`,
      noRate: sql<number>`count(*) filter (where ${salesSuspense.reason} = 'no_rate')::int`,
    })
    .from(salesSuspense)
    .where(isNull(salesSuspense.resolvedAt));
  return { openLines: row?.lines ?? 0, openGross: formatMicros(BigInt(row?.gross ?? '0')), waitingForRate: row?.noRate ?? 0 };
}
