import type { FastifyInstance } from 'fastify';

/**
 * A sweep each process runs every `everyMs` from the app's start until its close: never two at
 * once in one process (a tick during a sweep joins it), a failure logged and tried again at the
 * next tick, the close waiting for the sweep under way. Gives `sweep()`, which waits for any sweep
 * under way and then runs one (a caller's write may have landed after that one started).
 */
export function periodicSweep(
  app: FastifyInstance,
  { name, everyMs, run }: { name: string; everyMs: number; run: () => Promise<void> },
): { sweep: () => Promise<void> } {
  let sweeping: Promise<void> | null = null;
  const tick = () => {
    sweeping ??= run()
      .catch((error: unknown) => app.log.warn({ err: error }, `${name} sweep failed`))
      .finally(() => {
        sweeping = null;
      });
    return sweeping;
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(() => void tick(), everyMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await sweeping;
  });
  return {
    sweep: async () => {
      await sweeping;
      await tick();
    },
  };
}
