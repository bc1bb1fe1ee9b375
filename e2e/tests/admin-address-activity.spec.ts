import { signInAsAdmin } from './support/admin.ts';
import { expect, type Page, test } from './support/test.ts';

/*
 * The Activity list's filters and page live in the address, read with the same schema the
 * server validates the list call with: a reload (or a shared link) shows the same page of the
 * same entries (docs/product-rules.md#audit-log).
 */

const table = (page: Page) => page.getByRole('table', { name: 'Activity' });

/** Today in Kathmandu, as a date box writes it. */
const kathmanduToday = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kathmandu' }).format(new Date());

test('record, type, action, day and page round-trip through the address and a reload', async ({
  page,
}) => {
  const from = kathmanduToday();
  const { token } = await signInAsAdmin(page);
  const staff = { Authorization: `Bearer ${token}` };
  // A category changed 22 times: more of its changes than a page holds.
  const name = `Paged ${Date.now()}`;
  const created = await page.request.post('/api/categories', {
    headers: staff,
    data: { name, description: 'Step 0' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const id = String((await created.json()).data.id);
  for (let step = 1; step <= 22; step += 1) {
    const updated = await page.request.put(`/api/categories/${id}`, {
      headers: staff,
      data: { name, description: `Step ${step}` },
    });
    expect(updated.status(), await updated.text()).toBe(200);
  }

  await page.goto('/admin/activity');
  await page.getByRole('searchbox', { name: 'Record id' }).fill(id);
  await expect(page).toHaveURL(new RegExp(`entityId=${id}`));
  await page.getByLabel('Record type', { exact: true }).selectOption('category');
  await page.getByLabel('Action', { exact: true }).selectOption('category.updated');
  await page.getByLabel('From', { exact: true }).fill(from);
  await expect(page.getByText('22 entries')).toBeVisible();
  const pager = page.getByRole('navigation', { name: 'Activity pages' });
  await pager.getByRole('button', { name: 'Next' }).click();
  await expect(pager).toContainText('Page 2 of 2');

  expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({
    entityId: id,
    entityType: 'category',
    action: 'category.updated',
    from,
    page: '2',
  });
  // Newest first: the second page holds the two oldest changes.
  const rows = table(page).locator('tbody tr');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText('Step 1 → Step 2');
  await expect(rows.nth(1)).toContainText('Step 0 → Step 1');

  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Record id' })).toHaveValue(id);
  await expect(page.getByLabel('Record type', { exact: true })).toHaveValue('category');
  await expect(page.getByLabel('Action', { exact: true })).toHaveValue('category.updated');
  await expect(page.getByLabel('From', { exact: true })).toHaveValue(from);
  await expect(pager).toContainText('Page 2 of 2');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText('Step 1 → Step 2');
  await expect(rows.nth(1)).toContainText('Step 0 → Step 1');
});
