import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { mealListResponseSchema } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const br = { 'accept-encoding': 'gzip, deflate, br' };

describe('API responses', () => {
  it('of more than 1 KB are compressed with brotli for a browser that accepts it', async () => {
    const res = await t.app.inject({ url: '/api/docs/json', headers: br });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    const document = JSON.parse(brotliDecompressSync(res.rawPayload).toString());
    expect(document.openapi).toMatch(/^3\./);
  });

  it('under 1 KB are sent as they are', async () => {
    const res = await t.app.inject({ url: '/api/health', headers: br });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('are not compressed for a client that does not ask', async () => {
    const res = await t.app.inject({ url: '/api/gallery' });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json().success).toBe(true);
  });
});

describe('cached menu reads', () => {
  const url = '/api/meals?limit=50';

  it('send the stored brotli bytes with their ETag, and 304 when the browser has them', async () => {
    const plain = await t.app.inject({ url });
    const res = await t.app.inject({ url, headers: br });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toBe('accept-encoding');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(plain.body);
    expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(mealListResponseSchema.parse(plain.json()).data.length).toBeGreaterThan(10);

    const etag = res.headers.etag as string;
    expect(etag).not.toBe(plain.headers.etag);
    const again = await t.app.inject({ url, headers: { ...br, 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.headers.etag).toBe(etag);
    expect(again.rawPayload.length).toBe(0);
  });

  it('send the stored gzip bytes to a browser that accepts only gzip', async () => {
    const plain = await t.app.inject({ url });
    const res = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.rawPayload).toString()).toBe(plain.body);
  });

  it('send a small body as it is', async () => {
    const res = await t.app.inject({
      url: '/api/meals?limit=1&search=zzz-no-such-meal',
      headers: br,
    });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json().data).toEqual([]);
  });
});
