import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { skipEventPopup } from './support/axe.ts';
import { firstPageMeals, registerCustomer, saveCart, signInAs } from './support/ordering.ts';
import { startOwnServer } from './support/own-server.ts';
import { expect, type Page, test } from './support/test.ts';

/*
 * The installed shop on a phone that loses its connection (decision 026): after one visit the
 * service worker opens the shop offline with the menu as last seen, says so, keeps the cart, and
 * says that an order needs the network. The other specs block service workers; these need one.
 */

test.use({ serviceWorkers: 'allow' });

test.beforeEach(async ({ page }) => {
  await skipEventPopup(page);
});

const cards = (page: Page) => page.getByRole('main').getByRole('article');
const offlineBar = (page: Page) =>
  page.getByRole('status').getByText('You are offline.', { exact: true });

/** Waits until the service worker, installed once the page was idle, controls the page. */
async function untilServiceWorkerControls(page: Page) {
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), {
      timeout: 20_000,
    })
    .toBe(true);
}

test.describe('offline', { tag: '@desktop-only' }, () => {
  test('after one visit the menu opens offline as last seen, says so, and comes back online', async ({
    page,
    context,
  }) => {
    /** The answer to `path` read through the worker, which keeps it for offline visits. */
    const keptForOffline = (path: string) =>
      page.waitForResponse(
        (response) => new URL(response.url()).pathname === path && response.fromServiceWorker(),
        { timeout: 20_000 },
      );
    // The menu came in the page. Once the new worker takes the page over, the page reads it
    // again through the worker: one visit is enough.
    const menuKept = keptForOffline('/api/meals');
    await page.goto('/meals');
    const firstName = await cards(page).first().getByRole('heading', { level: 3 }).textContent();
    await menuKept;
    // A later visit, which the worker controls from the start, reads it again once idle.
    const menuKeptAgain = keptForOffline('/api/meals');
    await page.reload();
    await menuKeptAgain;
    await expect(offlineBar(page)).toHaveCount(0);

    await context.setOffline(true);
    await page.reload();
    await expect(offlineBar(page)).toBeVisible();
    await expect(cards(page).first().getByRole('heading', { level: 3 })).toHaveText(
      firstName ?? '',
    );

    // A shop page never opened before still opens, on the cached shell.
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/smashed.*delivered hot/i);
    await expect(offlineBar(page)).toBeVisible();

    await context.setOffline(false);
    await expect(offlineBar(page)).toHaveCount(0);
  });

  test('keeps the cart offline, and checkout says that an order needs the network', async ({
    page,
    context,
  }) => {
    const customer = await registerCustomer(page.request);
    const [meal] = await firstPageMeals(page.request, 1);
    if (!meal) throw new Error('the seeded menu has no meal in stock');
    await signInAs(page, customer);
    await saveCart(page, [{ meal, quantity: 1 }]);
    await page.goto('/checkout');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Secure Checkout');
    await untilServiceWorkerControls(page);
    await page.goto('/cart');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goto('/checkout');
    await expect(page.getByRole('button', { name: 'Place Order' })).toBeEnabled();

    await context.setOffline(true);
    await page.reload();
    await expect(offlineBar(page)).toBeVisible();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Placing an order needs the network' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Place Order' })).toBeDisabled();
    await expect(page.getByTestId('checkout-total')).toBeVisible();

    await page.goto('/cart');
    await expect(page.getByRole('main')).toContainText(meal.name);

    await context.setOffline(false);
    await page.goto('/checkout');
    await expect(page.getByRole('button', { name: 'Place Order' })).toBeEnabled();
  });
});

test.describe('a deploy', { tag: '@desktop-only' }, () => {
  test('is on screen at the next visit: the worker never keeps a visitor on old code', async ({
    page,
  }, testInfo) => {
    test.setTimeout(180_000);
    const work = await mkdtemp(path.join(tmpdir(), 'shop-deploy-'));
    const build = path.join(work, 'dist');
    await cp(WEB_DIST, build, { recursive: true });
    const port = 4700 + testInfo.workerIndex;
    const server = { dataDir: path.join(work, 'data'), webDistDir: build, port };
    let shop = await startOwnServer(server);
    try {
      await page.goto(`${shop.url}/meals`);
      await expect(cards(page).first()).toBeVisible();
      await untilServiceWorkerControls(page);
      await shop.stop();

      const entry = await deploy(build);
      shop = await startOwnServer(server);
      await page.goto(`${shop.url}/meals`);
      await expect(cards(page).first()).toBeVisible();
      expect(await page.locator('script[type="module"]').first().getAttribute('src')).toBe(entry);
      await expect(page.locator('meta[name="deployed"]')).toHaveAttribute('content', 'second');
    } finally {
      await shop.stop();
      await rm(work, { recursive: true, force: true });
    }
  });
});

const WEB_DIST = fileURLToPath(new URL('../../apps/web/dist', import.meta.url));

/**
 * A new release in `build`: the entry script under a new hashed name (as a changed source would
 * give it) and index.html naming it, with a mark of the release. Returns the new script's path.
 */
async function deploy(build: string): Promise<string> {
  const indexFile = path.join(build, 'index.html');
  const html = await readFile(indexFile, 'utf8');
  const old = /<script type="module" crossorigin src="(\/assets\/index-[^"]+\.js)"/.exec(html)?.[1];
  if (!old) throw new Error('index.html names no entry script');
  const renamed = old.replace(/\.js$/, '-second.js');
  for (const suffix of ['', '.br', '.gz']) {
    await cp(path.join(build, `${old}${suffix}`), path.join(build, `${renamed}${suffix}`)).catch(
      () => undefined,
    );
  }
  await writeFile(
    indexFile,
    html
      .replace(old, renamed)
      .replace('</head>', '<meta name="deployed" content="second" /></head>'),
  );
  return renamed;
}
