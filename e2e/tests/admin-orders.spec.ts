import { randomUUID } from 'node:crypto';
import { signInAsAdmin } from './support/admin.ts';
import { seriousViolations } from './support/axe.ts';
import {
  adminToken,
  firstPageMeals,
  orderNumber,
  registerCustomer,
  type ShopCustomer,
  setOrderStatus,
  signInAs,
} from './support/ordering.ts';
import {
  type APIRequestContext,
  expect,
  type Page,
  test,
  waitForAppOnLoad,
} from './support/test.ts';

/*
 * Issue 8, Orders (docs/product-rules.md#orders, #order-statuses): the admin moves an order through
 * its statuses while the customer's own page follows live; the recent notifications; deleting a
 * closed order; a second admin's change is never lost.
 */

/** An order placed through the API for the customer: its id. */
async function placeOrder(request: APIRequestContext, customer: ShopCustomer): Promise<string> {
  const [meal] = await firstPageMeals(request, 1);
  if (!meal) throw new Error('no meal');
  const response = await request.post('/api/orders', {
    headers: { Authorization: `Bearer ${customer.token}` },
    data: {
      items: [{ id: meal.id, name: meal.name, quantity: 2, price: meal.price }],
      total_amount: meal.price * 2,
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

const details = (page: Page, id: string) =>
  page.getByRole('dialog', { name: `Order ${orderNumber(id)}` });
const notifications = (page: Page) => page.getByTestId('order-notifications');

async function openOrder(page: Page, id: string) {
  await page.goto(`/admin/orders?search=${id}`);
  await page.getByRole('button', { name: `View order ${orderNumber(id)}` }).click();
  await expect(details(page, id).getByTestId('admin-order-timeline')).toBeVisible();
}

test.describe('admin orders @desktop-only', () => {
  test('moves an order from pending to delivered while the customer’s page follows live', async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000);
    const customer = await registerCustomer(page.request, 'Anita');
    const orderId = await placeOrder(page.request, customer);

    // The customer watches their order in a browser of their own.
    const shopper = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const shop = waitForAppOnLoad(await shopper.newPage());
    await signInAs(shop, customer);
    const streamOpen = shop.waitForResponse(
      (response) => response.url().endsWith('/api/orders/events') && response.status() === 200,
    );
    await shop.goto(`/orders/${orderId}`);
    await streamOpen;
    const currentStep = shop.getByTestId('order-timeline').locator('[aria-current="step"]');
    await expect(currentStep).toContainText('Pending');

    await signInAsAdmin(page);
    await page.goto('/admin/orders');
    await expect(page.getByRole('heading', { level: 1, name: 'Order Management' })).toBeVisible();
    await expect(page.getByTestId('stat-total')).toHaveText(/^\d[\d,]*$/);

    await openOrder(page, orderId);
    const dialog = details(page, orderId);
    await expect(dialog).toContainText('Anita Shrestha');
    await expect(dialog).toContainText('Jhamsikhel Road 12, Lalitpur, 44700');
    await expect(dialog.getByRole('button', { name: 'Pending', pressed: true })).toBeDisabled();
    expect(await seriousViolations(page)).toEqual([]);

    const steps = [
      ['confirmed', 'Confirmed', 'Confirmed'],
      ['preparing', 'Preparing', 'Preparing'],
      ['ready', 'Ready', 'Ready for Pickup'],
      ['out for delivery', 'Out for Delivery', 'Out for Delivery'],
      ['delivered', 'Delivered', 'Delivered'],
    ] as const;
    for (const [words, label, shopLabel] of steps) {
      if (label === 'Preparing')
        await dialog.getByLabel('Notes for the timeline').fill('On the grill');
      await dialog.getByRole('button', { name: `Set status to ${label}` }).click();
      if (label === 'Delivered') {
        const ask = page.getByRole('dialog', { name: 'Mark the order Delivered?' });
        await ask.getByRole('button', { name: 'Mark Delivered' }).click();
        await expect(ask).toBeHidden();
      }
      await expect(dialog.getByTestId('order-detail-status')).toHaveText(label);
      // Other orders' alerts may arrive meanwhile: the change is among the newest shown.
      await expect(
        notifications(page)
          .getByRole('listitem')
          .filter({ hasText: `Order ${orderNumber(orderId)} status updated to ${words}` }),
      ).toBeVisible();
      await expect(currentStep).toContainText(shopLabel, { timeout: 5_000 });
    }
    await expect(dialog.getByTestId('admin-order-timeline')).toContainText('On the grill');
    await expect(dialog.getByTestId('admin-order-timeline')).toContainText('by Restaurant Admin');
    await expect(dialog).toContainText('This order is Delivered: its status can no longer change.');
    await expect(dialog.getByRole('button', { name: /^Set status to/ })).toHaveCount(0);
    // The row behind the dialog followed too.
    await dialog.getByRole('button', { name: 'Close' }).click();
    const row = page.getByRole('table', { name: 'Orders' }).locator(`[data-order-id="${orderId}"]`);
    await expect(row).toContainText('Delivered');
    await expect(row).toContainText('2 items');
    await shopper.close();
  });

  test('asks before Cancelled or Delivered ends an order; Cancel leaves it as it was', async ({
    page,
  }) => {
    const customer = await registerCustomer(page.request, 'Kamala');
    const orderId = await placeOrder(page.request, customer);
    await signInAsAdmin(page);
    await openOrder(page, orderId);
    const dialog = details(page, orderId);

    await dialog.getByRole('button', { name: 'Set status to Delivered' }).click();
    const deliver = page.getByRole('dialog', { name: 'Mark the order Delivered?' });
    await expect(deliver).toContainText('the order counts towards their spending');
    await deliver.getByRole('button', { name: 'Cancel', exact: true }).click();
    await expect(deliver).toBeHidden();

    await dialog.getByRole('button', { name: 'Set status to Cancelled' }).click();
    const cancel = page.getByRole('dialog', { name: 'Mark the order Cancelled?' });
    await expect(cancel).toContainText('the meals go back into stock');
    await cancel.getByRole('button', { name: 'Cancel', exact: true }).click();
    await expect(cancel).toBeHidden();
    await expect(dialog.getByRole('button', { name: 'Pending', pressed: true })).toBeVisible();
    const token = await adminToken(page.request);
    const stored = await page.request.get(`/api/admin/orders/${orderId}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect((await stored.json()).order.status).toBe('pending');

    await dialog.getByRole('button', { name: 'Set status to Cancelled' }).click();
    await cancel.getByRole('button', { name: 'Mark Cancelled' }).click();
    await expect(dialog.getByTestId('order-detail-status')).toHaveText('Cancelled');
  });

  test('deletes a delivered order after confirming', async ({ page }) => {
    const customer = await registerCustomer(page.request, 'Bimala');
    const orderId = await placeOrder(page.request, customer);
    await setOrderStatus(page.request, await adminToken(page.request), orderId, 'delivered');
    await signInAsAdmin(page);
    await page.goto(`/admin/orders?search=${orderId}`);
    await page.getByRole('button', { name: `Delete order ${orderNumber(orderId)}` }).click();
    const confirm = page.getByRole('dialog', { name: `Delete order ${orderNumber(orderId)}?` });
    await expect(confirm).toContainText('This action cannot be undone.');
    await confirm.getByRole('button', { name: 'Delete order' }).click();
    await expect(
      notifications(page)
        .getByRole('listitem')
        .filter({ hasText: `Order #${orderId} deleted successfully` }),
    ).toBeVisible();
    await expect(page.getByText('No orders match your filters.')).toBeVisible();
  });

  test('an open order has no delete; a second admin’s change is shown, not overwritten', async ({
    page,
  }) => {
    const customer = await registerCustomer(page.request, 'Chandra');
    const orderId = await placeOrder(page.request, customer);
    await signInAsAdmin(page);
    // This admin's live connection is down, so the screen still shows the order as it was: the
    // live stream would otherwise bring the other admin's change in before the click.
    await page.route('**/api/admin/orders/events', (route) => route.abort('connectionfailed'));
    await page.goto(`/admin/orders?search=${orderId}`);
    await expect(
      page.getByRole('button', { name: `Delete order ${orderNumber(orderId)}` }),
    ).toHaveCount(0);
    await openOrder(page, orderId);

    // Another admin moves the order on while this one still sees it pending.
    await setOrderStatus(page.request, await adminToken(page.request), orderId, 'preparing');
    const dialog = details(page, orderId);
    await dialog.getByRole('button', { name: 'Set status to Confirmed' }).click();
    await expect(
      page
        .locator('[data-sonner-toast]')
        .filter({ hasText: 'Someone else changed this order meanwhile: it is now preparing' }),
    ).toBeVisible();
    await expect(dialog.getByTestId('order-detail-status')).toHaveText('Preparing');
    await expect(dialog.getByRole('button', { name: 'Preparing', pressed: true })).toBeVisible();
  });

  test('the notifications panel shows the newest 3 and clears all', async ({ page }) => {
    const customer = await registerCustomer(page.request, 'Deepa');
    const orderId = await placeOrder(page.request, customer);
    await signInAsAdmin(page);
    await openOrder(page, orderId);
    const dialog = details(page, orderId);
    for (const label of ['Confirmed', 'Preparing', 'Ready', 'Out for Delivery']) {
      await dialog.getByRole('button', { name: `Set status to ${label}` }).click();
      await expect(dialog.getByTestId('order-detail-status')).toHaveText(label);
    }
    await dialog.getByRole('button', { name: 'Close' }).click();
    const panel = page.getByRole('region', { name: /Recent Notifications/ });
    await expect(notifications(page).getByRole('listitem')).toHaveCount(3);
    await expect(
      notifications(page)
        .getByRole('listitem')
        .filter({ hasText: 'status updated to out for delivery' }),
    ).toBeVisible();
    // Four changes here, and perhaps other orders' alerts: the rest are kept, not shown.
    await expect(panel).toContainText(/\d+ more kept/);
    await panel.getByRole('button', { name: 'Clear All' }).click();
    await expect(panel).toContainText('No notifications yet.');
  });

  test('a new order shows in the open list by itself', async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto('/admin/orders');
    await expect(page.getByRole('table', { name: 'Orders' })).toBeVisible();
    const customer = await registerCustomer(page.request, 'Gita');
    const orderId = await placeOrder(page.request, customer);
    // The staff alerts refresh the 'orders' section: no reload, no click.
    await expect(
      page.getByRole('table', { name: 'Orders' }).locator(`[data-order-id="${orderId}"]`),
    ).toContainText('Gita Shrestha', { timeout: 5_000 });
  });

  test('a failed load says so, and Try Again loads the orders', async ({ page }) => {
    await signInAsAdmin(page);
    let fail = true;
    await page.route('**/api/admin/orders?*', (route) =>
      fail ? route.fulfill({ status: 500, body: '{}' }) : route.fallback(),
    );
    await page.goto('/admin/orders');
    const error = page
      .getByRole('alert')
      .filter({ hasText: 'Failed to load orders. Please try again.' });
    await expect(error).toBeVisible({ timeout: 15_000 });
    fail = false;
    await error.getByRole('button', { name: 'Try Again' }).click();
    await expect(page.getByRole('table', { name: 'Orders' })).toBeVisible();
  });
});

test.describe('admin orders on a phone @phone-only', () => {
  test('shows a card per order and the details full width', async ({ page }) => {
    const customer = await registerCustomer(page.request, 'Esha');
    const orderId = await placeOrder(page.request, customer);
    await signInAsAdmin(page);
    await page.goto(`/admin/orders?search=${orderId}`);
    const cards = page.getByRole('list', { name: 'Orders' });
    await expect(cards.getByRole('listitem')).toHaveCount(1);
    await expect(page.getByRole('table', { name: 'Orders' })).toBeHidden();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    expect(await seriousViolations(page)).toEqual([]);
    await cards.getByRole('button', { name: `View order ${orderNumber(orderId)}` }).click();
    const dialog = details(page, orderId);
    await expect(dialog.getByTestId('admin-order-timeline')).toBeVisible();
    const box = await dialog.boundingBox();
    expect(box?.width).toBeLessThanOrEqual(390);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
