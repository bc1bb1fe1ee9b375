import { randomUUID } from 'node:crypto';
import { signInAsAdmin } from './support/admin.ts';
import { firstPageMeals, nrs, orderNumber, paisa, registerCustomer } from './support/ordering.ts';
import { type APIRequestContext, expect, type Page, test } from './support/test.ts';
import { countTones } from './support/tones.ts';

/*
 * Staff alerts (issue 8): a new order reaches an open back-office screen within seconds, with
 * a toast, a notification, a sound unless muted, and the pending badge rising.
 */

/** Places an order through the API as a new customer would; returns its id and total. */
async function placeOrder(request: APIRequestContext, firstName: string) {
  const customer = await registerCustomer(request, firstName);
  const [meal] = await firstPageMeals(request, 1);
  if (!meal) throw new Error('no meal');
  const response = await request.post('/api/orders', {
    headers: { Authorization: `Bearer ${customer.token}` },
    data: {
      items: [{ id: meal.id, name: meal.name, quantity: 2, price: meal.price }],
      total_amount: (paisa(meal.price) * 2) / 100,
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
  const { order } = await response.json();
  return { id: order.id as string, total: paisa(meal.price) * 2, name: `${firstName} Shrestha` };
}

/** The toast of a message (the bell's list holds the same words, out of sight). */
const toast = (page: Page, text: string) =>
  page.locator('[data-sonner-toast]').filter({ hasText: text });

function pendingIn(name: string | null): number {
  return Number(/\((\d+) pending\)/.exec(name ?? '')?.[1] ?? 0);
}

test('a new order reaches an open admin screen within seconds, and the pending badge rises @desktop-only', async ({
  page,
}) => {
  const tones = await countTones(page, { running: true });
  await signInAsAdmin(page);
  const listening = page.waitForResponse((response) =>
    response.url().endsWith('/api/admin/orders/events'),
  );
  const counted = page.waitForResponse((response) =>
    response.url().endsWith('/api/admin/dashboard/stats'),
  );
  await page.goto('/admin/activity');
  await Promise.all([listening, counted]);
  const orders = page
    .getByRole('navigation', { name: 'Admin sections' })
    .getByRole('link', { name: /^Orders\b/ });
  const badge = () => orders.evaluate((link) => link.textContent);
  const pendingBefore = pendingIn(await badge());

  const order = await placeOrder(page.request, 'Maya');
  const message = `New order ${orderNumber(order.id)} from ${order.name} — ${nrs(order.total)}`;
  await expect(toast(page, message)).toBeVisible({ timeout: 5_000 });
  await expect.poll(async () => pendingIn(await badge())).toBeGreaterThan(pendingBefore);
  expect(await tones()).toBe(2);

  // The bell keeps it with the recent notifications.
  await page.getByRole('button', { name: /^Notifications \(\d+\)$/ }).click();
  const recent = page.getByRole('dialog', { name: 'Recent notifications' });
  await expect(recent.getByText(message)).toBeVisible();
  await recent.getByRole('button', { name: 'Clear All' }).click();
  await expect(recent.getByText(message)).toBeHidden();
});

test('a muted screen still shows a new order, without the sound, and stays muted @desktop-only', async ({
  page,
}) => {
  const tones = await countTones(page, { running: true });
  await signInAsAdmin(page);
  await page.goto('/admin/dashboard');
  const mute = page.getByRole('button', { name: 'Mute new-order sound' });
  await expect(mute).toHaveAttribute('aria-pressed', 'false');
  await mute.click();
  await expect(mute).toHaveAttribute('aria-pressed', 'true');
  const listening = page.waitForResponse((response) =>
    response.url().endsWith('/api/admin/orders/events'),
  );
  await page.reload();
  await listening;
  await expect(mute).toHaveAttribute('aria-pressed', 'true');

  const order = await placeOrder(page.request, 'Nima');
  await expect(toast(page, `New order ${orderNumber(order.id)} from Nima Shrestha`)).toBeVisible({
    timeout: 5_000,
  });
  expect(await tones()).toBe(0);
});
