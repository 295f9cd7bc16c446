import {
  EXPOSED_FILES,
  SHELL_FIRST_PAINTS,
  type ExposedFiles,
  type RemoteScreen,
} from '../../../federation.exposed-files';
import type { RemoteEntries } from '../../../federation.shared';
import { matchesRoute } from './route-patterns';

/** The shell's own pages, routed beside the remotes' (shell/src/start-up/screens.ts). */
const SHELL_PAGES = ['/sign-in', '/reset-password', '/verify-email', '/privacy', '/terms'];
/** How long what was read from the shell's host is used before it is read again. */
export const SITE_SHELL_TTL_MS = 30_000;

/** Where each path the shell's config may name is read from: a URL, or a file of this process. */
export type TextReader = (url: string) => Promise<string>;

/** A page's first paint as its remote's manifest gives it, with the stylesheets it needs. */
export interface FirstPaintSource {
  template: string;
  styles: string[];
}

interface Known {
  template: string;
  /** Every page's router pattern; null when a remote lists none (the shell then decides). */
  patterns: string[] | null;
  /** The first paints the remotes' manifests give, by router pattern. */
  firstPaints: ReadonlyMap<string, FirstPaintSource>;
}
interface Listed {
  paths: string[];
  firstPaints: [string, FirstPaintSource][];
}
/** A remote's manifest that could not be read is asked for again this soon, not a TTL later. */
const RETRY_MS = 1_000;
/**
 * Sets of entries kept at once: config.json's and those the release map gives real users (a
 * stable and a canary per remote). Beyond it the oldest set is read again when next needed.
 */
const KEPT_SETS = 16;
/**
 * Sets of QA pins kept, apart: anyone may cycle `?release=` combinations, and they must never
 * push the live sets out (real users' pages would then wait on reads).
 */
const KEPT_PINNED_SETS = 4;
const UNREAD = Symbol('unread');

/**
 * What the page renderer needs of the shell as deployed: its index.html, and which paths are
 * pages (the shell's own and those the remotes' manifests list), so that any other path answers
 * 404. Read from the shell's host, so that a shell or remote deploy needs nothing of the API; kept
 * SITE_SHELL_TTL_MS and read again in the background, the last good copy used meanwhile.
 */
export class SiteShell {
  /** What was read per set of remote entries, by that set's key ('' for config.json's). */
  private readonly known = new Map<string, { value: Known; until: number }>();
  /** The same for sets with a QA pin, in a cache of their own. */
  private readonly pinnedSets = new Map<string, { value: Known; until: number }>();
  /** Sets read so far, the first reads and the rereads: what the caches spare (tests). */
  reads = 0;
  private readonly loading = new Map<string, Promise<Known>>();

  constructor(
    private readonly read: TextReader,
    /** The shell's config.json remotes, or how to read that config. */
    private readonly remotes: () => Promise<RemoteEntries>,
    private readonly ttlMs = SITE_SHELL_TTL_MS,
  ) {}

  /**
   * `entries`, in each method, are the remotes' entries the release map gives this page (issue
   * 41) in place of config.json's: another version may list other screens and first paints.
   * `pinned` says a QA pin chose them: they are then kept apart from the live sets.
   */
  async template(entries?: Partial<RemoteEntries>, pinned = false): Promise<string> {
    return (await this.current(entries, pinned)).template;
  }

  /** The first paint of the page routed by `pattern`, if its remote gives one. */
  async firstPaint(
    pattern: string,
    entries?: Partial<RemoteEntries>,
    pinned = false,
  ): Promise<FirstPaintSource | null> {
    return (await this.current(entries, pinned)).firstPaints.get(pattern) ?? null;
  }

  async isPage(
    pathname: string,
    entries?: Partial<RemoteEntries>,
    pinned = false,
  ): Promise<boolean> {
    const { patterns } = await this.current(entries, pinned);
    return patterns === null || patterns.some((pattern) => matchesRoute(pattern, pathname));
  }

  private async current(entries: Partial<RemoteEntries> = {}, pinned = false): Promise<Known> {
    const key = Object.entries(entries)
      .map(([remote, entry]) => `${remote}=${entry}`)
      .sort()
      .join(' ');
    // A pin naming the live versions shares their set.
    const cache = pinned && !this.known.has(key) ? this.pinnedSets : this.known;
    const known = cache.get(key);
    if (known && Date.now() < known.until) return known.value;
    let loading = this.loading.get(key);
    if (!loading) {
      loading = this.load(key, entries, cache).finally(() => this.loading.delete(key));
      this.loading.set(key, loading);
    }
    if (!known) return loading;
    loading.catch(() => undefined); // the stale copy serves until a read succeeds
    return known.value;
  }

  private async load(
    key: string,
    entries: Partial<RemoteEntries>,
    cache: Map<string, { value: Known; until: number }>,
  ): Promise<Known> {
    this.reads += 1;
    const [template, configured, shellPaints] = await Promise.all([
      this.read('/index.html'),
      this.remotes(),
      this.shellFirstPaints(),
    ]);
    const remotes = { ...configured, ...entries };
    const listed = await Promise.all(Object.values(remotes).map((entry) => this.screens(entry)));
    const unread = listed.includes(UNREAD);
    const read = listed.filter((found): found is Listed => found !== null && found !== UNREAD);
    const patterns =
      read.length === listed.length
        ? [...SHELL_PAGES, ...read.flatMap(({ paths }) => paths)]
        : null;
    const firstPaints = new Map([
      ...read.flatMap(({ firstPaints }) => firstPaints),
      ...shellPaints,
    ]);
    const value = { template, patterns, firstPaints };
    cache.delete(key);
    cache.set(key, { value, until: Date.now() + (unread ? RETRY_MS : this.ttlMs) });
    const oldest = cache.keys().next().value;
    const kept = cache === this.known ? KEPT_SETS : KEPT_PINNED_SETS;
    if (cache.size > kept && oldest !== undefined) cache.delete(oldest);
    return value;
  }

  /**
   * The shell's own pages' first paints, styled by the stylesheet its index.html links: none from
   * a shell built before it wrote them, or when they cannot be read (the pages go without).
   */
  private async shellFirstPaints(): Promise<[string, FirstPaintSource][]> {
    try {
      const listed: unknown = JSON.parse(await this.read(`/${SHELL_FIRST_PAINTS}`));
      if (!listed || typeof listed !== 'object') return [];
      return Object.entries(listed).flatMap(([pattern, template]) =>
        typeof template === 'string' ? [[pattern, { template, styles: [] }]] : [],
      );
    } catch {
      return [];
    }
  }

  /**
   * The paths a remote's manifest lists and their first paints: null when it lists none, UNREAD
   * when it is away. A first paint's stylesheets are its module's, beside the remote's entry.
   */
  private async screens(entry: string): Promise<Listed | null | typeof UNREAD> {
    const beside = (file: string) => entry.replace(/[^/]*$/, file);
    let manifest: Partial<ExposedFiles>;
    try {
      manifest = JSON.parse(await this.read(beside(EXPOSED_FILES))) as Partial<ExposedFiles>;
    } catch {
      return UNREAD;
    }
    const screens: RemoteScreen[] | undefined = manifest.screens;
    if (!screens) return null;
    return {
      paths: screens.map((screen) => screen.path),
      firstPaints: screens.flatMap(({ path: pattern, module, firstPaint }) =>
        typeof firstPaint === 'string'
          ? [[pattern, { template: firstPaint, styles: (manifest[module]?.css ?? []).map(beside) }]]
          : [],
      ),
    };
  }
}
