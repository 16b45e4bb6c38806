import { useMemo, useSyncExternalStore } from 'react';

/** How long an undoable decision waits before it is sent (decision 068). */
export const UNDO_WINDOW_MS = 5000;
const DONE_SHOWN_MS = 8000;
const UNDONE_SHOWN_MS = 4000;

export type DecisionState = 'waiting' | 'sending' | 'done' | 'failed' | 'undone';

/** One decision an operator made, as its notice shows it. */
export interface Decision {
  id: number;
  /** What it decides (`release:11`): the queue's row stays out of sight while the decision waits or is being sent. */
  key: string;
  /** The release's, person's or request's name. */
  item: string;
  /** The message key of the state the item is moved to (`release_status_Approved`). */
  statusKey: string;
  undoable: boolean;
  state: DecisionState;
  error: unknown;
}

export interface Submission {
  key: string;
  item: string;
  statusKey: string;
  /** Undoable decisions wait UNDO_WINDOW_MS; the others go at once. */
  undoable: boolean;
  /** The call; `keepalive` when the page is going away, so the request outlives it. */
  send: (options: { keepalive: boolean }) => Promise<unknown>;
  /** Runs after the call, whether it went through or not (reading the queues again). */
  after?: () => Promise<unknown> | undefined;
}

/**
 * The operator's decisions between the confirmation and the server (decision 068). An undoable one waits a few seconds
 * and can be taken back; it is sent when the time is up, or at once when the operator leaves the console or the page
 * (`flush`). Each one's notice says what happened: waiting (with Undo), sending, done, failed or undone.
 */
export class DecisionQueue {
  windowMs = UNDO_WINDOW_MS;
  private decisions: Decision[] = [];
  private readonly pending = new Map<number, Submission>();
  private readonly timers = new Map<number, ReturnType<typeof setTimeout>>();
  private readonly listeners = new Set<() => void>();
  private nextId = 1;

  submit(submission: Submission): number {
    const id = this.nextId++;
    this.pending.set(id, submission);
    this.decisions = [...this.decisions, { id, key: submission.key, item: submission.item, statusKey: submission.statusKey, undoable: submission.undoable, state: 'waiting', error: null }];
    this.emit();
    if (submission.undoable && this.windowMs > 0)
      this.timers.set(
        id,
        setTimeout(() => void this.send(id, false), this.windowMs),
      );
    else void this.send(id, false);
    return id;
  }

  /** A notice for a decision made and answered elsewhere (a payout marked in its own dialog): done, not undoable. */
  announce(done: { key: string; item: string; statusKey: string }): void {
    const id = this.nextId++;
    this.decisions = [...this.decisions, { ...done, id, undoable: false, state: 'done', error: null }];
    this.emit();
    this.dismissLater(id, DONE_SHOWN_MS);
  }

  /** Takes back a decision that has not been sent; false when it already went. */
  undo(id: number): boolean {
    if (!this.pending.has(id)) return false;
    this.pending.delete(id);
    this.clearTimer(id);
    this.update(id, { state: 'undone' });
    this.dismissLater(id, UNDONE_SHOWN_MS);
    return true;
  }

  /** Sends every waiting decision now. */
  flush(options: { keepalive?: boolean } = {}): Promise<void> {
    return Promise.all([...this.pending.keys()].map((id) => this.send(id, options.keepalive === true))).then(() => undefined);
  }

  dismiss(id: number): void {
    if (this.pending.has(id)) return;
    this.clearTimer(id);
    this.decisions = this.decisions.filter((decision) => decision.id !== id);
    this.emit();
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  snapshot = () => this.decisions;

  private async send(id: number, keepalive: boolean): Promise<void> {
    const submission = this.pending.get(id);
    if (!submission) return;
    this.pending.delete(id);
    this.clearTimer(id);
    this.update(id, { state: 'sending' });
    let error: unknown = null;
    try {
      await submission.send({ keepalive });
    } catch (caught) {
      error = caught ?? new Error('failed');
    }
    try {
      await submission.after?.();
    } catch {
      // Reading the queues again is a courtesy; the decision's own outcome is what the notice reports.
    }
    this.update(id, error ? { state: 'failed', error } : { state: 'done' });
    if (!error) this.dismissLater(id, DONE_SHOWN_MS);
  }

  private update(id: number, change: Partial<Decision>) {
    this.decisions = this.decisions.map((decision) => (decision.id === id ? { ...decision, ...change } : decision));
    this.emit();
  }

  private dismissLater(id: number, ms: number) {
    this.clearTimer(id);
    this.timers.set(
      id,
      setTimeout(() => this.dismiss(id), ms),
    );
  }

  private clearTimer(id: number) {
    clearTimeout(this.timers.get(id));
    this.timers.delete(id);
  }

  private emit() {
    for (const listener of this.listeners) listener();
  }
}

/** The console's one queue: it outlives a room, so moving between rooms does not lose or send a waiting decision. */
export const decisionQueue = new DecisionQueue();

export function useDecisions(): Decision[] {
  return useSyncExternalStore(decisionQueue.subscribe, decisionQueue.snapshot, decisionQueue.snapshot);
}

/** The keys of the decisions not yet through: their rows are left out of the queues until the server has them. */
export function useHeldKeys(): Set<string> {
  const decisions = useDecisions();
  return useMemo(() => new Set(decisions.filter((decision) => decision.state === 'waiting' || decision.state === 'sending').map((decision) => decision.key)), [decisions]);
}
