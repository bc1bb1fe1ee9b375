import { randomUUID } from 'node:crypto';
import {
  adminToken,
  firstPageMeals,
  orderNumber,
  registerCustomer,
  type ShopCustomer,
  setOrderStatus,
  signInAs,
} from './support/ordering.ts';
import { type APIRequestContext, expect, type Page, type TestInfo, test } from './support/test.ts';

/*
 * Issue 7, live status: while the customer has an open order, a change the restaurant makes
 * reaches the open page within seconds, without a reload: a toast, or a browser notification
 * when they allowed them, and a vibration; the page's order refreshes itself.
 */

/** An order placed through the API for the customer: its id. */
async function placeOrder(request: APIRequestContext, customer: ShopCustomer): Promise<string> {
  const [meal] = await firstPageMeals(request, 1);
  if (!meal) throw new Error('no meal');
  const response = await request.post('/api/orders', {
    headers: { Authorization: `Bearer ${customer.token}` },
    data: {
      items: [{ id: meal.id, name: meal.name, quantity: 1, price: meal.price }],
      total_amount: meal.price,
      discount_amount: 0,
      delivery_address: 'Jhamsikhel Road 12, Lalitpur, 44700',
      coupon_code: null,
      phone: '9801234567',
      payment_method: 'cash',
      notes: null,
      idempotency_key: randomUUID(),
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()).order.id;
}

/** Records what the page asks of the Notification and vibration APIs. */
async function recordNotices(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as {
      __notices: { title: string; body?: string }[];
      __vibrations: unknown[];
    };
    w.__notices = [];
    w.__vibrations = [];
    navigator.vibrate = (pattern: VibratePattern | Iterable<number>) => {
      w.__vibrations.push(pattern);
      return true;
    };
    const Real = window.Notification;
    if (!Real) return;
    class Recorded extends Real {
      constructor(title: string, options?: NotificationOptions) {
        w.__notices.push({ title, body: options?.body });
        super(title, options);
      }
    }
    Object.defineProperty(Recorded, 'permission', { get: () => Real.permission });
    window.Notification = Recorded as unknown as typeof Notification;
  });
}

const recorded = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as { __notices: unknown[]; __vibrations: unknown[] };
    return { notices: w.__notices, vibrations: w.__vibrations };
  });

/** The order page, with the live stream open (its response headers have arrived). */
async function openOrderPage(page: Page, orderId: string): Promise<void> {
  const streamOpen = page.waitForResponse(
    (response) => response.url().endsWith('/api/orders/events') && response.status() === 200,
  );
  await page.goto(`/orders/${orderId}`);
  await expect(page.getByTestId('order-timeline')).toBeVisible();
  await streamOpen;
  // Set once per document: still there afterwards means the page was never reloaded.
  await page.evaluate(() => {
    (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
  });
}

const sameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);

/** A picture for review, kept with the run's results (.tmp/e2e-results-<port>/). */
async function shoot(page: Page, info: TestInfo, name: string): Promise<void> {
  await page.evaluate(() => document.fonts.ready);
  // The toast's entry transition is finished at once, so the picture shows it as it settles.
  await page.screenshot({ path: info.outputPath(name), animations: 'disabled' });
}

const toast = (page: Page, title: string) =>
  page.locator('[data-sonner-toast]').filter({ hasText: title });

test.describe('live order status @desktop-only', () => {
  test('a change by the restaurant shows as a toast at once, in English and Nepali', async ({
    page,
  }, info) => {
    const customer = await registerCustomer(page.request, 'Anjali');
    const orderId = await placeOrder(page.request, customer);
    await signInAs(page, customer);
    await recordNotices(page);
    const admin = await adminToken(page.request);

    await openOrderPage(page, orderId);
    const current = page.getByTestId('order-timeline').locator('[aria-current="step"]');
    await expect(current).toContainText('Pending');

    await setOrderStatus(page.request, admin, orderId, 'out_for_delivery');
    const english = toast(page, 'Out for delivery');
    await expect(english).toBeVisible({ timeout: 5_000 });
    await expect(english).toContainText(`Order ${orderNumber(orderId)} is on its way to you.`);
    await shoot(page, info, 'toast-en-1280.png');
    // The page's order followed by itself.
    await expect(current).toContainText('Out for Delivery');
    expect(await sameDocument(page)).toBe(true);
    expect((await recorded(page)).vibrations).toEqual([[200, 100, 200]]);
    expect((await recorded(page)).notices).toEqual([]);

    // The toast's button opens the order (here: the same page, still live).
    await english.getByRole('button', { name: 'View order' }).click();
    await expect(page).toHaveURL(new RegExp(`/orders/${orderId}$`));

    // A phone, in Nepali.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.evaluate(() => localStorage.setItem('shop-language', 'ne'));
    await openOrderPage(page, orderId);
    await setOrderStatus(page.request, admin, orderId, 'delivered');
    const nepali = toast(page, 'अर्डर डेलिभर भयो');
    await expect(nepali).toBeVisible({ timeout: 5_000 });
    await expect(nepali).toContainText(`अर्डर ${orderNumber(orderId)} डेलिभर भयो।`);
    await shoot(page, info, 'toast-ne-390.png');
    expect(await sameDocument(page)).toBe(true);
  });

  test('the screenshots of the other sizes: Nepali at 1280 px, English at 390 px', async ({
    page,
  }, info) => {
    const customer = await registerCustomer(page.request, 'Bikash');
    const orderId = await placeOrder(page.request, customer);
    await signInAs(page, customer);
    const admin = await adminToken(page.request);

    await page.addInitScript(() => {
      if (!sessionStorage.getItem('e2e-language-set')) {
        sessionStorage.setItem('e2e-language-set', '1');
        localStorage.setItem('shop-language', 'ne');
      }
    });
    await openOrderPage(page, orderId);
    await setOrderStatus(page.request, admin, orderId, 'preparing');
    await expect(toast(page, 'तपाईंको अर्डर तयार हुँदैछ')).toBeVisible({ timeout: 5_000 });
    await shoot(page, info, 'toast-ne-1280.png');

    await page.setViewportSize({ width: 390, height: 844 });
    await page.evaluate(() => localStorage.setItem('shop-language', 'en'));
    await openOrderPage(page, orderId);
    await setOrderStatus(page.request, admin, orderId, 'ready');
    await expect(toast(page, 'Ready for pickup')).toBeVisible({ timeout: 5_000 });
    await shoot(page, info, 'toast-en-390.png');
  });

  test('shows a browser notification instead when the customer allowed them', async ({
    page,
    context,
  }) => {
    const customer = await registerCustomer(page.request, 'Sita');
    const orderId = await placeOrder(page.request, customer);
    await signInAs(page, customer);
    await recordNotices(page);
    await context.grantPermissions(['notifications']);
    const admin = await adminToken(page.request);
    // The toasts' code is fetched with the first toast (decision 033): none asked for, none sent.
    const toastCode: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/sonner/.test(request.url())) toastCode.push(request.url());
    });

    await openOrderPage(page, orderId);
    await setOrderStatus(page.request, admin, orderId, 'confirmed');
    await expect
      .poll(async () => (await recorded(page)).notices, { timeout: 5_000 })
      .toEqual([
        {
          title: '✅ Order confirmed',
          body: `The restaurant has accepted order ${orderNumber(orderId)}.`,
        },
      ]);
    expect((await recorded(page)).vibrations).toEqual([[200, 100, 200]]);
    await expect(page.getByTestId('order-timeline').locator('[aria-current="step"]')).toContainText(
      'Confirmed',
    );
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
    expect(toastCode).toEqual([]);
  });

  test('a dead connection is dropped, and the new one catches up on what it missed', async ({
    page,
  }) => {
    const customer = await registerCustomer(page.request, 'Ram');
    const orderId = await placeOrder(page.request, customer);
    const placed = await page.request.get(`/api/orders/${orderId}`, {
      headers: { Authorization: `Bearer ${customer.token}` },
    });
    const placedEntry: number = (await placed.json()).order.timeline.at(-1).id;
    await signInAs(page, customer);
    const admin = await adminToken(page.request);
    // The page's clock runs on as usual; the test moves it ahead to pass the long waits.
    await page.clock.install();
    await openOrderPage(page, orderId);

    // The network stops answering: after 50 quiet seconds the page drops the stream, and its
    // attempts to reconnect fail. The restaurant confirms the order meanwhile.
    await page.route('**/api/orders/events', (route) => route.abort('internetdisconnected'));
    const dropped = page.waitForEvent('requestfailed', (request) =>
      request.url().endsWith('/api/orders/events'),
    );
    await page.clock.fastForward(55_000);
    await dropped;
    await setOrderStatus(page.request, admin, orderId, 'confirmed');

    // The network is back: the next attempt resumes after the last change the page had seen.
    await page.unroute('**/api/orders/events');
    const resumed = page.waitForResponse(
      (response) => response.url().endsWith('/api/orders/events') && response.status() === 200,
    );
    await page.clock.fastForward(60_000);
    expect((await resumed).request().headers()['last-event-id']).toBe(String(placedEntry));
    await expect(toast(page, 'Order confirmed')).toBeVisible({ timeout: 5_000 });
    await expect(page.getByTestId('order-timeline').locator('[aria-current="step"]')).toContainText(
      'Confirmed',
    );
    expect(await sameDocument(page)).toBe(true);
  });

  test('a visitor who is not signed in opens no order stream and loads none of its code', async ({
    page,
  }) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await page.goto('/');
    await expect(page.getByRole('navigation').first()).toBeVisible();
    expect(requested.filter((url) => url.includes('/api/orders'))).toEqual([]);
    // The live client itself loads (the shop's status line reads its stream with it), the
    // order updates that use it for an order do not.
    expect(requested.filter((url) => /live-order-updates/.test(url))).toEqual([]);
  });
});
