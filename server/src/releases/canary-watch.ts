import type { FastifyInstance } from 'fastify';
import type { ReleasesConfig } from '../platform/config';
import { rollBackCanary } from './rollback-queries';
import type { ReleaseRegistry, RemoteName } from './registry';
import { readStats, statsKey } from './stats-queries';

const percent = (rate: number) => `${(rate * 100).toFixed(1)}%`;

/**
 * Why a canary should go, or null. The counts are client addresses, not pages (decision 45):
 * `pageLoads` the addresses served its pages, `errors` those that reported an error with a
 * page's token, each once per version, so one client, however many pages it asks for with the
 * canary's bucket in its cookie, is one load and at most one error. Judged once it has
 * `canaryMinPageLoads` addresses and errors from `canaryMinErrorClients`: its error rate against
 * `canaryMaxErrorRatio` times its stable's. A stable with no errors yet (or few loads) would make
 * any canary error fatal, so its rate counts at least as one error in max(its loads,
 * canaryMinPageLoads): as if its next load failed.
 */
export function canaryVerdict(
  canary: { pageLoads: number; errors: number },
  stable: { pageLoads: number; errors: number },
  {
    canaryMinPageLoads,
    canaryMaxErrorRatio,
    canaryMinErrorClients,
  }: Pick<ReleasesConfig, 'canaryMinPageLoads' | 'canaryMaxErrorRatio' | 'canaryMinErrorClients'>,
): string | null {
  if (canary.pageLoads < canaryMinPageLoads || canary.errors < canaryMinErrorClients) return null;
  const rate = canary.errors / canary.pageLoads;
  const stableRate = stable.pageLoads > 0 ? stable.errors / stable.pageLoads : 0;
  const baseline = Math.max(stableRate, 1 / Math.max(stable.pageLoads, canaryMinPageLoads));
  if (rate <= canaryMaxErrorRatio * baseline) return null;
  return `error rate ${percent(rate)} of ${canary.pageLoads} client addresses, more than ${canaryMaxErrorRatio}x the stable version's ${percent(stableRate)}`;
}

/** Rolls back the canaries of `remotes` that err too much; each once, whichever process sees it. */
export async function watchCanaries(
  app: FastifyInstance,
  registry: ReleaseRegistry,
  config: ReleasesConfig,
  remotes: ReadonlySet<RemoteName>,
): Promise<void> {
  const state = await registry.state();
  for (const remote of remotes) {
    const canary = state.remotes.get(remote)?.canary;
    if (!canary) continue;
    // A canary beside no stable one is compared with config.json's version.
    const stable = state.remotes.get(remote)?.stable?.version ?? 'config';
    const stats = await readStats(app.db, { remote, versions: [canary.version, stable] });
    // The judgement counts addresses, never the pages one client can ask for (decision 45).
    const counts = (version: string) => {
      const seen = stats.get(statsKey(remote, version));
      return { pageLoads: seen?.clientLoads ?? 0, errors: seen?.clientErrors ?? 0 };
    };
    const reason = canaryVerdict(counts(canary.version), counts(stable), config);
    if (!reason) continue;
    if (await rollBackCanary(app.db, remote, canary.version, reason)) {
      app.log.warn({ remote, version: canary.version, reason }, 'canary rolled back automatically');
    }
    registry.invalidate();
  }
}
