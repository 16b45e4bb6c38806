import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DecisionQueue, UNDO_WINDOW_MS } from './decision-queue.ts';

const states = (queue: DecisionQueue) => queue.snapshot().map((decision) => decision.state);

let queue: DecisionQueue;
let send: ReturnType<typeof vi.fn<(options: { keepalive: boolean }) => Promise<unknown>>>;
let after: ReturnType<typeof vi.fn<() => Promise<unknown>>>;
beforeEach(() => {
  vi.useFakeTimers();
  queue = new DecisionQueue();
  send = vi.fn(() => Promise.resolve({ ok: true }));
  after = vi.fn(() => Promise.resolve());
});
afterEach(() => vi.useRealTimers());

const submit = (undoable = true) => queue.submit({ key: 'release:11', item: 'Maré Alta — Luna Lins', statusKey: 'release_status_Approved', undoable, send, after });

describe('the console’s decision queue', () => {
  it('holds an undoable decision for the undo window, then sends it, reads the queues again and says it is done', async () => {
    submit();
    expect(states(queue)).toEqual(['waiting']);
    await vi.advanceTimersByTimeAsync(UNDO_WINDOW_MS - 1);
    expect(send).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(send).toHaveBeenCalledWith({ keepalive: false });
    expect(after).toHaveBeenCalledTimes(1);
    expect(states(queue)).toEqual(['done']);
    // The done notice goes by itself after a while.
    await vi.advanceTimersByTimeAsync(10_000);
    expect(states(queue)).toEqual([]);
  });

  it('sends nothing for a decision undone in time, and cannot undo one already sent', async () => {
    const id = submit();
    expect(queue.undo(id)).toBe(true);
    expect(states(queue)).toEqual(['undone']);
    await vi.advanceTimersByTimeAsync(UNDO_WINDOW_MS * 2);
    expect(send).not.toHaveBeenCalled();

    const sent = submit();
    await vi.advanceTimersByTimeAsync(UNDO_WINDOW_MS);
    expect(queue.undo(sent)).toBe(false);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('sends every waiting decision at once when the operator leaves, with keepalive when the page goes', async () => {
    submit();
    submit();
    await queue.flush({ keepalive: true });
    expect(send.mock.calls).toEqual([[{ keepalive: true }], [{ keepalive: true }]]);
    expect(states(queue)).toEqual(['done', 'done']);
    // Nothing is sent twice when the window would have closed.
    await vi.advanceTimersByTimeAsync(UNDO_WINDOW_MS);
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('keeps a refused decision on show with its error until dismissed, and reads the queues again so its row comes back', async () => {
    const refusal = new Error('refused');
    send.mockRejectedValueOnce(refusal);
    const id = submit(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(queue.snapshot()[0]).toMatchObject({ state: 'failed', error: refusal });
    expect(after).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(states(queue)).toEqual(['failed']);
    queue.dismiss(id);
    expect(states(queue)).toEqual([]);
  });

  it('tells its listeners of each change, and shows a decision answered elsewhere as done', () => {
    const listener = vi.fn();
    const stop = queue.subscribe(listener);
    queue.announce({ key: 'withdrawal:7', item: 'W7 · $50.00 · Nina', statusKey: 'admin_money_status_Success' });
    expect(queue.snapshot()[0]).toMatchObject({ state: 'done', undoable: false, item: 'W7 · $50.00 · Nina' });
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
    queue.announce({ key: 'withdrawal:8', item: 'W8', statusKey: 'admin_money_status_Failed' });
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
