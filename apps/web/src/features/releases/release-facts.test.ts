import { describe, expect, it } from 'vitest';
import { storeRows } from './release-facts.ts';

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
        { platformId: 1026, platformName: 'Spotify', state: 'live', deliveredAt: '2026-01-02T00:00:00.000Z', liveAt: '2026-01-03T00:00:00.000Z', takenDownAt: null },
        { platformId: 1032, platformName: 'Deezer', state: 'failed', deliveredAt: null, liveAt: null, takenDownAt: null },
      ],
    });
    expect(rows.map((row) => [row.platformId, row.state])).toEqual([
      [1026, 'live'],
      [1036, 'not_sent'],
      [1032, 'failed'],
    ]);
    expect(rows[0]).toMatchObject({ deliveredAt: '2026-01-02T00:00:00.000Z', liveAt: '2026-01-03T00:00:00.000Z' });
  });

  it('names a store the catalogue does not know by its id', () => {
    expect(storeRows({ album: { stores: { 424242: true } } })).toEqual([
      { platformId: 424242, name: '#424242', state: 'not_sent', deliveredAt: null, liveAt: null, takenDownAt: null },
    ]);
  });
});
