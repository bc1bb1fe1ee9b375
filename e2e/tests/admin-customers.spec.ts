import { randomUUID } from 'node:crypto';
import { type AdminSession, signInAsAdmin } from './support/admin.ts';
import { seriousViolations } from './support/axe.ts';
import { registerCustomer } from './support/ordering.ts';
import { type APIRequestContext, expect, type Page, test } from './support/test.ts';

/*
 * Issue 8, Customers (docs/product-rules.md#customers): search and filters kept in the address,
 * the details modal with activity, deactivating (which signs the customer out) and
 * reactivating, and deleting with a confirmation.
 */

/** A tag in a name that no seeded customer has: a search for it finds only this test's people. */
const uniqueTag = () => `Zq${randomUUID().replaceAll('-', '').slice(0, 8)}`;

/** A customer met at the counter (the kiosk's call), with what they spent on that visit. */
async function walkIn(
  request: APIRequestContext,
  admin: AdminSession,
  fields: { first: string; last: string; city: string; spent: number },
): Promise<string> {
  const response = await request.post('/api/customers/self-register', {
    headers: { Authorization: `Bearer ${admin.token}` },
    data: {
      first_name: fields.first,
      last_name: fields.last,
      email: `${fields.first}.${fields.last}@example.com`.toLowerCase(),
      phone: '9812345678',
      address: 'Lakeside Road 7',
      city: fields.city,
      state: 'Gandaki',
      zip_code: '33700',
      country: 'NP',
      total_spent: fields.spent,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()).customer.id;
}

const table = (page: Page) => page.getByRole('table', { name: 'Customers' });
const rowOf = (page: Page, name: string) => table(page).getByRole('row').filter({ hasText: name });

test.describe('admin customers @desktop-only', () => {
  test('search, filter and sort customers, kept in the address', async ({ page }) => {
    const admin = await signInAsAdmin(page);
    const tag = uniqueTag();
    const city = `Tansen${tag}`;
    await walkIn(page.request, admin, { first: 'Maya', last: tag, city, spent: 12_500 });
    await walkIn(page.request, admin, { first: 'Hari', last: tag, city: 'Pokhara', spent: 600 });

    await page.goto('/admin/customers');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Customer Management' }),
    ).toBeVisible();
    await expect(page.getByTestId('stat-total-customers')).toHaveText(/^\d[\d,]*$/);

    await page.getByLabel('Search').fill(tag.toLowerCase());
    await expect(table(page).getByRole('row')).toHaveCount(3);
    await expect(page).toHaveURL(new RegExp(`search=${tag.toLowerCase()}`));
    await expect(page.getByText('2 customers')).toBeVisible();

    await page.getByLabel('Status').selectOption('VIP');
    await expect(table(page).getByRole('row')).toHaveCount(2);
    await expect(rowOf(page, `Maya ${tag}`)).toContainText('VIP');
    await expect(rowOf(page, `Maya ${tag}`)).toContainText('NRS 12,500.00');
    await expect(page).toHaveURL(/status=VIP/);

    await page.getByLabel('Spending').selectOption('low');
    await expect(page.getByText('No customers found matching your filters.')).toBeVisible();
    await page.getByLabel('Spending').selectOption('');
    await page.getByLabel('Status').selectOption('');
    await page.getByLabel('Location').selectOption(city);
    await expect(table(page).getByRole('row')).toHaveCount(2);

    // The address keeps the filters: a reload shows the same list.
    await page.reload();
    await expect(page.getByLabel('Location')).toHaveValue(city);
    await expect(page.getByLabel('Search')).toHaveValue(tag.toLowerCase());
    await expect(table(page).getByRole('row')).toHaveCount(2);

    await page.getByLabel('Location').selectOption('');
    await table(page).getByRole('button', { name: 'Name' }).click();
    await expect(page).toHaveURL(/sortBy=name&sortOrder=asc/);
    await expect(table(page).getByRole('row').nth(1)).toContainText(`Hari ${tag}`);
    await page.getByRole('button', { name: 'Sort descending' }).click();
    await expect(table(page).getByRole('row').nth(1)).toContainText(`Maya ${tag}`);
  });

  test('a customer’s details: who they are, where they live, what they spent, what they did', async ({
    page,
  }) => {
    const admin = await signInAsAdmin(page);
    const tag = uniqueTag();
    await walkIn(page.request, admin, { first: 'Maya', last: tag, city: 'Tansen', spent: 12_500 });

    await page.goto(`/admin/customers?search=${tag.toLowerCase()}`);
    await page.getByRole('button', { name: `View Maya ${tag}` }).click();
    const details = page.getByRole('dialog', { name: 'Customer Details' });
    await expect(details.getByRole('heading', { name: 'Personal Information' })).toBeVisible();
    await expect(details.getByRole('heading', { name: 'Address Information' })).toBeVisible();
    await expect(
      details.getByRole('heading', { name: 'Order & Spending Analytics' }),
    ).toBeVisible();
    await expect(details).toContainText('Lakeside Road 7');
    await expect(details).toContainText('Guest recorded at the counter');
    await expect(details.getByTestId('customer-activity')).toContainText(
      'Checked in at the counter · spent NRS 12,500.00',
    );
    expect(await seriousViolations(page)).toEqual([]);
    await details.getByRole('button', { name: 'Close' }).click();
    await expect(details).toBeHidden();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('deactivate a customer, which signs them out, then reactivate them', async ({ page }) => {
    await signInAsAdmin(page);
    const tag = uniqueTag();
    const customer = await registerCustomer(page.request, tag);
    const name = `${tag} Shrestha`;
    const profile = () =>
      page.request.get('/api/customers/profile', {
        headers: { Authorization: `Bearer ${customer.token}` },
      });
    expect((await profile()).status()).toBe(200);

    await page.goto(`/admin/customers?search=${tag}`);
    await page.getByRole('button', { name: `Deactivate ${name}` }).click();
    const confirm = page.getByRole('dialog', { name: `Deactivate ${name}?` });
    await expect(confirm).toContainText('They are signed out at once');
    await confirm.getByRole('button', { name: 'Deactivate' }).click();
    await expect(
      page.locator('[data-sonner-toast]').filter({ hasText: 'Customer deactivated' }),
    ).toBeVisible();
    await expect(rowOf(page, name)).toContainText('Inactive');
    expect((await profile()).status()).toBe(401);

    await page.getByRole('button', { name: `Activate ${name}` }).click();
    await expect(
      page.locator('[data-sonner-toast]').filter({ hasText: 'Customer activated' }),
    ).toBeVisible();
    await expect(rowOf(page, name)).toContainText('Active');
    await page.getByRole('button', { name: `View ${name}` }).click();
    const activity = page
      .getByRole('dialog', { name: 'Customer Details' })
      .getByTestId('customer-activity');
    await expect(activity.getByRole('listitem').nth(0)).toContainText('Activated');
    await expect(activity.getByRole('listitem').nth(1)).toContainText('Deactivated');
  });

  test('delete a customer after confirming; their orders keep their history', async ({ page }) => {
    const admin = await signInAsAdmin(page);
    const tag = uniqueTag();
    await walkIn(page.request, admin, { first: 'Gopal', last: tag, city: 'Butwal', spent: 0 });
    await page.goto(`/admin/customers?search=${tag}`);
    await page.getByRole('button', { name: `Delete Gopal ${tag}` }).click();
    const confirm = page.getByRole('dialog', { name: `Delete Gopal ${tag}?` });
    await expect(confirm).toContainText('They have no orders.');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(rowOf(page, `Gopal ${tag}`)).toBeVisible();

    await page.getByRole('button', { name: `Delete Gopal ${tag}` }).click();
    await confirm.getByRole('button', { name: 'Delete customer' }).click();
    await expect(
      page.locator('[data-sonner-toast]').filter({ hasText: 'Customer deleted successfully' }),
    ).toBeVisible();
    await expect(page.getByText('No customers found matching your filters.')).toBeVisible();
  });

  test('a failed load shows the error view, and Try Again loads the list', async ({ page }) => {
    await signInAsAdmin(page);
    let fail = true;
    await page.route('**/api/admin/customers?*', (route) =>
      fail ? route.fulfill({ status: 500, body: '{}' }) : route.fallback(),
    );
    await page.goto('/admin/customers');
    const error = page.getByRole('alert').filter({ hasText: 'Error Loading Customers' });
    await expect(error).toContainText('Failed to load customers. Please try again.', {
      timeout: 15_000,
    });
    fail = false;
    await error.getByRole('button', { name: 'Try Again' }).click();
    await expect(table(page)).toBeVisible();
  });
});

test.describe('admin customers on a phone @phone-only', () => {
  test('shows a card per customer instead of a wide table', async ({ page }) => {
    const admin = await signInAsAdmin(page);
    const tag = uniqueTag();
    await walkIn(page.request, admin, { first: 'Sita', last: tag, city: 'Dharan', spent: 7200 });
    await page.goto(`/admin/customers?search=${tag}`);
    const cards = page.getByRole('list', { name: 'Customers' });
    await expect(cards.getByRole('listitem')).toHaveCount(1);
    await expect(cards).toContainText('Regular');
    await expect(table(page)).toBeHidden();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    expect(await seriousViolations(page)).toEqual([]);
    await cards.getByRole('button', { name: `View Sita ${tag}` }).click();
    await expect(page.getByRole('dialog', { name: 'Customer Details' })).toBeVisible();
  });
});
