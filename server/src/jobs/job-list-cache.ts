import type { JobFilters } from './job-queries';
import { compress, type Encoding } from '../platform/encoding';
import { TtlCache } from '../platform/ttl-cache';

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
];

/**
 * Serialised pages of GET /api/jobs, keyed by page and filters in one canonical form (equivalent
 * URLs share an entry). A job write drops only the pages whose filters the job matches, before
 * or after the write: a new Design job in Mumbai leaves a Programming-only page cached.
 */
export class JobListCache {
  private readonly cache: TtlCache<string | Buffer>;
  private lookups = 0;
  private loads = 0;

  constructor(options: { ttlMs: number; maxEntries: number; maxBytes: number }) {
    this.cache = new TtlCache(options);
  }

  get size(): number {
    return this.cache.size;
  }

  get heldBytes(): number {
    return this.cache.heldBytes;
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
    ];
    // excludeId only ever removes one job from a page: pages differing in it are kept apart but
    // invalidated alike.
    const key = (variant: Encoding) => JSON.stringify([...parts, filters.excludeId ?? '', variant]);
    this.lookups += 1;
    const counted = () => {
      this.loads += 1;
      return load();
    };
    const json = () => this.cache.get(key('identity'), counted) as Promise<string>;
    if (encoding === 'identity') return json();
    return this.cache.get(key(encoding), async () => compress(await json(), encoding));
  }

  /** Drops the pages that could list this job (given as it was, or as it is now). */
  invalidate(...versions: JobFacts[]): void {
    this.cache.deleteWhere((key) => {
      const parts = JSON.parse(key) as KeyParts;
      return versions.some((job) => mayList(parts, job));
    });
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
  const [, , title, location, categories, locations, companyId, types, workplaces, minPay] = parts;
  return (
    allows(types, job.employmentType) &&
    allows(workplaces, job.workplace) &&
    (minPay < 0 || job.yearlyPay === undefined || job.yearlyPay >= minPay) &&
    containsFolded(job.title, title) &&
    containsFolded(job.location, location) &&
    (categories.length === 0 || categories.includes(job.category)) &&
    (locations.length === 0 || locations.includes(job.location)) &&
    (companyId === '' || companyId === job.companyId)
  );
}
