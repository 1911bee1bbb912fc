/**
 * Reads this process made a moment ago, kept so that the next identical read costs no
 * query. An entry lives at most `ttlMs` (or until the `until` given with it); clear()
 * drops every entry, and a read that began before a clear() is not stored, so a write
 * that clears the cache is never undone by a slower read finishing after it.
 */
export class RecentReads<V> {
  private readonly entries = new Map<string, { value: V; until: number }>();
  private generation = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 10_000,
  ) {}

  get(key: string): V | undefined {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    if (hit.until > Date.now()) return hit.value;
    this.entries.delete(key);
    return undefined;
  }

  /** The cached value, or the one `load` reads (stored unless undefined or a clear() came in between). */
  async read(key: string, load: () => Promise<{ value: V; until?: number } | undefined>): Promise<V | undefined> {
    const hit = this.get(key);
    if (hit !== undefined) return hit;
    const ticket = this.ticket();
    const loaded = await load();
    if (!loaded) return undefined;
    this.store(ticket, key, loaded.value, loaded.until);
    return loaded.value;
  }

  /** Taken before a read begins, handed to store() with its result. */
  ticket(): number {
    return this.generation;
  }

  store(ticket: number, key: string, value: V, until = Number.POSITIVE_INFINITY) {
    if (ticket !== this.generation) return;
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    this.entries.set(key, { value, until: Math.min(Date.now() + this.ttlMs, until) });
  }

  clear() {
    this.generation += 1;
    this.entries.clear();
  }

  get size() {
    return this.entries.size;
  }
}
