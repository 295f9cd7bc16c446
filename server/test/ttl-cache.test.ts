import { TtlCache } from '../src/lib/ttl-cache';

describe('TtlCache', () => {
  it('serves a hit until it expires, shares concurrent loads and forgets failures', async () => {
    let now = 0;
    const cache = new TtlCache<number>(100, 2, () => now);
    let loads = 0;
    const load = async () => (loads += 1);
    const [a, b] = await Promise.all([cache.get('k', load), cache.get('k', load)]);
    expect([a, b, loads]).toEqual([1, 1, 1]);
    now = 99;
    expect(await cache.get('k', load)).toBe(1);
    now = 100;
    expect(await cache.get('k', load)).toBe(2);

    await expect(cache.get('bad', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('bad', async () => 7)).toBe(7);

    cache.clear();
    expect(await cache.get('k', load)).toBe(3);
  });

  it('keeps at most maxEntries, dropping the oldest', async () => {
    const cache = new TtlCache<string>(1000, 2, () => 0);
    await cache.get('a', async () => 'a1');
    await cache.get('b', async () => 'b1');
    await cache.get('c', async () => 'c1');
    expect(await cache.get('a', async () => 'a2')).toBe('a2');
    expect(await cache.get('c', async () => 'c2')).toBe('c1');
  });
});
