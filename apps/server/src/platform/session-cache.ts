import type { Database } from '@portal/db/client';
import type { Auth } from './session.ts';

const CHANNEL = 'session_invalidate';

/**
 * Keeps recent session lookups for a few seconds so a signed-in request costs no query.
 * Any change to a user or their sessions calls `invalidateUser`, which clears this server at once and tells every
 * other server through PostgreSQL NOTIFY; the TTL bounds staleness if a notification is ever missed.
 */
export class SessionCache {
  private readonly entries = new Map<string, { auth: Auth; until: number }>();

  constructor(
    private readonly database: Pick<Database, 'notify'>,
    private readonly ttlMs = 5_000,
    private readonly maxEntries = 10_000,
    private readonly now: () => number = Date.now,
  ) {}

  /** Subscribes this server to invalidations sent by the others. */
  static async connect(database: Database, ttlMs?: number): Promise<SessionCache> {
    const cache = new SessionCache(database, ttlMs);
    await database.listen(CHANNEL, (payload) => cache.dropUser(Number(payload)));
    return cache;
  }

  get(tokenHash: string): Auth | undefined {
    const entry = this.entries.get(tokenHash);
    if (!entry) return undefined;
    if (entry.until <= this.now()) {
      this.entries.delete(tokenHash);
      return undefined;
    }
    return entry.auth;
  }

  set(tokenHash: string, auth: Auth): void {
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(tokenHash, { auth, until: this.now() + this.ttlMs });
  }

  /** Forget a user's cached sessions, and the sessions acting in their account, here and on every other server. */
  async invalidateUser(userId: number): Promise<void> {
    this.dropUser(userId);
    await this.database.notify(CHANNEL, String(userId));
  }

  private dropUser(userId: number): void {
    for (const [tokenHash, entry] of this.entries) {
      if (entry.auth.user.id === userId || entry.auth.acting?.account.id === userId) this.entries.delete(tokenHash);
    }
  }
}
