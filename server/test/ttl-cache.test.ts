import { TtlCache } from '../src/platform/ttl-cache';

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('TtlCache', () => {
  it('serves a hit until it expires, shares concurrent loads and forgets failures', async () => {
    let now = 0;
    const cache = new TtlCache({ ttlMs: 100, maxEntries: 2, maxBytes: 1000 }, () => now);
    let loads = 0;
    const load = async () => String((loads += 1));
    const [a, b] = await Promise.all([cache.get('k', load), cache.get('k', load)]);
    expect([a, b, loads]).toEqual(['1', '1', 1]);
    now = 99;
    expect(await cache.get('k', load)).toBe('1');
    now = 100;
    expect(await cache.get('k', load)).toBe('2');

    await expect(cache.get('bad', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('bad', async () => '7')).toBe('7');

    cache.clear();
    expect(await cache.get('k', load)).toBe('3');
    expect(cache.heldBytes).toBe(1);
  });

  it('keeps at most maxEntries, dropping the oldest', async () => {
    const cache = new TtlCache({ ttlMs: 1000, maxEntries: 2, maxBytes: 1000 }, () => 0);
    await cache.get('a', async () => 'a1');
    await cache.get('b', async () => 'b1');
    await cache.get('c', async () => 'c1');
    expect(await cache.get('a', async () => 'a2')).toBe('a2');
    expect(await cache.get('c', async () => 'c2')).toBe('c1');
  });

  it('holds at most maxBytes, and keeps no answer larger than that', async () => {
    const cache = new TtlCache({ ttlMs: 1000, maxEntries: 100, maxBytes: 250 }, () => 0);
    for (let i = 0; i < 10; i += 1) await cache.get(`k${i}`, async () => 'x'.repeat(100));
    await settle();
    expect(cache.heldBytes).toBeLessThanOrEqual(250);
    expect(cache.size).toBe(2);
    expect(await cache.get('huge', async () => 'y'.repeat(1000))).toHaveLength(1000);
    await settle();
    expect(cache.heldBytes).toBeLessThanOrEqual(250);
    let loads = 0;
    await cache.get('huge', async () => String((loads += 1)));
    expect(loads).toBe(1);
  });

  it('lets expired entries go on the next insert, not only when their key is asked again', async () => {
    let now = 0;
    const cache = new TtlCache({ ttlMs: 100, maxEntries: 100, maxBytes: 10_000 }, () => now);
    for (let i = 0; i < 5; i += 1) await cache.get(`k${i}`, async () => 'x'.repeat(100));
    await settle();
    expect(cache.heldBytes).toBe(500);
    now = 150;
    await cache.get('fresh', async () => 'y');
    await settle();
    expect(cache.size).toBe(1);
    expect(cache.heldBytes).toBe(1);
  });
});
