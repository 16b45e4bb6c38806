/**
 * Where a release stands at one store (decision 047). The stored values keep their first names: `pending` is shown as
 * queued and `delivered` as sent.
 */
export const deliveryStates = ['pending', 'sending', 'delivered', 'acknowledged', 'live', 'failed', 'held', 'takedown_pending', 'taken_down'] as const;
export type DeliveryState = (typeof deliveryStates)[number];
export const isDeliveryState = (state: string): state is DeliveryState => (deliveryStates as readonly string[]).includes(state);

/** How the artist's release page groups its stores. */
export type DeliveryGroup = 'delivered' | 'waiting' | 'failed' | 'taken_down';
const groupOf: Record<DeliveryState, DeliveryGroup> = {
  pending: 'waiting',
  sending: 'waiting',
  held: 'waiting',
  delivered: 'delivered',
  acknowledged: 'delivered',
  live: 'delivered',
  failed: 'failed',
  takedown_pending: 'waiting',
  taken_down: 'taken_down',
};
export const deliveryGroupOf = (state: string): DeliveryGroup => groupOf[isDeliveryState(state) ? state : 'pending'];

/** The store holds the last message: a retry of it would send it twice. */
export const storeHasMessage = (state: string) => state === 'acknowledged' || state === 'live';

/**
 * Why a delivery failed. Each has a message for the account (`delivery_reason_<code>`) and says what happens next:
 * the portal tries again by itself at a time, or an operator must act first.
 */
export const deliveryFailureReasons = {
  schema_missing: 'operator',
  validator_unavailable: 'operator',
  message_invalid: 'operator',
  target_unwritable: 'operator',
  target_unreachable: 'retry',
  target_refused: 'operator',
  file_missing: 'operator',
  store_rejected: 'operator',
  internal: 'retry',
} as const satisfies Record<string, 'retry' | 'operator'>;
export type DeliveryFailureReason = keyof typeof deliveryFailureReasons;
export const isDeliveryFailureReason = (code: string): code is DeliveryFailureReason => Object.hasOwn(deliveryFailureReasons, code);
export const deliveryReasonKey = (code: string) => `delivery_reason_${isDeliveryFailureReason(code) ? code : 'internal'}`;

/** What the account is told will happen after a failure: a retry at a time, or waiting for an operator. */
export type DeliveryNextStep = { kind: 'retry'; at: string } | { kind: 'operator' };
