import type { JobFilters } from './job-queries';
import { compress, type Encoding } from '../platform/encoding';
import { LRUCache } from 'lru-cache';

/** What a job write changes that a list page can depend on. */
export interface JobFacts {
  title: string;
  location: string;
  category: string;
  companyId: string;
  /**
   * The posting's terms the filters read; a note from a process that does not send them may
   * touch any page.
   */
  employmentType?: string | null;
  workplace?: string | null;
  yearlyPay?: number;
}

type KeyParts = [
  number,
  number,
  string,
  string,
  string[],
  string[],
  string,
  string[],
  string[],
  number,
  string,
  string,
];

/**
 * Serialised pages of GET /api/jobs, keyed by page and filters in one canonical form (equivalent
 * URLs share an entry). A job write drops only the pages whose filters the job matches, before
 * or after the write: a new Design job in Mumbai leaves a Programming-only page cached.
 */
export class JobListCache {
  private readonly cache: LRUCache<string, string | Buffer, () => Promise<string | Buffer>>;
  /** Pages loading now: the cache's own key list leaves them out, and a write must drop them. */
  private readonly loading = new Map<string, Promise<unknown>>();
  private lookups = 0;
  private loads = 0;

  private readonly ttlMs: number;

  constructor(
    options: { ttlMs: number; maxEntries: number; maxBytes: number },
    clock?: { now: () => number },
  ) {
    this.ttlMs = options.ttlMs;
    this.cache = new LRUCache({
      ttl: Math.max(options.ttlMs, 1),
      max: options.maxEntries,
      // Values are the serialised answers, so their size is known exactly; a page larger than the
      // whole budget is answered but not kept.
      maxSize: options.maxBytes,
      sizeCalculation: (value) => Math.max(1, Buffer.byteLength(value)),
      // Concurrent misses for one key share this one load.
      fetchMethod: (_key, _stale, { context }) => context(),
      // A write that drops a page while it loads must not fail the readers waiting on it: they
      // get the answer, and the dropped page is not kept.
      ignoreFetchAbort: true,
      // Read the clock at each look rather than keep it for a millisecond with a timer.
      ttlResolution: 0,
      ...(clock ? { perf: clock } : {}),
    });
  }

  get size(): number {
    return this.cache.size;
  }

  get heldBytes(): number {
    return this.cache.calculatedSize;
  }

  /**
   * Since start, for the metrics. A miss is a page asked of the database; a request that shares a
   * load already under way, or is only compressed anew from a kept page, is a hit.
   */
  get stats(): { hits: number; misses: number } {
    return { hits: this.lookups - this.loads, misses: this.loads };
  }

  /**
   * The page as JSON, or compressed with `encoding`: each variant is kept (compressed once, not
   * per request) and made from the cached JSON, so the database answers once for all of them.
   */
  get(
    paging: { page: number; pageSize: number },
    filters: JobFilters,
    load: () => Promise<string>,
    encoding: Encoding = 'identity',
  ): Promise<string | Buffer> {
    const parts: KeyParts = [
      paging.page,
      paging.pageSize,
      filters.title?.toLowerCase() ?? '',
      filters.location?.toLowerCase() ?? '',
      [...new Set(filters.categories)].sort(),
      [...new Set(filters.locations)].sort(),
      filters.companyId ?? '',
      [...new Set(filters.employmentTypes)].sort(),
      [...new Set(filters.workplaces)].sort(),
      filters.minSalary ?? -1,
      filters.q?.toLowerCase() ?? '',
      filters.sort ?? '',
    ];
    // excludeId only ever removes one job from a page: pages differing in it are kept apart but
    // invalidated alike.
    const key = (variant: Encoding) => JSON.stringify([...parts, filters.excludeId ?? '', variant]);
    this.lookups += 1;
    const counted = () => {
      this.loads += 1;
      return load();
    };
    const json = () => this.fetch(key('identity'), counted) as Promise<string>;
    if (encoding === 'identity') return json();
    return this.fetch(key(encoding), async () => compress(await json(), encoding));
  }

  private async fetch(key: string, load: () => Promise<string | Buffer>) {
    // A time to live of 0 keeps nothing (tests and benches read the database each time), where
    // lru-cache would read it as "no expiry".
    if (this.ttlMs <= 0) return load();
    // Expired pages leave on a miss rather than wait for the budget to push them out.
    if (this.cache.has(key)) return this.answer(await this.cache.fetch(key, { context: load }));
    this.cache.purgeStale();
    const fetching = this.cache.fetch(key, { context: load });
    this.loading.set(key, fetching);
    const done = () => {
      // A later load of the same key, after a write dropped this one, stays listed.
      if (this.loading.get(key) === fetching) this.loading.delete(key);
    };
    void fetching.then(done, done);
    return this.answer(await fetching);
  }

  private answer(value: string | Buffer | undefined): string | Buffer {
    // Only a load that answered nothing gives undefined, and ours always answer or throw.
    if (value === undefined) throw new Error('the job list cache lost a page while loading it');
    return value;
  }

  /** Drops the pages that could list this job (given as it was, or as it is now). */
  invalidate(...versions: JobFacts[]): void {
    for (const key of [...this.cache.keys(), ...this.loading.keys()]) {
      const parts = JSON.parse(key) as KeyParts;
      if (versions.some((job) => mayList(parts, job))) this.cache.delete(key);
    }
  }

  clear(): void {
    this.cache.clear();
  }
}

// Lower-casing in JavaScript and ILIKE in the database agree on ASCII; for anything else the
// page is dropped, since a page kept stale is worse than one loaded again.
const containsFolded = (text: string, part: string) =>
  part === '' || !/^[\x20-\x7e]*$/.test(part + text) || text.toLowerCase().includes(part);

/** A term the job does not state (or a note does not send) cannot rule a page out. */
const allows = (wanted: string[], value: string | null | undefined) =>
  wanted.length === 0 || value === undefined || (value !== null && wanted.includes(value));

function mayList(parts: KeyParts, job: JobFacts) {
  const [, , title, location, categories, locations, companyId, types, workplaces, minPay, q] =
    parts;
  return (
    // Whether keywords match (stemming, the description, the company's name) is the database's
    // to say: a page found by keywords goes on any write.
    q !== '' ||
    (allows(types, job.employmentType) &&
      allows(workplaces, job.workplace) &&
      (minPay < 0 || job.yearlyPay === undefined || job.yearlyPay >= minPay) &&
      containsFolded(job.title, title) &&
      containsFolded(job.location, location) &&
      (categories.length === 0 || categories.includes(job.category)) &&
      (locations.length === 0 || locations.includes(job.location)) &&
      (companyId === '' || companyId === job.companyId))
  );
}
