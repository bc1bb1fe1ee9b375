import { signInAsAdmin } from './support/admin.ts';
import { skipEventPopup } from './support/axe.ts';
import { firstPageMeals, registerCustomer, saveCart, signInAs } from './support/ordering.ts';
import { answerStatusStreamAtOnce } from './support/restaurant-day.ts';
import { type APIRequestContext, expect, type Page, test } from './support/test.ts';

/*
 * Shop pages come rendered from the server with their data (decision 027): a visitor sees the
 * menu before any script runs, in the language of their choice, and the browser hydrates the
 * page without redoing it.
 */

const PAGES = [
  '/',
  '/meals',
  '/meals/3',
  '/gallery',
  '/about',
  '/login',
  '/contact',
  '/admin/login',
];

/** Text of the page the server sent, before any script of it ran. */
async function serverHtml(request: APIRequestContext, path: string, language = 'en') {
  const response = await request.get(path, { headers: { cookie: `shop-language=${language}` } });
  expect(response.status()).toBe(200);
  return response.text();
}

/** Messages React and the page log while loading: hydration mismatches among them. */
function consoleProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (text.includes('Service Worker registration blocked')) return;
    if (message.type() === 'error' || message.type() === 'warning') problems.push(text);
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

/** The page's first heading as the server sent it, still in the page after hydration. */
async function keepsServerHeading(page: Page, path: string) {
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      (window as { serverHeading?: Element | null }).serverHeading =
        document.querySelector('main h1');
    });
  });
  await page.goto(path);
  return page.evaluate(() => {
    const heading = (window as { serverHeading?: Element | null }).serverHeading;
    return heading ? { connected: heading.isConnected, text: heading.textContent } : null;
  });
}

test.describe('server rendering', { tag: '@desktop-only' }, () => {
  test('sends the menu and a meal in the page itself, in the visitor’s language', async ({
    request,
  }) => {
    const [meal] = await firstPageMeals(request, 1, 0);
    if (!meal) throw new Error('the menu has no meal');
    const menu = await serverHtml(request, '/meals');
    expect(menu).toContain('<html lang="en">');
    expect(menu).toContain(`>${meal.name}</button></h3>`);

    const mealPage = await serverHtml(request, `/meals/${meal.id}`);
    expect(mealPage).toMatch(new RegExp(`<dialog[^>]*aria-label="${meal.name}"`));

    const nepali = await serverHtml(request, '/meals', 'ne');
    expect(nepali).toContain('<html lang="ne">');
    const token = 'AbCdEfGhIjKlMnOpQrStUvWxYz012345';
    const resetPage = await serverHtml(request, `/reset-password/${token}`);
    expect(resetPage).toContain('id="page-state"');
    expect(resetPage).not.toContain(token);

    expect(nepali).toMatch(/<h1 id="menu-title"[^>]*>हाम्रो <span[^>]*>मेनु<\/span><\/h1>/);
  });

  test('shows the menu with scripts turned off', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/meals');
    await expect(page.getByRole('heading', { level: 1, name: 'Our Menu' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
    await context.close();
  });

  test('does not ask the server again for what it sent in the page, however long ago it rendered it (decision 034)', async ({
    page,
  }) => {
    // The event popup asks for the running events (which depend on the hour) once idle.
    await skipEventPopup(page);
    // The server keeps rendered pages until what they show changes: seen from a browser whose
    // clock is ten minutes ahead, every page was rendered long ago, its answers are not stale.
    await page.clock.setSystemTime(Date.now() + 10 * 60_000);
    // The shop's status stream is opened on every page to hear of a pause at once: it is a
    // subscription, not a second ask for what the page held.
    await answerStatusStreamAtOnce(page);
    const asked: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/api/') && pathname !== '/api/ordering/status/events') {
        asked.push(pathname);
      }
    });
    for (const path of ['/', '/gallery', '/meals']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
    }
    expect(asked).toEqual([]);

    // What the page did not hold is the browser's to fetch: the menu's next page.
    const nextPage = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/api/meals',
    );
    await page.getByRole('button', { name: 'Page 2' }).click();
    await nextPage;
    await expect(page.getByText(/^Showing 11–20 of \d+ meals$/)).toBeVisible();
  });

  // One test a page: each loads and hydrates one page within its own time budget.
  for (const language of ['en', 'ne']) {
    for (const path of PAGES) {
      test(`hydrates ${path} in ${language} without a warning and keeps what the server sent`, async ({
        page,
        context,
        baseURL,
      }) => {
        await skipEventPopup(page);
        await context.addCookies([{ name: 'shop-language', value: language, url: baseURL }]);
        await page.addInitScript(
          (chosen) => localStorage.setItem('shop-language', chosen),
          language,
        );
        const problems = consoleProblems(page);
        const heading = await keepsServerHeading(page, path);
        expect(heading).toEqual({ connected: true, text: expect.any(String) });
        expect(problems).toEqual([]);
      });
    }
  }

  test('the admin login comes from the server; a signed-in admin still goes on to the dashboard', async ({
    page,
    request,
  }) => {
    const login = await serverHtml(request, '/admin/login');
    expect(login).toMatch(/<h1 id="admin-login-title"[^>]*>/);
    expect(login).toContain('Access Admin Dashboard');

    await signInAsAdmin(page);
    const problems = consoleProblems(page);
    await page.goto('/admin/login?redirect=%2Fadmin%2Forders');
    await expect(page).toHaveURL(/\/admin\/orders$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Order Management' })).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('a signed-in customer’s pages are shells on the server, filled once hydrated, without a mismatch', async ({
    page,
    request,
  }) => {
    await skipEventPopup(page);
    const customer = await registerCustomer(request, 'Hari');
    const [meal] = await firstPageMeals(request, 1);
    if (!meal) throw new Error('the menu has no meal');
    await signInAs(page, customer);
    await saveCart(page, [{ meal, quantity: 2 }]);
    const problems = consoleProblems(page);

    // The server never knows the session: it sends the pages' own shells, without the cart.
    const cartShell = await serverHtml(request, '/cart');
    expect(cartShell).toMatch(/<h1 id="cart-title"[^>]*>Your <span[^>]*>Cart<\/span><\/h1>/);
    expect(cartShell).not.toContain(meal.name);
    const checkoutShell = await serverHtml(request, '/checkout');
    expect(checkoutShell).toMatch(/<h1 id="checkout-title"[^>]*>Secure <span[^>]*>Checkout/);
    expect(await serverHtml(request, '/profile')).toMatch(/<h1 id="profile-title"[^>]*>Namaste,/);

    await page.goto('/meals');
    await expect(page.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'My profile, signed in as Hari' })).toBeVisible();
    await page.goto('/cart');
    await expect(page.getByRole('heading', { name: meal.name })).toBeVisible();
    expect(problems).toEqual([]);
  });
});
