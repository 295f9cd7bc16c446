import type { FastifyBaseLogger } from 'fastify';
import type { RemoteEntries } from '../../../federation.shared';
import type { Database } from '../platform/database';
import { readRegistry, type VersionRow } from './registry-queries';

export type RemoteName = keyof RemoteEntries;
/** The remotes as the shell names them: the only ones the registry knows. */
export const RELEASE_REMOTES: readonly RemoteName[] = ['seeker', 'recruiter'];
export const isRemoteName = (name: string): name is RemoteName =>
  (RELEASE_REMOTES as readonly string[]).includes(name);

export interface LiveVersion {
  version: string;
  entry: string;
}

export interface RemoteState {
  stable: LiveVersion | null;
  canary: (LiveVersion & { percent: number }) | null;
  previous: string[];
  versions: ReadonlyMap<string, VersionRow>;
}

export interface RegistryState {
  remotes: ReadonlyMap<RemoteName, RemoteState>;
  /** Whether any version is registered at all: without one, pages are sent as before. */
  any: boolean;
  /** Whether any remote has a version live (stable or canary). */
  anyLive: boolean;
}

/** How long another process's change may take to reach this one's pages. */
export const REGISTRY_TTL_MS = 2_000;

const EMPTY: RegistryState = { remotes: new Map(), any: false, anyLive: false };

/**
 * The registry as the pages need it, kept in memory: read again REGISTRY_TTL_MS after the last
 * read (two small queries), and at once after a change made by this process. While the
 * database cannot be read the last copy serves, and before any copy, none (config.json's).
 */
export class ReleaseRegistry {
  private known: { value: RegistryState; until: number } | null = null;
  private loading: Promise<RegistryState> | null = null;
  /** Bumped by each change: a read begun before it must not be kept as current. */
  private generation = 0;

  constructor(
    private readonly db: Database,
    private readonly log: FastifyBaseLogger,
    private readonly ttlMs = REGISTRY_TTL_MS,
  ) {}

  invalidate(): void {
    this.generation += 1;
    this.known = null;
    this.loading = null;
  }

  async state(): Promise<RegistryState> {
    const known = this.known;
    if (known && Date.now() < known.until) return known.value;
    const loading = (this.loading ??= this.load().finally(() => {
      if (this.loading === loading) this.loading = null;
    }));
    try {
      return await loading;
    } catch (error) {
      this.log.warn({ err: error }, 'release registry not read; pages use the last copy');
      return known?.value ?? EMPTY;
    }
  }

  private async load(): Promise<RegistryState> {
    const generation = this.generation;
    const { versions, live } = await readRegistry(this.db);
    const remotes = new Map<RemoteName, RemoteState>();
    for (const name of RELEASE_REMOTES) {
      const own = new Map(versions.filter((v) => v.remote === name).map((v) => [v.version, v]));
      const row = live.find((l) => l.remote === name);
      const stable = row?.stable ? own.get(row.stable) : undefined;
      const canary = row?.canary ? own.get(row.canary) : undefined;
      remotes.set(name, {
        stable: stable ? { version: stable.version, entry: stable.entry } : null,
        canary:
          canary && row?.canaryPercent
            ? { version: canary.version, entry: canary.entry, percent: row.canaryPercent }
            : null,
        previous: row?.previous ?? [],
        versions: own,
      });
    }
    const states = [...remotes.values()];
    const value: RegistryState = {
      remotes,
      any: versions.length > 0,
      anyLive: states.some((s) => s.stable !== null || s.canary !== null),
    };
    if (generation === this.generation) this.known = { value, until: Date.now() + this.ttlMs };
    return value;
  }
}
