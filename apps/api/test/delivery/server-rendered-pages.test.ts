import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCoupon } from '../support/orders.ts';
import { signInAdmin } from '../support/sessions.ts';
import { startTestApp, type TestApp } from '../test-app.ts';

/*
 * The page plumbing around the web app's server renderer: a build whose dist-server holds a
 * small renderer of the same interface as apps/web/src/entry-server.tsx. It reads the menu
 * through the fetch it is given (the real API, in-process) and says what it rendered and how
 * often. The real renderer's pages are tested in the browser (e2e/tests/server-rendering).
 */
const indexHtml =
  '<!doctype html><html lang="en"><head><!-- page-head --><title>Burger House</title>' +
  '<!-- /page-head --></head><body><div id="root"></div></body></html>';

const entry = `
let renders = 0;
export function languageOfRequest(cookie) {
  return /(^|; )shop-language=ne(;|$)/.test(cookie ?? '') ? 'ne' : 'en';
}
export function createPageRenderer(fetchApi) {
  return {
    async render(url, language) {
      renders += 1;
      if (url === '/about') throw new Error('this page cannot render');
      if (url.startsWith('/no-such-page')) return { redirect: '/' };
      const menu = await (await fetchApi('/api/meals?limit=1')).json();
      return {
        html: '<main><h1>' + language + ' ' + url + ' #' + renders + '</h1><p>' + menu.data[0].name + '</p></main>',
        state: '{"queries":[]}',
        complete: url !== '/restaurants',
        language,
      };
    },
  };
}
`;

let buildDir: string;
let t: TestApp;

beforeAll(async () => {
  buildDir = await mkdtemp(path.join(tmpdir(), 'shop-web-build-'));
  await mkdir(path.join(buildDir, 'dist'));
  await mkdir(path.join(buildDir, 'dist-server'));
  await writeFile(path.join(buildDir, 'dist', 'index.html'), indexHtml);
  await writeFile(path.join(buildDir, 'dist-server', 'entry-server.js'), entry);
  t = await startTestApp({ webDistDir: path.join(buildDir, 'dist') });
});
afterAll(async () => {
  await t.close();
  await rm(buildDir, { recursive: true, force: true });
});

const page = (url: string, cookie?: string) =>
  t.app.inject({ url, headers: cookie ? { cookie } : {} });

/** The count the renderer wrote into its heading: how many pages it had rendered. */
const renderCount = (html: string) => Number(/#(\d+)<\/h1>/.exec(html)?.[1]);

/** Asks twice for `url`: each answer rendered anew, sent with no-cache. Returns the second. */
async function renderedEachTime(url: string) {
  const first = await page(url);
  const second = await page(url);
  expect(second.statusCode).toBe(200);
  expect(second.body).toContain(`<h1>en ${url} #`);
  expect(renderCount(second.body)).toBeGreaterThan(renderCount(first.body));
  expect(second.headers['cache-control']).toBe('no-cache');
  return second;
}

describe('server-rendered pages', () => {
  it('hold the rendered page, with the menu read from the API, and its data for hydration', async () => {
    const firstMeal = (await t.app.inject('/api/meals?limit=1')).json().data[0].name;
    const res = await page('/meals');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('<html lang="en">');
    expect(res.body).toMatch(/<div id="root" data-language="en"><main><h1>en \/meals #\d+<\/h1>/);
    expect(res.body).toContain(`<p>${firstMeal}</p>`);
    expect(res.body).toContain('<script type="application/json" id="page-state">{"queries":[]}');
    expect(res.body).toContain('<link rel="canonical"');
  });

  it('come in the language of the visitor’s cookie, each language cached on its own', async () => {
    const nepali = await page('/gallery', 'theme=dark; shop-language=ne');
    expect(nepali.body).toContain('<html lang="ne">');
    expect(nepali.body).toContain('data-language="ne"><main><h1>ne /gallery');
    const english = await page('/gallery');
    expect(english.body).toContain('<h1>en /gallery');
    const nepaliAgain = await page('/gallery', 'shop-language=ne');
    expect(renderCount(nepaliAgain.body)).toBe(renderCount(nepali.body));
    expect(nepaliAgain.headers.etag).toBe(nepali.headers.etag);
    expect(nepaliAgain.headers.etag).not.toBe(english.headers.etag);
    expect(nepaliAgain.headers.vary).toBe('accept-encoding, cookie');
  });

  it('render a filtered menu, or a listed page under another address, for each request', async () => {
    for (const url of ['/meals?category=1', '/?utm_source=chat', '/gallery/']) {
      await renderedEachTime(url);
    }
  });

  it('send a page rendered without all its data, but never keep it', async () => {
    await renderedEachTime('/restaurants');
  });

  it('render an unlisted page (an order, a reset link) for each request, never kept', async () => {
    const order = await renderedEachTime('/orders/5');
    expect(order.body).toContain('<meta name="robots" content="noindex" />');
  });

  it('still open when rendering fails: the empty page, for the browser to render', async () => {
    const res = await page('/about');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).toContain('<title>About Us — Burger House</title>');
  });

  it('are rendered again after the back office changes what they show', async () => {
    const kept = await page('/contact');
    expect(renderCount((await page('/contact')).body)).toBe(renderCount(kept.body));
    const admin = await signInAdmin(t);
    const coupon = await addCoupon(t);
    const refused = await t.app.inject({
      method: 'DELETE',
      url: '/api/admin/coupons/999999',
      headers: admin.headers,
    });
    expect(refused.statusCode).toBe(404);
    expect(renderCount((await page('/contact')).body)).toBe(renderCount(kept.body));
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/coupons/${coupon.id}`,
      headers: admin.headers,
    });
    expect(deleted.statusCode).toBe(200);
    expect(renderCount((await page('/contact')).body)).toBeGreaterThan(renderCount(kept.body));
  });

  it('are rendered again after a delivery area’s fee changes (they may promise free delivery)', async () => {
    const kept = await page('/contact');
    const admin = await signInAdmin(t);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/delivery/areas',
      headers: admin.headers,
      payload: { name: 'Page Hills', fee: 50 },
    });
    expect(created.statusCode).toBe(201);
    expect(renderCount((await page('/contact')).body)).toBeGreaterThan(renderCount(kept.body));
  });

  it('leave the back office, the staff’s check-in kiosk and the kitchen display to the browser', async () => {
    for (const url of [
      '/admin',
      '/admin/orders',
      '/admin/logins',
      '/customer-register',
      '/kitchen',
    ]) {
      const res = await page(url);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<div id="root"></div>');
    }
  });

  it('render the admin login, which needs no session, with or without a return address', async () => {
    for (const url of ['/admin/login', '/admin/login?redirect=%2Fadmin%2Forders']) {
      const res = await page(url);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain(`<h1>en ${url}`);
    }
  });

  it('answer an address the web app sends elsewhere with a redirect, not an empty page', async () => {
    for (const url of ['/no-such-page', '/no-such-page?from=an-old-link']) {
      const res = await page(url);
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe('/');
    }
  });

  it('answer a meal that is not on the menu with 404, rendered all the same', async () => {
    const res = await page('/meals/999999');
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<h1>en /meals/999999');
  });
});
