import { describe, expect, it } from 'vitest';
import { ResponseCache } from '../../src/lib/response-cache.ts';

describe('ResponseCache', () => {
  it('loads once per key and serves the same serialized body after', async () => {
    const cache = new ResponseCache();
    let loads = 0;
    const load = async () => ({ n: ++loads });
    const [a, b] = await Promise.all([cache.getOrLoad('k', load), cache.getOrLoad('k', load)]);
    expect(a.body).toBe('{"n":1}');
    expect(b).toBe(a);
    expect((await cache.getOrLoad('k', load)).body).toBe('{"n":1}');
    expect(loads).toBe(1);
  });

  it('does not keep a read that was under way when the cache was cleared', async () => {
    const cache = new ResponseCache();
    let release!: () => void;
    const slow = cache.getOrLoad('k', () => new Promise((r) => (release = () => r('stale'))));
    cache.clear();
    release();
    expect((await slow).body).toBe('"stale"');
    expect((await cache.getOrLoad('k', async () => 'fresh')).body).toBe('"fresh"');
  });

  it('evicts the least recently used entry beyond its size', async () => {
    const cache = new ResponseCache(2);
    await cache.getOrLoad('a', async () => 1);
    await cache.getOrLoad('b', async () => 2);
    await cache.getOrLoad('a', async () => 'unused');
    await cache.getOrLoad('c', async () => 3);
    expect(cache.size).toBe(2);
    expect((await cache.getOrLoad('a', async () => 'reloaded')).body).toBe('1');
    expect((await cache.getOrLoad('b', async () => 'reloaded')).body).toBe('"reloaded"');
  });
});
