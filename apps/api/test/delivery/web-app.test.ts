import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test-app.ts';

const script = `export const menu = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `meal ${i}`))};`;
/** Like the web app's index.html: the server fills the marked part with each page's head. */
const indexHtml =
  '<!doctype html><html><head><!-- page-head --><title>Burger House</title><!-- /page-head -->' +
  '<script type="module" src="/assets/index-Bx1.js"></script></head><body></body></html>';

let distDir: string;
let t: TestApp;

/** What `vite build` leaves in dist: hashed assets with .br and .gz copies, and index.html. */
async function writeBuild(dir: string): Promise<void> {
  await mkdir(path.join(dir, 'assets'), { recursive: true });
  await writeFile(path.join(dir, 'index.html'), indexHtml);
  await writeFile(path.join(dir, 'assets/index-Bx1.js'), script);
  await writeFile(path.join(dir, 'assets/index-Bx1.js.br'), brotliCompressSync(script));
  await writeFile(path.join(dir, 'assets/index-Bx1.js.gz'), gzipSync(script));
}

beforeAll(async () => {
  distDir = await mkdtemp(path.join(tmpdir(), 'shop-web-dist-'));
  await writeBuild(distDir);
  t = await startTestApp({ webDistDir: distDir });
});
afterAll(async () => {
  await t.close();
  await rm(distDir, { recursive: true, force: true });
});

const immutable = 'public, max-age=31536000, immutable';

describe('hashed assets', () => {
  it('are sent as the brotli copy to a browser that accepts br, cached for a year', async () => {
    const res = await t.app.inject({
      url: '/assets/index-Bx1.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe(immutable);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(script);
    expect(res.rawPayload.length).toBeLessThan(script.length / 3);
  });

  it('are sent as the gzip copy to a browser that accepts only gzip', async () => {
    const res = await t.app.inject({
      url: '/assets/index-Bx1.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['cache-control']).toBe(immutable);
    expect(gunzipSync(res.rawPayload).toString()).toBe(script);
  });

  it('are sent as they are to a client that accepts no encoding', async () => {
    const res = await t.app.inject({ url: '/assets/index-Bx1.js' });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['cache-control']).toBe(immutable);
    expect(res.body).toBe(script);
  });
});

describe('the pages', () => {
  it.each(['/', '/meals', '/gallery'])(
    'at %s are index.html with their head, revalidated on every use and answered 304 when unchanged',
    async (url) => {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.body).toContain('<script type="module" src="/assets/index-Bx1.js"></script>');
      expect(res.body).toContain(
        `<link rel="canonical" href="http://localhost${url.split('?')[0]}" />`,
      );
      expect(res.headers['cache-control']).toBe('no-cache');
      const etag = res.headers.etag as string;
      expect(etag).toEqual(expect.any(String));
      const again = await t.app.inject({ url, headers: { 'if-none-match': etag } });
      expect(again.statusCode).toBe(304);
    },
  );

  it('under a query string have their page’s head and are sent as they are, never kept', async () => {
    const kept = t.app.pageCache.size;
    const res = await t.app.inject({ url: '/meals?category=Burgers' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<link rel="canonical" href="http://localhost/meals" />');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(t.app.pageCache.size).toBe(kept);
  });

  it('are sent compressed to a browser that accepts it', async () => {
    const res = await t.app.inject({ url: '/meals', headers: { 'accept-encoding': 'br' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString()).toContain('<title>Our Menu');
  });

  it('leave the API’s unknown addresses to the API', async () => {
    const res = await t.app.inject({ url: '/api/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: 'NOT_FOUND' });
  });
});
