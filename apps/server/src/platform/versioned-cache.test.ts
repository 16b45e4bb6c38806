import { describe, expect, it } from 'vitest';
import { VersionedCache } from './versioned-cache.ts';

describe('VersionedCache', () => {
  it('serves an answer while its version is current and its time has not run out, and drops the oldest when full', () => {
    let now = 0;
    const cache = new VersionedCache<string>(1_000, 2, () => now);
    cache.set('a', 1, 'answer a');
    expect(cache.get('a', 1)).toBe('answer a');
    expect(cache.get('a', 2)).toBeUndefined();
    expect(cache.get('a', 1)).toBeUndefined();

    cache.set('b', 1, 'answer b');
    now = 999;
    expect(cache.get('b', 1)).toBe('answer b');
    now = 1_000;
    expect(cache.get('b', 1)).toBeUndefined();

    cache.set('c', 1, 'c');
    cache.set('d', 1, 'd');
    cache.set('e', 1, 'e');
    expect([cache.get('c', 1), cache.get('d', 1), cache.get('e', 1)]).toEqual([undefined, 'd', 'e']);
  });
});
