import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { ResponseCache } from '../../src/lib/response-cache.ts';

describe('ResponseCache', () => {
  it('loads once per key and serves the same serialized body after', async () => {
    const cache = new ResponseCache();
    let loads = 0;
    const load = async () => ({ n: ++loads });
    const [a, b] = await Promise.all([cache.getOrLoad('k', load), cache.getOrLoad('k', load)]);
    expect(a.body.toString()).toBe('{"n":1}');
    expect(b).toBe(a);
    expect((await cache.getOrLoad('k', load)).body.toString()).toBe('{"n":1}');
    expect(loads).toBe(1);
  });

  it('does not keep a read that was under way when the cache was cleared', async () => {
    const cache = new ResponseCache();
    let release!: () => void;
    const slow = cache.getOrLoad('k', () => new Promise((r) => (release = () => r('stale'))));
    cache.clear();
    release();
    expect((await slow).body.toString()).toBe('"stale"');
    expect((await cache.getOrLoad('k', async () => 'fresh')).body.toString()).toBe('"fresh"');
  });

  it('evicts the least recently used entry beyond its size', async () => {
    const cache = new ResponseCache(2);
    await cache.getOrLoad('a', async () => 1);
    await cache.getOrLoad('b', async () => 2);
    await cache.getOrLoad('a', async () => 'unused');
    await cache.getOrLoad('c', async () => 3);
    expect(cache.size).toBe(2);
    expect((await cache.getOrLoad('a', async () => 'reloaded')).body.toString()).toBe('1');
    expect((await cache.getOrLoad('b', async () => 'reloaded')).body.toString()).toBe('"reloaded"');
  });

  it('keeps a body of 1 KB or more compressed in brotli and gzip, each with its own ETag', async () => {
    const cache = new ResponseCache();
    const big = await cache.getOrLoad('big', async () => ({ text: 'burger '.repeat(300) }));
    const { br, gzip } = big.encoded;
    if (!br || !gzip) throw new Error('no compressed variants stored');
    expect(brotliDecompressSync(br.body).equals(big.body)).toBe(true);
    expect(gunzipSync(gzip.body).equals(big.body)).toBe(true);
    expect(br.body.length).toBeLessThan(big.body.length / 10);
    expect(new Set([big.etag, br.etag, gzip.etag]).size).toBe(3);
  });

  it('keeps a body under 1 KB only as it is', async () => {
    const cache = new ResponseCache();
    const small = await cache.getOrLoad('small', async () => ({ text: 'burger' }));
    expect(small.encoded).toEqual({});
  });
});
