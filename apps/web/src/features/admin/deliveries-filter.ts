import { platformById } from '@portal/domain/catalog/platforms';
import { isDeliveryFailureReason, isDeliveryState } from '@portal/domain/release/delivery';

/** What the Deliveries page lists: one state, one store and one failure reason, each optional. */
export interface DeliveryFilter {
  state: string;
  platformId: number | null;
  reason: string;
}

export interface DeliveryListParams extends DeliveryFilter {
  page: number;
}

/** The page's search params (state, store, reason, page); anything not understood is left out. */
export function readDeliveryParams(params: URLSearchParams): DeliveryListParams {
  const state = params.get('state') ?? '';
  const reason = params.get('reason') ?? '';
  const store = params.get('store') ?? '';
  const platformId = /^\d{1,9}$/.test(store) && platformById(Number(store)) ? Number(store) : null;
  const rawPage = params.get('page') ?? '';
  const page = /^\d{1,6}$/.test(rawPage) && Number(rawPage) >= 1 ? Number(rawPage) : 1;
  return { state: isDeliveryState(state) ? state : '', platformId, reason: isDeliveryFailureReason(reason) ? reason : '', page };
}

/** Sets or clears one of them; a new filter starts again at page 1. Empty values and page 1 stay out of the URL. */
export function withDeliveryParam(params: URLSearchParams, name: 'state' | 'store' | 'reason' | 'page', value: string): URLSearchParams {
  const next = new URLSearchParams(params);
  if (value === '' || (name === 'page' && value === '1')) next.delete(name);
  else next.set(name, value);
  if (name !== 'page') next.delete('page');
  return next;
}

/** Retry is offered where sending again can help: a failed delivery, or one held back. */
export const canRetry = (state: string) => state === 'failed' || state === 'held';
