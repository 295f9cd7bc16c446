/**
 * A small read-through cache for read-mostly answers, bounded in entries and in bytes. Values
 * are the serialised answers, so their size is known exactly. Every entry lives the same time,
 * so insertion order is expiry order: expired entries leave from the front on every insert.
 * Concurrent misses for one key share one load; an answer larger than the whole budget is
 * answered but not kept.
 */
export class TtlCache<V extends string | Buffer = string> {
  private readonly entries = new Map<string, { expires: number; value: Promise<V> }>();
  private readonly sizes = new Map<string, number>();
  private bytes = 0;

  constructor(
    private readonly options: { ttlMs: number; maxEntries: number; maxBytes: number },
    private readonly now: () => number = Date.now,
  ) {}

  /** Bytes held by settled answers. */
  get heldBytes(): number {
    return this.bytes;
  }

  get size(): number {
    return this.entries.size;
  }

  get(key: string, load: () => Promise<V>): Promise<V> {
    const hit = this.entries.get(key);
    if (hit && hit.expires > this.now()) return hit.value;
    if (hit) this.delete(key);
    this.evict(this.options.maxEntries - 1, this.options.maxBytes);

    const value = load();
    const entry = { expires: this.now() + this.options.ttlMs, value };
    this.entries.set(key, entry);
    value.then(
      (answer) => {
        if (this.entries.get(key) !== entry) return;
        const size = Buffer.byteLength(answer);
        if (size > this.options.maxBytes) {
          this.delete(key);
          return;
        }
        this.sizes.set(key, size);
        this.bytes += size;
        this.evict(this.options.maxEntries, this.options.maxBytes);
      },
      () => {
        if (this.entries.get(key) === entry) this.delete(key);
      },
    );
    return value;
  }

  /** Drops every entry, settled or loading, whose key the predicate picks. */
  deleteWhere(predicate: (key: string) => boolean): void {
    for (const key of [...this.entries.keys()]) if (predicate(key)) this.delete(key);
  }

  clear(): void {
    this.entries.clear();
    this.sizes.clear();
    this.bytes = 0;
  }

  private delete(key: string): void {
    this.entries.delete(key);
    this.bytes -= this.sizes.get(key) ?? 0;
    this.sizes.delete(key);
  }

  /** Drops expired entries, then the oldest, until within the given entry and byte budgets. */
  private evict(maxEntries: number, maxBytes: number): void {
    const now = this.now();
    for (const [key, entry] of this.entries) {
      const over = this.entries.size > maxEntries || this.bytes > maxBytes;
      if (!over && entry.expires > now) break;
      this.delete(key);
    }
  }
}
