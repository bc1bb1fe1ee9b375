import { randomUUID } from 'node:crypto';
import { signInAsAdmin } from './support/admin.ts';
import { seriousViolations } from './support/axe.ts';
import {
  adminToken,
  firstPageMeals,
  orderNumber,
  registerCustomer,
  setOrderStatus,
} from './support/ordering.ts';
import { type APIRequestContext, expect, type Page, test } from './support/test.ts';

/*
 * The Activity section (docs/product-rules.md#audit-log): every admin change, who made it, what,
 * which record and when (Kathmandu time), filterable, with its empty and error states.
 */

const staff = (token: string) => ({ Authorization: `Bearer ${token}` });

/** A walk-in checked in at the kiosk: the audit log's customer.registered line. */
async function checkInWalkIn(request: APIRequestContext, token: string): Promise<string> {
  const response = await request.post('/api/customers/self-register', {
    headers: staff(token),
    data: {
      first_name: 'Walk',
      last_name: 'In',
      email: `walk-in-${randomUUID().slice(0, 8)}@example.com`,
      total_spent: 320,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()).customer.id;
}

/** An order placed and confirmed: the audit log's order.status_changed line. */
async function confirmedOrder(request: APIRequestContext, token: string): Promise<string> {
  const customer = await registerCustomer(request, 'Tara');
  const [meal] = await firstPageMeals(request, 1);
  if (!meal) throw new Error('no meal');
  const placed = await request.post('/api/orders', {
    headers: staff(customer.token),
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
  expect(placed.status(), await placed.text()).toBe(201);
  const orderId = (await placed.json()).order.id as string;
  await setOrderStatus(request, token, orderId, 'confirmed');
  return orderId;
}

const table = (page: Page) => page.getByRole('table', { name: 'Activity' });

test('lists the kiosk’s and the orders’ changes with who, what, which record and when @desktop-only', async ({
  page,
}) => {
  const token = await adminToken(page.request);
  const customerId = await checkInWalkIn(page.request, token);
  const orderId = await confirmedOrder(page.request, token);
  await signInAsAdmin(page);

  await page.goto(`/admin/activity?entityId=${orderId}`);
  const row = table(page)
    .getByRole('row')
    .filter({ hasText: orderNumber(orderId) });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Restaurant Admin');
  await expect(row).toContainText('Order status changed');
  await expect(row).toContainText('Pending → Confirmed');
  // When: in Kathmandu's time, whatever the browser's zone.
  const at = await row.locator('time').getAttribute('datetime');
  const kathmandu = new Intl.DateTimeFormat('en-US', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Kathmandu',
  })
    .format(new Date(at ?? ''))
    .replace(/[\u202f\u00a0]/g, ' ');
  await expect(row.locator('time')).toHaveText(kathmandu);

  // The whole log, then one kind of record through the filters.
  await page.goto('/admin/activity');
  await expect(table(page).getByRole('row').filter({ hasText: customerId })).toContainText(
    'Customer registered',
  );
  await page.getByLabel('Record type').selectOption('customer');
  await expect(page).toHaveURL(/entityType=customer/);
  await expect(
    table(page)
      .getByRole('row')
      .filter({ hasText: orderNumber(orderId) }),
  ).toHaveCount(0);
  await expect(table(page).getByRole('row').filter({ hasText: customerId })).toHaveCount(1);
  expect(await seriousViolations(page)).toEqual([]);

  // Back undoes the filter.
  await page.goBack();
  await expect(page).toHaveURL(/\/admin\/activity$/);
  await expect(
    table(page)
      .getByRole('row')
      .filter({ hasText: orderNumber(orderId) }),
  ).toHaveCount(1);
});

test('says when nothing matches, and offers a retry when the log cannot be read @desktop-only', async ({
  page,
}) => {
  await signInAsAdmin(page);
  await page.goto('/admin/activity?entityId=no-such-record');
  await expect(page.getByRole('heading', { name: 'No activity found' })).toBeVisible();
  await expect(page.getByText('Nothing matches these filters.')).toBeVisible();
  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(page).toHaveURL(/\/admin\/activity$/);

  // The server fails until it is back (the page's own retries meet the same failure).
  let down = true;
  await page.route('**/api/admin/activity?*', async (route) => {
    if (!down) return route.continue();
    return route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({
        error: 'SERVICE_UNAVAILABLE',
        message: 'The server is currently unavailable. Please try again later.',
      }),
    });
  });
  await page.goto('/admin/activity?from=2020-01-01');
  await expect(page.getByRole('heading', { name: 'Failed to load activity' })).toBeVisible();
  await expect(
    page.getByText('The server is currently unavailable. Please try again later.'),
  ).toBeVisible();
  down = false;
  await page.getByRole('button', { name: 'Try Again' }).click();
  await expect(page.getByRole('heading', { name: 'Failed to load activity' })).toBeHidden();
  await expect(
    table(page).or(page.getByRole('heading', { name: 'No activity found' })),
  ).toBeVisible();
});

test('shows the log as cards on a phone @phone-only', async ({ page }) => {
  const token = await adminToken(page.request);
  const orderId = await confirmedOrder(page.request, token);
  await signInAsAdmin(page);
  await page.goto(`/admin/activity?entityId=${orderId}`);
  await expect(
    page.getByRole('listitem').filter({ hasText: 'Order status changed' }),
  ).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('shows what changed as before → after, within the width of the screen @phone', async ({
  page,
}) => {
  const session = await signInAsAdmin(page);
  const name = `Wide ${randomUUID().slice(0, 8)}`;
  const created = await page.request.post('/api/categories', {
    headers: staff(session.token),
    data: { name, description: 'Short' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()).data as { id: number };
  const longDescription = `${'Unbroken'.repeat(30)} and then some words`;
  const updated = await page.request.put(`/api/categories/${id}`, {
    headers: staff(session.token),
    data: { name, description: longDescription },
  });
  expect(updated.status(), await updated.text()).toBe(200);

  await page.goto(`/admin/activity?entityType=category&entityId=${id}`);
  const change = page.locator('dd:visible', { hasText: 'Short → ' });
  await expect(change).toHaveText(`Short → ${longDescription}`);
  await expect(page.getByRole('main')).not.toContainText('{"');
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    window: window.innerWidth,
  }));
  expect(widths.page).toBeLessThanOrEqual(widths.window);
});
