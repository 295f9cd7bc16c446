import { JobListCache } from '../src/jobs/job-list-cache';

const settle = () => new Promise((resolve) => setImmediate(resolve));

/** A cache on a clock the test moves; pages are told apart by number. */
function cacheOf(options: { ttlMs: number; maxEntries: number; maxBytes: number }) {
  // lru-cache takes a start of 0 for none: the clock starts later.
  const clock = { time: 1000, now: () => clock.time };
  const cache = new JobListCache(options, clock);
  const page = (n: number, load: () => Promise<string>) =>
    cache.get({ page: n, pageSize: 6 }, {}, load);
  return { cache, clock, page };
}

describe('the job list cache’s store', () => {
  it('serves a hit until it expires, shares concurrent loads and forgets failures', async () => {
    const { cache, clock, page } = cacheOf({ ttlMs: 100, maxEntries: 2, maxBytes: 1000 });
    let loads = 0;
    const load = async () => String((loads += 1));
    const [a, b] = await Promise.all([page(1, load), page(1, load)]);
    expect([a, b, loads]).toEqual(['1', '1', 1]);
    clock.time = 1099;
    expect(await page(1, load)).toBe('1');
    clock.time = 1200;
    expect(await page(1, load)).toBe('2');
    expect(cache.stats).toEqual({ hits: 2, misses: 2 });

    await expect(page(2, () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await page(2, async () => '7')).toBe('7');

    cache.clear();
    expect(await page(1, load)).toBe('3');
    expect(cache.heldBytes).toBe(1);
  });

  it('keeps at most maxEntries, dropping the least recently used', async () => {
    const { page } = cacheOf({ ttlMs: 1000, maxEntries: 2, maxBytes: 1000 });
    await page(1, async () => 'a1');
    await page(2, async () => 'b1');
    await page(3, async () => 'c1');
    expect(await page(1, async () => 'a2')).toBe('a2');
    expect(await page(3, async () => 'c2')).toBe('c1');
  });

  it('holds at most maxBytes, and keeps no answer larger than that', async () => {
    const { cache, page } = cacheOf({ ttlMs: 1000, maxEntries: 100, maxBytes: 250 });
    for (let i = 0; i < 10; i += 1) await page(i, async () => 'x'.repeat(100));
    await settle();
    expect(cache.heldBytes).toBeLessThanOrEqual(250);
    expect(cache.size).toBe(2);
    expect(await page(99, async () => 'y'.repeat(1000))).toHaveLength(1000);
    await settle();
    expect(cache.heldBytes).toBeLessThanOrEqual(250);
    let loads = 0;
    await page(99, async () => String((loads += 1)));
    expect(loads).toBe(1);
  });

  it('lets expired pages go on the next miss, not only when they are asked again', async () => {
    const { cache, clock, page } = cacheOf({ ttlMs: 100, maxEntries: 100, maxBytes: 10_000 });
    for (let i = 0; i < 5; i += 1) await page(i, async () => 'x'.repeat(100));
    expect(cache.heldBytes).toBe(500);
    clock.time = 1150;
    await page(9, async () => 'y');
    expect(cache.size).toBe(1);
    expect(cache.heldBytes).toBe(1);
  });

  it('keeps nothing with a time to live of 0', async () => {
    const { cache, page } = cacheOf({ ttlMs: 0, maxEntries: 100, maxBytes: 10_000 });
    let loads = 0;
    const load = async () => String((loads += 1));
    expect([await page(1, load), await page(1, load)]).toEqual(['1', '2']);
    expect(cache.size).toBe(0);
  });

  it('answers the readers of a page a write drops while it loads, and does not keep it', async () => {
    const { cache, page } = cacheOf({ ttlMs: 60_000, maxEntries: 100, maxBytes: 10_000 });
    let finish: (value: string) => void = () => {};
    const loading = page(1, () => new Promise<string>((resolve) => (finish = resolve)));
    const sharing = page(1, async () => 'never asked');
    cache.invalidate({ title: 'Any', location: 'Pune', category: 'Design', companyId: 'c1' });
    finish('before the write');
    expect(await Promise.all([loading, sharing])).toEqual(['before the write', 'before the write']);
    expect(await page(1, async () => 'after the write')).toBe('after the write');
  });
});
