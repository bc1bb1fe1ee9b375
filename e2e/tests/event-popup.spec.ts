import { seriousViolations, skipEventPopup } from './support/axe.ts';
import { renderPagesInBrowser } from './support/browser-rendering.ts';
import { firstPageMeals, registerCustomer, saveCart, signInAs } from './support/ordering.ts';
import { expect, type Page, test } from './support/test.ts';

// Seeded (packages/db/src/seed/promotions.ts): two events run now, Momo Mania Week (10% off,
// code MOMOFEST10, ends within 3 days) and Himalayan Feast Festival (25% off, FEAST25, ends in
// about 3 weeks).
const popup = (page: Page) => page.getByRole('dialog', { name: 'Special offer' });
const counter = (page: Page) => popup(page).getByText(/^\d of \d$/);

/**
 * Loads a page with a controllable clock and waits until the popup's 5 seconds have started,
 * so they can be run at once. The shop starts them once it has the active events (the server
 * renders the page with them), and at that very moment fetches the popup's own code: that
 * request is the signal.
 */
async function openShop(page: Page, path = '/meals') {
  await page.clock.install();
  const popupCode = page.waitForRequest(/\/assets\/event-popup-[\w-]+\.js$/);
  await page.goto(path);
  await popupCode;
}

async function waitForPopup(page: Page) {
  await page.clock.fastForward(5_000);
  await expect(popup(page)).toBeVisible();
}

test.describe('the event popup', () => {
  test('appears 5 seconds after the events load, with badges, dates and the code', {
    tag: '@phone',
  }, async ({ page }) => {
    await openShop(page);
    await page.clock.fastForward(4_000);
    await expect(popup(page)).toHaveCount(0);
    await page.clock.fastForward(1_000);
    await expect(popup(page)).toBeVisible();

    await expect(counter(page)).toHaveText('1 of 2');
    const momo = popup(page);
    await expect(momo.getByRole('heading', { name: 'Momo Mania Week' })).toBeVisible();
    await expect(momo.getByText('10% OFF', { exact: true })).toBeVisible();
    await expect(momo.getByText('Ending Soon!')).toBeVisible();
    await expect(momo.getByText('Use code: MOMOFEST10')).toBeVisible();
    await expect(
      momo.getByText(/^\d{1,2} [A-Z][a-z]{2} – \d{1,2} [A-Z][a-z]{2} \d{4}$/),
    ).toBeVisible();
    // The seeded events run from midnight to midnight in Kathmandu.
    await expect(momo.getByText('All day', { exact: true })).toBeVisible();
    await expect(momo.getByRole('img', { name: 'Momo Mania Week' })).toHaveAttribute(
      'src',
      /^\/uploads\/events\/.+\.webp$/,
    );

    await momo.getByRole('button', { name: 'Next event' }).click();
    await expect(
      popup(page).getByRole('heading', { name: 'Himalayan Feast Festival' }),
    ).toBeVisible();
    await expect(popup(page).getByText('25% OFF', { exact: true })).toBeVisible();
    await expect(popup(page).getByText('Ending Soon!')).toHaveCount(0);
  });

  test('pages through the events with wrapping arrows and dots', async ({ page }) => {
    await openShop(page);
    await waitForPopup(page);
    const heading = popup(page).getByRole('heading', { level: 3 });
    await expect(heading).toHaveText('Momo Mania Week');
    await popup(page).getByRole('button', { name: 'Previous event' }).click();
    await expect(counter(page)).toHaveText('2 of 2');
    await expect(heading).toHaveText('Himalayan Feast Festival');
    await popup(page).getByRole('button', { name: 'Next event' }).click();
    await expect(counter(page)).toHaveText('1 of 2');
    await popup(page).getByRole('button', { name: 'Next event' }).click();
    await popup(page).getByRole('button', { name: 'Next event' }).click();
    await expect(counter(page)).toHaveText('1 of 2');
    await popup(page)
      .getByRole('button', { name: /^Show event 2: / })
      .click();
    await expect(counter(page)).toHaveText('2 of 2');
    await expect(popup(page).getByRole('button', { name: /^Show event 2: / })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });

  test('copies the code and says so where it can be seen', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openShop(page);
    await waitForPopup(page);
    await popup(page).getByRole('button', { name: 'Copy Code', exact: true }).click();
    await expect(popup(page).getByText('Coupon code copied to clipboard!')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('MOMOFEST10');
  });

  test('Order Now closes it and opens the menu', async ({ page }) => {
    await openShop(page, '/contact');
    await waitForPopup(page);
    await popup(page).getByRole('button', { name: 'Order Now' }).click();
    await expect(popup(page)).toHaveCount(0);
    await expect(page).toHaveURL(/\/meals$/);
  });

  test('closes on a click outside and stays away for the rest of the visit', async ({
    page,
    context,
  }) => {
    await openShop(page);
    await waitForPopup(page);
    await page.mouse.click(4, 4);
    await expect(popup(page)).toHaveCount(0);

    // Moving around the shop does not bring it back,
    await page.getByRole('contentinfo').getByRole('link', { name: 'Contact Us' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await page.clock.fastForward(6_000);
    await expect(popup(page)).toHaveCount(0);
    // nor does a reload of the same tab (one visit),
    await page.reload();
    await page.clock.fastForward(6_000);
    await expect(popup(page)).toHaveCount(0);

    // while a new visit (a new tab) gets it again.
    const next = await context.newPage();
    await openShop(next);
    await waitForPopup(next);
  });

  test('closes with its close button and with Escape', async ({ page }) => {
    await openShop(page);
    await waitForPopup(page);
    await popup(page).getByRole('button', { name: 'Close' }).click();
    await expect(popup(page)).toHaveCount(0);

    const again = await page.context().newPage();
    await openShop(again);
    await waitForPopup(again);
    await again.keyboard.press('Escape');
    await expect(popup(again)).toHaveCount(0);
  });

  test('stays away, and only logs, when the events cannot be loaded', async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await renderPagesInBrowser(page);
    await page.route('**/api/events/active', (route) => route.abort());
    await page.clock.install();
    await page.goto('/meals');
    await expect.poll(() => warnings.join('\n')).toContain('Active events could not be loaded');
    await page.clock.fastForward(6_000);
    await expect(popup(page)).toHaveCount(0);
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test("is not shown (nor fetched) when the tab's session says it was seen", async ({ page }) => {
    let fetched = false;
    page.on('request', (request) => {
      if (request.url().includes('/api/events/active')) fetched = true;
    });
    await skipEventPopup(page);
    await page.clock.install();
    await page.goto('/meals');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.clock.fastForward(6_000);
    await expect(popup(page)).toHaveCount(0);
    expect(fetched).toBe(false);
  });

  test('has no serious accessibility problems', { tag: '@phone' }, async ({ page }) => {
    await openShop(page);
    await waitForPopup(page);
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test.describe('mid-order, on the cart and the checkout', () => {
  const popupCode = /\/assets\/event-popup-[\w-]+\.js$/;

  async function signedInWithCart(page: Page) {
    const customer = await registerCustomer(page.request);
    const meals = await firstPageMeals(page.request, 1);
    await signInAs(page, customer);
    await saveCart(page, [{ meal: meals[0] as (typeof meals)[number], quantity: 2 }]);
  }

  test('the popup stays away, and comes on the next other page', async ({ page }) => {
    let popupFetched = false;
    page.on('request', (request) => {
      if (popupCode.test(request.url())) popupFetched = true;
    });
    await signedInWithCart(page);
    await page.clock.install();
    await page.goto('/checkout');
    // The checkout has the events (it offers their codes): the popup would start its 5 s now.
    await expect(page.getByRole('list', { name: /^Running offers/ })).toBeVisible();
    await page.clock.fastForward(6_000);
    await page.clock.fastForward(6_000);
    await page.getByRole('banner').getByRole('link', { name: /^Cart/ }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.clock.fastForward(6_000);
    await page.clock.fastForward(6_000);
    await expect(popup(page)).toHaveCount(0);
    expect(popupFetched).toBe(false);

    // Leaving the order's pages starts the 5 seconds.
    const code = page.waitForRequest(popupCode);
    await page.getByRole('banner').getByRole('link', { name: 'Burger House, home' }).click();
    await code;
    await waitForPopup(page);
  });

  test("the checkout offers the running events' codes, and a tap applies one", {
    tag: '@phone',
  }, async ({ page }) => {
    // The axe scan of the whole checkout is slower than the rest.
    test.setTimeout(60_000);
    await signedInWithCart(page);
    await page.goto('/checkout');
    const offers = page.getByRole('list', { name: /^Running offers/ });
    await expect(offers.getByRole('button')).toHaveText([
      'MOMOFEST10Momo Mania Week',
      'FEAST25Himalayan Feast Festival',
    ]);
    await offers.getByRole('button', { name: /FEAST25/ }).click();
    await expect(page.getByRole('status').filter({ hasText: 'FEAST25 applied' })).toBeVisible();
    await expect(page.getByTestId('checkout-discount')).toBeVisible();
    // An applied coupon replaces the box and its offers; removing it brings them back.
    await expect(offers).toHaveCount(0);
    await page.getByRole('button', { name: 'Remove coupon FEAST25' }).click();
    await expect(offers.getByRole('button')).toHaveCount(2);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
