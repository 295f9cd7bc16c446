import type { HeldToken } from './token-check-queries';

interface Watched {
  token: HeldToken;
  listeners: Set<() => void>;
}

/**
 * Tokens held past their request (live streams), checked again every `everyMs`: all of this
 * process's at once, in a few queries whatever their number, so that a logout, a password reset
 * or an account deleted in any process ends them within that time. No timer runs while none is
 * held.
 */
export class TokenWatch {
  private readonly watched = new Map<string, Watched>();
  private timer: NodeJS.Timeout | null = null;
  private checking = false;

  constructor(
    /** The hashes of the tokens among these that are no longer good. */
    private readonly endedOf: (tokens: HeldToken[]) => Promise<Set<string>>,
    private readonly everyMs: number,
    private readonly onError: (error: unknown) => void,
  ) {}

  /** Calls `onEnded` once, when the token is found ended; gives the unwatch. */
  watch(token: HeldToken, onEnded: () => void): () => void {
    let entry = this.watched.get(token.hash);
    if (!entry) this.watched.set(token.hash, (entry = { token, listeners: new Set() }));
    // Its own function, so that one listener given twice is two watches.
    const listener = () => onEnded();
    entry.listeners.add(listener);
    if (!this.timer) {
      this.timer = setInterval(() => void this.check(), this.everyMs);
      this.timer.unref();
    }
    const watched = entry;
    return () => {
      watched.listeners.delete(listener);
      if (watched.listeners.size === 0 && this.watched.get(token.hash) === watched) {
        this.watched.delete(token.hash);
      }
      if (this.watched.size === 0) this.stop();
    };
  }

  /** Tokens held now (tests, metrics). */
  get size(): number {
    return this.watched.size;
  }

  /** One check of every held token; skipped while the previous one is still under way. */
  async check(): Promise<void> {
    if (this.checking || this.watched.size === 0) return;
    this.checking = true;
    try {
      const ended = await this.endedOf([...this.watched.values()].map((entry) => entry.token));
      for (const hash of ended) {
        const entry = this.watched.get(hash);
        if (!entry) continue;
        this.watched.delete(hash);
        // A listener ends its stream, whose clean-up unwatches: the set changes meanwhile.
        for (const listener of [...entry.listeners]) listener();
      }
    } catch (error) {
      // A database away for a moment: streams go on, and the next check asks again.
      this.onError(error);
    } finally {
      this.checking = false;
    }
    if (this.watched.size === 0) this.stop();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }
}
