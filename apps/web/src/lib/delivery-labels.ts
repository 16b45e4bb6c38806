import { isDeliveryState, type DeliveryGroup, type DeliveryState } from '@portal/domain/release/delivery';
import { formatDateTime } from './format.ts';

// How a delivery to a store is named and coloured, on the release page and in the operators' Deliveries page
// (decision 047).

const deliveryColors: Record<DeliveryState, string> = {
  pending: 'gray',
  sending: 'blue',
  delivered: 'cyan',
  acknowledged: 'teal',
  live: 'green',
  failed: 'red',
  held: 'yellow',
  takedown_pending: 'orange',
  taken_down: 'dark',
};

/** `pending` reads as "Queued" and `delivered` as "Sent to the store"; an unknown state reads as queued. */
export const deliveryStateKey = (state: string) => `release_delivery_${isDeliveryState(state) ? state : 'pending'}`;
export const deliveryStateColor = (state: string) => deliveryColors[isDeliveryState(state) ? state : 'pending'];

/** The groups of the release page's stores, in the order they are shown: what needs attention first. */
export const deliveryGroups = ['failed', 'waiting', 'delivered', 'taken_down'] as const satisfies readonly DeliveryGroup[];
export const deliveryGroupKey = (group: DeliveryGroup) => `delivery_group_${group}`;

/** Who a step of a delivery's timeline came from: the portal itself, the store (its acknowledgement) or our team. */
export const deliverySources = ['portal', 'store', 'operator'] as const;
export const deliverySourceKey = (source: (typeof deliverySources)[number]) => `delivery_source_${source}`;

/** The kind of ERN message a step sent: a new release, an update or a takedown; an unknown kind is not named. */
export const deliveryMessageKinds = ['Insert', 'Update', 'Takedown'] as const;
export const deliveryMessageKindKey = (kind: string | null) => (kind && (deliveryMessageKinds as readonly string[]).includes(kind) ? `delivery_message_${kind.toLowerCase()}` : null);

/** What a problem of the server's health stops working. */
export const healthFeatures = ['delivery', 'uploads', 'creation', 'publishing', 'identifiers', 'storage'] as const;
export const healthFeatureKey = (feature: string) => `health_feature_${(healthFeatures as readonly string[]).includes(feature) ? feature : 'delivery'}`;

/**
 * A moment as the delivery pages show it: yyyy-MM-dd HH:mm, kept whole and left to right in any language. Word joiners
 * hold the hyphens and a no-break space the time, so a narrow row wraps before the date rather than inside it;
 * formatDateTime's left-to-right isolate keeps an Arabic sentence from turning the digits into Arabic numbers read
 * right to left ("2026-12-02" would show as "02-12-2026").
 */
export const deliveryTime = (value: string | number | Date) => formatDateTime(value).replace(/-/g, '\u2060-\u2060').replace(/ /g, '\u00a0');
