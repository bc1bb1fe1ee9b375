import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { meals } from '@shop/db';
import { eq } from '@shop/db/orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMeal } from '../support/orders.ts';
import { startTestApp, type TestApp } from '../test-app.ts';

/*
 * What a crawler or a chat app reads before any script runs: each page's title, description,
 * canonical address, preview card and structured data in the HTML, robots.txt and the sitemap.
 */

const indexHtml =
  '<!doctype html><html lang="en"><head><!-- page-head: the server fills this -->' +
  '<title>Template</title><!-- /page-head --></head><body><div id="root"></div></body></html>';

let distDir: string;
let t: TestApp;
beforeAll(async () => {
  distDir = await mkdtemp(path.join(tmpdir(), 'shop-page-heads-'));
  await writeFile(path.join(distDir, 'index.html'), indexHtml);
  t = await startTestApp({ webDistDir: distDir });
});
afterAll(async () => {
  await t.close();
  await rm(distDir, { recursive: true, force: true });
});

const page = (url: string) => t.app.inject({ url });

/** The JSON-LD blocks of a page, parsed. */
function structuredData(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((match) =>
    JSON.parse(match[1] ?? 'null'),
  );
}

const metaContent = (html: string, key: string) =>
  new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)" />`).exec(html)?.[1];

describe('a page’s head', () => {
  it('names the page, describes it and gives its one address, without the query', async () => {
    const res = await page('/gallery?photo=3');
    expect(res.body).toContain('<title>Photo Gallery — Burger House</title>');
    expect(metaContent(res.body, 'description')).toMatch(/in pictures/);
    expect(res.body).toContain('<link rel="canonical" href="http://localhost/gallery" />');
    expect(res.body).not.toContain('<title>Template</title>');
  });

  it('gives the menu one address under both of its names', async () => {
    const res = await page('/menu');
    expect(res.body).toContain('<title>Our Menu — Burger House</title>');
    expect(res.body).toContain('<link rel="canonical" href="http://localhost/meals" />');
  });

  it('carries a preview card and the restaurant’s hours, phone and address', async () => {
    const res = await page('/');
    expect(metaContent(res.body, 'og:image')).toBe('http://localhost/social-card.jpg');
    expect(metaContent(res.body, 'twitter:card')).toBe('summary_large_image');
    const [restaurant] = structuredData(res.body);
    expect(restaurant).toMatchObject({
      '@type': 'Restaurant',
      name: 'Burger House',
      telephone: '+97714701234',
      address: { addressLocality: 'Kathmandu', addressCountry: 'NP' },
      hasMenu: 'http://localhost/meals',
    });
    expect(restaurant?.openingHoursSpecification).toContainEqual({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: ['Saturday', 'Sunday'],
      opens: '10:00',
      closes: '23:00',
    });
  });
});

describe('a page that is not listed', () => {
  it('is kept out of search results and never carries its address', async () => {
    const res = await page('/reset-password/AbCdEfGhIjKlMnOpQrStUvWxYz012345');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<meta name="robots" content="noindex" />');
    expect(res.body).not.toContain('rel="canonical"');
    expect(res.body).not.toContain('AbCdEfGhIjKlMnOpQrStUvWxYz012345');
  });

  it('is never kept, so made-up paths cannot fill the page cache', async () => {
    const cached = t.app.pageCache.size;
    for (const url of ['/made-up-1', '/orders/made-up-2', '/reset-password/x?y=1']) {
      const res = await page(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
    }
    expect(t.app.pageCache.size).toBe(cached);
  });

  it('is never the answer for a file that is not there', async () => {
    for (const url of ['/assets/index-OLDBUILD.js', '/icon-999.png', '/api/nothing-here']) {
      const res = await page(url);
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
    }
  });
});

describe('a meal’s own page', () => {
  it('is named after the meal, shows its picture and its price in NPR', async () => {
    const meal = await addMeal(t, { price: 450, name: 'Head Test Burger' });
    const res = await page(`/meals/${meal.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Head Test Burger — Burger House</title>');
    expect(metaContent(res.body, 'og:type')).toBe('product');
    expect(metaContent(res.body, 'og:image')).toBe('http://localhost/uploads/meals/test.webp');
    expect(res.body).toContain(`<link rel="canonical" href="http://localhost/meals/${meal.id}" />`);
    expect(structuredData(res.body)).toContainEqual(
      expect.objectContaining({
        '@type': 'MenuItem',
        name: 'Head Test Burger',
        offers: expect.objectContaining({ price: '450.00', priceCurrency: 'NPR' }),
      }),
    );
  });

  it('answers 404 with the menu’s head for a meal that is not on the menu', async () => {
    const hidden = await addMeal(t, { isActive: false });
    for (const url of [`/meals/${hidden.id}`, '/meals/999999999']) {
      const res = await page(url);
      expect(res.statusCode).toBe(404);
      expect(res.body).toContain('<title>Our Menu — Burger House</title>');
    }
  });

  it('follows a change of the menu at once', async () => {
    const meal = await addMeal(t, { name: 'Before Burger' });
    expect((await page(`/meals/${meal.id}`)).body).toContain('<title>Before Burger');
    await t.db.update(meals).set({ name: 'After Burger' }).where(eq(meals.id, meal.id));
    await t.app.invalidateMenu();
    expect((await page(`/meals/${meal.id}`)).body).toContain('<title>After Burger');
  });

  it('keeps a name that looks like markup as text', async () => {
    const meal = await addMeal(t, { name: '</title><script>alert(1)</script> Burger' });
    const res = await page(`/meals/${meal.id}`);
    expect(res.body).not.toContain('<script>alert(1)');
    expect(res.body).toContain('&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt; Burger');
    const item = structuredData(res.body).find((data) => data['@type'] === 'MenuItem');
    expect(item?.name).toBe('</title><script>alert(1)</script> Burger');
  });
});

describe('for crawlers', () => {
  it('robots.txt keeps them out of the API and points at the sitemap', async () => {
    const res = await page('/robots.txt');
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.body).toContain('Disallow: /api/');
    expect(res.body).toContain('Sitemap: http://localhost/sitemap.xml');
    expect(res.body).not.toMatch(/Disallow: \/(meals|cart|login)/);
  });

  it('the sitemap lists the public pages and every meal on the menu, and no other', async () => {
    const onMenu = await addMeal(t, { name: 'Sitemap Burger' });
    const hidden = await addMeal(t, { isActive: false });
    await t.app.invalidateMenu();
    const res = await page('/sitemap.xml');
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset /);
    expect(res.body).toContain('<loc>http://localhost/</loc>');
    expect(res.body).toContain('<loc>http://localhost/gallery</loc>');
    expect(res.body).toContain(`<loc>http://localhost/meals/${onMenu.id}</loc>`);
    expect(res.body).not.toContain(`<loc>http://localhost/meals/${hidden.id}</loc>`);
    expect(res.body).not.toContain('<loc>http://localhost/cart</loc>');
  });
});
