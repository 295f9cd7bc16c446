interface Log {
  warn(message: string): void;
  info(message: string): void;
}

/**
 * Counting shared through Redis, and in this process while Redis cannot be reached: limits and
 * sign-in throttling keep working through an outage (each process counting alone) instead of
 * switching off. Said once when Redis goes away and once when it is back, not per request.
 */
export class RedisFallback {
  private away = false;

  constructor(private readonly log: Log) {}

  async run<T>(shared: () => Promise<T>, local: () => Promise<T>): Promise<T> {
    let result: T;
    try {
      result = await shared();
    } catch (error) {
      if (!this.away) {
        this.away = true;
        const reason = error instanceof Error ? error.message : String(error);
        this.log.warn(
          `redis unreachable (${reason}): rate limits and sign-in throttling count in this process until it is back`,
        );
      }
      return local();
    }
    if (this.away) {
      this.away = false;
      this.log.info('redis is back: rate limits and sign-in throttling count together again');
    }
    return result;
  }

  /** True while the last call found Redis away. */
  get isAway(): boolean {
    return this.away;
  }
}
