/**
 * Counts what each client has under way and refuses past a ceiling: a few clients holding many
 * long answers (or uploads) open must not take the process's memory or the database's time from
 * everyone else. Per process; a client that spreads over several processes gets a few per process.
 */
export class ClientSlots {
  private readonly held = new Map<string, number>();

  constructor(private readonly perClient: number) {}

  /** A release function when the client has a free slot; null when it has none. */
  take(client: string): (() => void) | null {
    const count = this.held.get(client) ?? 0;
    if (count >= this.perClient) return null;
    this.held.set(client, count + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = (this.held.get(client) ?? 1) - 1;
      if (left > 0) this.held.set(client, left);
      else this.held.delete(client);
    };
  }

  /** Clients with something under way (tests). */
  get size(): number {
    return this.held.size;
  }
}
