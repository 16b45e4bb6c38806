import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mergeRequests } from './merge-requests.ts';

describe('mergeRequests', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('answers callers of the same moment with one request', async () => {
    const request = vi.fn().mockResolvedValue('pong');
    const merged = mergeRequests(request, 50);
    const calls = Array.from({ length: 5 }, () => merged());
    await vi.advanceTimersByTimeAsync(50);
    await expect(Promise.all(calls)).resolves.toEqual(['pong', 'pong', 'pong', 'pong', 'pong']);
    expect(request).toHaveBeenCalledTimes(1);
  });

  it('starts a new request once the previous one has finished', async () => {
    const request = vi.fn().mockResolvedValue('pong');
    const merged = mergeRequests(request, 50);
    const first = merged();
    await vi.advanceTimersByTimeAsync(50);
    await first;
    const second = merged();
    await vi.advanceTimersByTimeAsync(50);
    await second;
    expect(request).toHaveBeenCalledTimes(2);
  });

  it('shares a failure with every caller and recovers afterwards', async () => {
    const request = vi.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValue('pong');
    const merged = mergeRequests(request, 10);
    const a = merged();
    const b = merged();
    const settled = Promise.allSettled([a, b]);
    await vi.advanceTimersByTimeAsync(10);
    expect((await settled).map((r) => r.status)).toEqual(['rejected', 'rejected']);
    const c = merged();
    await vi.advanceTimersByTimeAsync(10);
    await expect(c).resolves.toBe('pong');
  });
});
