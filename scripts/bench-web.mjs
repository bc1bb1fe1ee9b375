#!/usr/bin/env node
// `npm run bench:web`: Lighthouse 12 (mobile preset: a mid-range phone on slow 4G) against the
// production build, served by the shop's own server on a fresh embedded database, in Debian's
// Chromium. Several runs per page; prints the median of each category, FCP, LCP, TBT and CLS,
// and the JavaScript the first load of / fetches, gzip and brotli, chunk by chunk.
//
//   BENCH_WEB_RUNS=3 (runs per page)   BENCH_WEB_PAGES=/,/meals (a subset)   BENCH_WEB_JSON=file
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { BUILT_SERVER_ARGS } from './built-server.mjs';
import { ensureChromium } from './chromium.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const distDir = path.join(root, 'apps/web/dist');
const runs = Number(process.env.BENCH_WEB_RUNS ?? 3);
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const TARGETS = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 };
const DEMO_CUSTOMER = { email: 'customer@example.com', password: 'Customer@123' };

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

async function startShop(port, dataDir) {
  const server = spawn(process.execPath, BUILT_SERVER_ARGS, {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: '',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 240; i++) {
    if (server.exitCode !== null) throw new Error(`the shop exited with ${server.exitCode}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return { server, base };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  server.kill();
  throw new Error('the shop did not start within 2 minutes');
}

async function json(response) {
  if (!response.ok) throw new Error(`${response.url}: ${response.status} ${await response.text()}`);
  return response.json();
}

/** A meal to open at its own address and two to put in the cart, from the live menu. */
async function menuFacts(base) {
  const { data } = await json(await fetch(`${base}/api/meals?limit=2`));
  if (data.length < 2) throw new Error('the seeded menu has fewer than two meals');
  return data;
}

/** The signed-in demo customer with two meals in the cart, as the browser keeps them. */
async function cartStorage(base, meals) {
  const login = await json(
    await fetch(`${base}/api/customers/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...DEMO_CUSTOMER, rememberMe: true }),
    }),
  );
  const items = meals.map((meal) => ({
    id: meal.id,
    name: meal.name,
    price: meal.price,
    image: meal.image,
    categoryName: meal.categoryName,
    quantity: 1,
  }));
  return {
    token: login.token,
    user: JSON.stringify(login.customer),
    cart: JSON.stringify({ state: { items }, version: 0 }),
  };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** Puts the cart's storage in place and empties the cache, so the run is a signed-in cold load. */
async function prepareCart(port, base, storage) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  try {
    const page = await browser.newPage();
    await page.goto(`${base}/api/health`);
    await page.evaluate((entries) => {
      localStorage.clear();
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    }, storage);
    const cdp = await page.createCDPSession();
    // A cold load: no HTTP cache, and no service worker or its caches from an earlier run.
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Storage.clearDataForOrigin', {
      origin: base,
      storageTypes: 'service_workers,cache_storage',
    });
    await page.close();
  } finally {
    await browser.disconnect();
  }
}

/** Lighthouse's own advice for a trace it failed to record ("Please run Lighthouse again"). */
const RETRIED_ERRORS = new Set(['NO_NAVSTART', 'NO_FCP']);

async function measure(chromePort, url, options, attempt = 1) {
  try {
    return await measureOnce(chromePort, url, options);
  } catch (error) {
    if (attempt >= 3 || !RETRIED_ERRORS.has(error.code)) throw error;
    console.log(`  (${url}: ${error.code}, measured again)`);
    return measure(chromePort, url, options, attempt + 1);
  }
}

async function measureOnce(chromePort, url, { keepStorage, prepare }) {
  await prepare?.();
  const result = await lighthouse(url, {
    port: chromePort,
    logLevel: 'error',
    output: 'json',
    onlyCategories: CATEGORIES,
    disableStorageReset: keepStorage,
  });
  const { lhr } = result;
  if (lhr.runtimeError) {
    throw Object.assign(new Error(`${url}: ${lhr.runtimeError.message}`), {
      code: lhr.runtimeError.code,
    });
  }
  const audit = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const failing = CATEGORIES.flatMap((id) =>
    lhr.categories[id].auditRefs
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => `${id}: ${ref.id}`),
  );
  return {
    scores: Object.fromEntries(CATEGORIES.map((id) => [id, lhr.categories[id].score * 100])),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    failing,
    scripts: (lhr.audits['network-requests']?.details?.items ?? [])
      .filter((item) => item.resourceType === 'Script' && item.url.startsWith(new URL(url).origin))
      .map((item) => new URL(item.url).pathname),
  };
}

/**
 * What a built file weighs on the wire in one coding: its precompressed copy, or the file as it
 * is when the build made none (files under 1 KB are sent uncompressed).
 */
function sentSize(pathname, extension) {
  const file = path.join(distDir, pathname);
  const copy = `${file}.${extension}`;
  return statSync(existsSync(copy) ? copy : file).size;
}

function printScripts(scripts) {
  const rows = [...new Set(scripts)].map((pathname) => ({
    pathname,
    gzip: sentSize(pathname, 'gz'),
    br: sentSize(pathname, 'br'),
  }));
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  console.log('\nJavaScript of the first load of / (what Lighthouse saw it fetch):');
  for (const row of rows) {
    console.log(
      `  ${row.pathname.padEnd(48)} ${kb(row.gzip).padStart(9)} gzip ${kb(row.br).padStart(9)} br`,
    );
  }
  const total = (key) => rows.reduce((sum, row) => sum + row[key], 0);
  console.log(
    `  ${'total'.padEnd(48)} ${kb(total('gzip')).padStart(9)} gzip ${kb(total('br')).padStart(9)} br`,
  );
  return { gzip: total('gzip'), br: total('br'), rows };
}

async function main() {
  if (!existsSync(path.join(distDir, 'index.html'))) {
    throw new Error('no production build: run `npm run bench:web` (it builds first)');
  }
  const chromium = ensureChromium();
  if (chromium.problem) throw new Error(chromium.problem);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-web-'));
  const { server, base } = await startShop(await freePort(), dataDir);
  const chrome = await chromeLauncher.launch({
    chromePath: chromium.file,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
  try {
    const meals = await menuFacts(base);
    const storage = await cartStorage(base, meals);
    const pages = [
      { path: '/' },
      { path: '/meals' },
      { path: `/meals/${meals[0].id}` },
      { path: '/gallery' },
      { path: '/login' },
      { path: '/cart', signedInWithCart: true },
      { path: '/admin/login' },
    ];
    const only = process.env.BENCH_WEB_PAGES?.split(',');
    const chosen = only ? pages.filter((page) => only.includes(page.path)) : pages;
    console.log(`Lighthouse ${runs} run(s) a page, mobile preset, ${chromium.file}, ${base}`);
    console.log(
      `\n${'page'.padEnd(16)}${'perf'.padStart(6)}${'a11y'.padStart(6)}${'b-p'.padStart(6)}${'seo'.padStart(6)}` +
        `${'FCP'.padStart(9)}${'LCP'.padStart(9)}${'TBT'.padStart(9)}${'CLS'.padStart(7)}`,
    );
    const report = [];
    let firstLoadScripts = null;
    for (const page of chosen) {
      const results = [];
      for (let run = 0; run < runs; run++) {
        results.push(
          await measure(chrome.port, `${base}${page.path}`, {
            keepStorage: Boolean(page.signedInWithCart),
            prepare: page.signedInWithCart ? () => prepareCart(chrome.port, base, storage) : null,
          }),
        );
      }
      const scores = Object.fromEntries(
        CATEGORIES.map((id) => [id, median(results.map((r) => r.scores[id]))]),
      );
      const row = {
        page: page.path,
        scores,
        fcp: median(results.map((r) => r.fcp)),
        lcp: median(results.map((r) => r.lcp)),
        tbt: median(results.map((r) => r.tbt)),
        cls: median(results.map((r) => r.cls)),
        failing: [...new Set(results.flatMap((r) => r.failing))],
      };
      report.push(row);
      const misses = CATEGORIES.filter((id) => scores[id] < TARGETS[id]);
      console.log(
        `${page.path.padEnd(16)}${CATEGORIES.map((id) => String(Math.round(scores[id])).padStart(6)).join('')}` +
          `${`${(row.fcp / 1000).toFixed(1)} s`.padStart(9)}${`${(row.lcp / 1000).toFixed(1)} s`.padStart(9)}` +
          `${`${Math.round(row.tbt)} ms`.padStart(9)}${row.cls.toFixed(3).padStart(7)}` +
          (misses.length ? `   below target: ${misses.join(', ')}` : ''),
      );
      if (row.failing.length)
        console.log(`${''.padEnd(16)}audits not passed: ${row.failing.join('; ')}`);
      if (page.path === '/') firstLoadScripts = results[0].scripts;
    }
    const firstLoad = firstLoadScripts ? printScripts(firstLoadScripts) : null;
    if (process.env.BENCH_WEB_JSON) {
      writeFileSync(process.env.BENCH_WEB_JSON, JSON.stringify({ report, firstLoad }, null, 2));
    }
  } finally {
    await chrome.kill();
    server.kill();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
