import { platformById } from '@portal/domain/catalog/platforms';
import { deliveryGroupOf, type DeliveryGroup } from '@portal/domain/release/delivery';
import { deliveryGroups } from '../../lib/delivery-labels.ts';
import type { ReleaseDetail } from './api.ts';

type Delivery = NonNullable<ReleaseDetail['deliveries']>[number];
export type DeliveryEvent = Delivery['events'][number];

export interface StoreRow {
  platformId: number;
  name: string;
  /** A delivery state, or 'not_sent' for a chosen store the release has not been sent to yet. */
  state: string;
  deliveredAt: string | null;
  acknowledgedAt: string | null;
  liveAt: string | null;
  takenDownAt: string | null;
  /** Why the last attempt failed: the code and its message in the user's language (from the server). */
  reasonCode: string | null;
  reason: string | null;
  /** After a failure: a retry at a time, or waiting for our team. */
  next: Delivery['next'];
  /** The delivery's steps, oldest first. */
  events: DeliveryEvent[];
}

const byTime = (a: DeliveryEvent, b: DeliveryEvent) => Date.parse(a.at) - Date.parse(b.at);

/**
 * Every store of the release: those it was sent to with their delivery state, and the chosen ones it has not been
 * sent to yet (before approval), in the catalogue's order.
 */
export function storeRows(release: Pick<ReleaseDetail, 'album' | 'deliveries'>): StoreRow[] {
  const rows = new Map<number, StoreRow>();
  for (const delivery of release.deliveries ?? []) {
    rows.set(delivery.platformId, {
      platformId: delivery.platformId,
      name: delivery.platformName,
      state: delivery.state,
      deliveredAt: delivery.deliveredAt,
      acknowledgedAt: delivery.acknowledgedAt ?? null,
      liveAt: delivery.liveAt,
      takenDownAt: delivery.takenDownAt,
      reasonCode: delivery.reasonCode ?? null,
      reason: delivery.reason ?? null,
      next: delivery.next ?? null,
      // Stable: steps of the same moment keep the server's order.
      events: [...(delivery.events ?? [])].sort(byTime),
    });
  }
  for (const [id, chosen] of Object.entries(release.album.stores ?? {})) {
    const platformId = Number(id);
    if (!chosen || rows.has(platformId)) continue;
    rows.set(platformId, {
      platformId,
      name: platformById(platformId)?.name ?? `#${platformId}`,
      state: 'not_sent',
      deliveredAt: null,
      acknowledgedAt: null,
      liveAt: null,
      takenDownAt: null,
      reasonCode: null,
      reason: null,
      next: null,
      events: [],
    });
  }
  const rank = (row: StoreRow) => platformById(row.platformId)?.rank ?? Number.MAX_SAFE_INTEGER;
  return [...rows.values()].sort((a, b) => rank(a) - rank(b) || a.platformId - b.platformId);
}

export interface StoreGroup {
  group: DeliveryGroup;
  rows: StoreRow[];
}

/**
 * The stores by where they stand, in the order the page shows them (failed first, then waiting, delivered and taken
 * down), each keeping the catalogue's order; empty groups are left out. A store not sent yet is waiting.
 */
export function storeGroups(rows: StoreRow[]): StoreGroup[] {
  return deliveryGroups.map((group) => ({ group, rows: rows.filter((row) => deliveryGroupOf(row.state) === group) })).filter((entry) => entry.rows.length > 0);
}

/** More stores than this in a group (other than the failed one) and it starts folded, showing its count. */
export const FOLD_AFTER = 8;
export const startsOpen = (entry: StoreGroup) => entry.group === 'failed' || entry.rows.length <= FOLD_AFTER;
