import { describe, expect, it } from 'vitest';
import type { ReleaseDetail } from './api.ts';
import { startsOpen, storeGroups, storeRows, type StoreRow } from './release-facts.ts';

type Delivery = NonNullable<ReleaseDetail['deliveries']>[number];

const delivery = (platformId: number, platformName: string, state: string, extra: Partial<Delivery> = {}): Delivery => ({
  platformId,
  platformName,
  state,
  deliveredAt: null,
  acknowledgedAt: null,
  liveAt: null,
  takenDownAt: null,
  reasonCode: null,
  reason: null,
  next: null,
  events: [],
  ...extra,
});

describe('storeRows', () => {
  it('lists chosen stores not sent yet, in the catalogue’s order', () => {
    const rows = storeRows({ album: { stores: { 1026: true, 1: true, 1036: false } }, deliveries: [] });
    expect(rows.map((row) => [row.platformId, row.name, row.state])).toEqual([
      [1, 'Flick', 'not_sent'],
      [1026, 'Spotify', 'not_sent'],
    ]);
  });

  it('shows each delivery with its state and dates, and stores it was sent to that are no longer chosen', () => {
    const rows = storeRows({
      album: { stores: { 1026: true, 1036: true } },
      deliveries: [
        delivery(1026, 'Spotify', 'live', { deliveredAt: '2026-01-02T00:00:00.000Z', acknowledgedAt: '2026-01-02T12:00:00.000Z', liveAt: '2026-01-03T00:00:00.000Z' }),
        delivery(1032, 'Deezer', 'failed', { reasonCode: 'target_unreachable', reason: 'We could not reach this store.', next: { kind: 'retry', at: '2026-01-02T01:00:00.000Z' } }),
      ],
    });
    expect(rows.map((row) => [row.platformId, row.state])).toEqual([
      [1026, 'live'],
      [1036, 'not_sent'],
      [1032, 'failed'],
    ]);
    expect(rows[0]).toMatchObject({ deliveredAt: '2026-01-02T00:00:00.000Z', acknowledgedAt: '2026-01-02T12:00:00.000Z', liveAt: '2026-01-03T00:00:00.000Z' });
    expect(rows[2]).toMatchObject({ reasonCode: 'target_unreachable', reason: 'We could not reach this store.', next: { kind: 'retry', at: '2026-01-02T01:00:00.000Z' } });
  });

  it('puts the timeline oldest first, keeping the order of steps of the same moment', () => {
    const step = (state: string, at: string) => ({ state, at, reasonCode: null, reason: null, source: 'portal' as const, messageKind: null });
    const [row] = storeRows({
      album: { stores: {} },
      deliveries: [delivery(1026, 'Spotify', 'live', { events: [step('live', '2026-01-03T00:00:00Z'), step('pending', '2026-01-01T00:00:00Z'), step('sending', '2026-01-01T00:00:00Z')] })],
    });
    expect(row!.events.map((event) => event.state)).toEqual(['pending', 'sending', 'live']);
  });

  it('names a store the catalogue does not know by its id', () => {
    expect(storeRows({ album: { stores: { 424242: true } } })).toEqual([
      { platformId: 424242, name: '#424242', state: 'not_sent', deliveredAt: null, acknowledgedAt: null, liveAt: null, takenDownAt: null, reasonCode: null, reason: null, next: null, events: [] },
    ]);
  });
});

describe('storeGroups', () => {
  const row = (platformId: number, state: string): StoreRow => storeRows({ album: { stores: {} }, deliveries: [delivery(platformId, `#${platformId}`, state)] })[0]!;

  it('shows failed stores first, then waiting, delivered and taken down, leaving out empty groups', () => {
    const groups = storeGroups([row(1, 'live'), row(2, 'held'), row(3, 'failed'), row(4, 'acknowledged'), row(5, 'delivered'), row(6, 'pending'), row(7, 'sending'), row(8, 'takedown_pending')]);
    expect(groups.map((entry) => [entry.group, entry.rows.map((r) => r.platformId)])).toEqual([
      ['failed', [3]],
      ['waiting', [2, 6, 7, 8]],
      ['delivered', [1, 4, 5]],
    ]);
  });

  it('counts a store not sent yet as waiting and a taken-down one apart', () => {
    expect(storeGroups([row(1, 'not_sent'), row(2, 'taken_down')]).map((entry) => entry.group)).toEqual(['waiting', 'taken_down']);
  });

  it('folds a long group, never the failed one', () => {
    const many = (state: string) => Array.from({ length: 9 }, (_, index) => row(index + 1, state));
    expect(startsOpen({ group: 'delivered', rows: many('live') })).toBe(false);
    expect(startsOpen({ group: 'delivered', rows: many('live').slice(0, 8) })).toBe(true);
    expect(startsOpen({ group: 'failed', rows: many('failed') })).toBe(true);
  });
});
