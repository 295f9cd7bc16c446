/**
 * Resolves once `work` has settled, fulfilled or rejected, or after `ms`, whichever comes first.
 * Never rejects: the caller waits for a head start, not for a result (the work reports its own
 * failure where it is used).
 */
export function settledWithin(work: Promise<unknown>, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    work.then(done, done);
  });
}
