import { describe, expect, it } from 'vitest';
import { canRetry, readDeliveryParams, withDeliveryParam } from './deliveries-filter.ts';

describe('the Deliveries page filter', () => {
  it('reads state, store, reason and page', () => {
    expect(readDeliveryParams(new URLSearchParams('state=failed&store=1026&reason=store_rejected&page=3'))).toEqual({ state: 'failed', platformId: 1026, reason: 'store_rejected', page: 3 });
    expect(readDeliveryParams(new URLSearchParams(''))).toEqual({ state: '', platformId: null, reason: '', page: 1 });
  });

  it('leaves out what it does not understand', () => {
    expect(readDeliveryParams(new URLSearchParams('state=exploded&store=424242&reason=bad_luck&page=0'))).toEqual({ state: '', platformId: null, reason: '', page: 1 });
    expect(readDeliveryParams(new URLSearchParams('store=12x&page=-1'))).toEqual({ state: '', platformId: null, reason: '', page: 1 });
  });

  it('starts again at page 1 when a filter changes and keeps defaults out of the URL', () => {
    expect(withDeliveryParam(new URLSearchParams('state=failed&page=4'), 'store', '1026').toString()).toBe('state=failed&store=1026');
    expect(withDeliveryParam(new URLSearchParams('state=failed&store=1026'), 'state', '').toString()).toBe('store=1026');
    expect(withDeliveryParam(new URLSearchParams('state=failed'), 'page', '2').toString()).toBe('state=failed&page=2');
    expect(withDeliveryParam(new URLSearchParams('state=failed&page=2'), 'page', '1').toString()).toBe('state=failed');
  });

  it('offers Retry for failed and held deliveries only', () => {
    expect(['failed', 'held'].every(canRetry)).toBe(true);
    expect(['pending', 'sending', 'delivered', 'acknowledged', 'live', 'takedown_pending', 'taken_down'].some(canRetry)).toBe(false);
  });
});
