/**
 * Answers kept per key while the version they were built from is current, for at most `ttlMs`; the oldest entry
 * goes first when full. The version must be read before the answer is built, so a change made meanwhile is never
 * hidden: the entry is then already stale.
 */
export class VersionedCache<T> {
  private readonly entries = new Map<string, { version: number; until: number; value: T }>();

  constructor(
    private readonly ttlMs = 5_000,
    private readonly maxEntries = 2_000,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string, version: number): T | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.version !== version || entry.until <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  set(key: string, version: number, value: T): T {
    this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, { version, until: this.now() + this.ttlMs, value });
    return value;
  }
}
