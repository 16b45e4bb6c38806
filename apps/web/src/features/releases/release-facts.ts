import { platformById } from '@portal/domain/catalog/platforms';
import type { ReleaseDetail } from './api.ts';

export interface StoreRow {
  platformId: number;
  name: string;
  /** A delivery state, or 'not_sent' for a chosen store the release has not been sent to yet. */
  state: string;
  deliveredAt: string | null;
  liveAt: string | null;
  takenDownAt: string | null;
}

/**
 * Every store of the release: those it was sent to with their delivery state, and the chosen ones it has not been
 * sent to yet (before approval), in the catalogue's order.
 */
export function storeRows(release: Pick<ReleaseDetail, 'album' | 'deliveries'>): StoreRow[] {
  const rows = new Map<number, StoreRow>();
  for (const delivery of release.deliveries ?? []) rows.set(delivery.platformId, { ...delivery, name: delivery.platformName });
  for (const [id, chosen] of Object.entries(release.album.stores ?? {})) {
    const platformId = Number(id);
    if (!chosen || rows.has(platformId)) continue;
    rows.set(platformId, { platformId, name: platformById(platformId)?.name ?? `#${platformId}`, state: 'not_sent', deliveredAt: null, liveAt: null, takenDownAt: null });
  }
  const rank = (row: StoreRow) => platformById(row.platformId)?.rank ?? Number.MAX_SAFE_INTEGER;
  return [...rows.values()].sort((a, b) => rank(a) - rank(b) || a.platformId - b.platformId);
}
