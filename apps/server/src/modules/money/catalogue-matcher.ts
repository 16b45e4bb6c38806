import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { releases, storeItemIds, tracks } from '@portal/db/schema';
import type { Db } from '@portal/db/client';
import type { SalesLine } from './sales-formats/types.ts';

export interface Owner {
  userId: number;
  releaseId: number;
  trackId: number | null;
}

type MatchFields = Pick<SalesLine, 'isrc' | 'upc' | 'store' | 'storeItemId'>;

const storeKey = (store: string, itemId: string) => `${store.toLowerCase()}|${itemId}`;

/**
 * Finds our tracks and releases for sales lines, a batch at a time, remembering what it looked up: by ISRC first, then
 * by the store's own id of the item (learnt when an operator assigned such a line), then by UPC for release sales.
 */
export class CatalogueMatcher {
  private readonly byIsrc = new Map<string, Owner | null>();
  private readonly byStoreItem = new Map<string, Owner | null>();
  private readonly byUpc = new Map<string, Owner | null>();

  constructor(private readonly db: Db) {}

  /** Looks up what the lines name that was not looked up before; returns the owners found. */
  async load(lines: readonly MatchFields[]): Promise<Owner[]> {
    const found: Owner[] = [];
    const isrcs = new Set<string>();
    const upcs = new Set<string>();
    const items = new Map<string, { store: string; itemId: string }>();
    for (const line of lines) {
      if (line.isrc && !this.byIsrc.has(line.isrc)) isrcs.add(line.isrc);
      if (line.upc && !this.byUpc.has(line.upc)) upcs.add(line.upc);
      if (line.storeItemId && !this.byStoreItem.has(storeKey(line.store, line.storeItemId)))
        items.set(storeKey(line.store, line.storeItemId), { store: line.store.toLowerCase(), itemId: line.storeItemId });
    }
    if (isrcs.size) {
      const rows = await this.db
        .select({ isrc: tracks.isrc, trackId: tracks.id, releaseId: tracks.releaseId, userId: releases.ownerUserId })
        .from(tracks)
        .innerJoin(releases, eq(releases.id, tracks.releaseId))
        .where(and(inArray(tracks.isrc, [...isrcs]), isNull(releases.deletedAt), eq(releases.isDraft, false)))
        .orderBy(asc(tracks.id));
      for (const isrc of isrcs) this.byIsrc.set(isrc, null);
      for (const row of rows) {
        if (this.byIsrc.get(row.isrc)) continue;
        const owner = { userId: row.userId, releaseId: row.releaseId, trackId: row.trackId };
        this.byIsrc.set(row.isrc, owner);
        found.push(owner);
      }
    }
    if (items.size) {
      const rows = await this.db
        .select({ store: storeItemIds.store, itemId: storeItemIds.itemId, releaseId: storeItemIds.releaseId, trackId: storeItemIds.trackId, userId: releases.ownerUserId })
        .from(storeItemIds)
        .innerJoin(releases, eq(releases.id, storeItemIds.releaseId))
        .where(and(inArray(storeItemIds.itemId, [...new Set([...items.values()].map((item) => item.itemId))]), isNull(releases.deletedAt)));
      for (const key of items.keys()) this.byStoreItem.set(key, null);
      for (const row of rows) {
        const key = storeKey(row.store, row.itemId);
        if (!items.has(key)) continue;
        const owner = { userId: row.userId, releaseId: row.releaseId, trackId: row.trackId };
        this.byStoreItem.set(key, owner);
        found.push(owner);
      }
    }
    if (upcs.size) {
      const rows = await this.db
        .select({ upc: releases.upc, releaseId: releases.id, userId: releases.ownerUserId })
        .from(releases)
        .where(and(inArray(releases.upc, [...upcs]), isNull(releases.deletedAt)));
      for (const upc of upcs) this.byUpc.set(upc, null);
      for (const row of rows) {
        const owner = { userId: row.userId, releaseId: row.releaseId, trackId: null };
        this.byUpc.set(row.upc!, owner);
        found.push(owner);
      }
    }
    return found;
  }

  match(line: MatchFields): Owner | null {
    return (
      (line.isrc ? this.byIsrc.get(line.isrc) : null) ??
      (line.storeItemId ? this.byStoreItem.get(storeKey(line.store, line.storeItemId)) : null) ??
      (line.upc ? this.byUpc.get(line.upc) : null) ??
      null
    );
  }
}
