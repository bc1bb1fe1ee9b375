import { signInAsAdmin } from './support/admin.ts';
import { expect, type Page, test } from './support/test.ts';

/*
 * The customer list's search, filters, sort and page live in the address, read with the same
 * schema the server validates the list call with: a reload (or a shared link) shows the same
 * page of the same list (docs/product-rules.md#customers).
 */

const table = (page: Page) => page.getByRole('table', { name: 'Customers' });
/**
 * The customers shown, in order, once the list has its answer: their emails (names can repeat,
 * and the rows of the previous answer stay on screen while the next one loads).
 */
async function customersShown(page: Page): Promise<string[]> {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  return table(page).locator('tbody tr td:nth-child(2)').allInnerTexts();
}

test('search, location, sort and page round-trip through the address and a reload', async ({
  page,
}) => {
  await signInAsAdmin(page);
  await page.goto('/admin/customers');

  await page.getByLabel('Search').fill('a');
  await expect(page).toHaveURL(/search=a/);
  // The demo customers of Kathmandu whose name, email or phone has an 'a' fill more than a page.
  await page.getByLabel('Location').selectOption('Kathmandu');
  await table(page).getByRole('button', { name: 'Name' }).click();
  await expect(table(page).getByRole('columnheader', { name: 'Name' })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  await expect(page).toHaveURL(/sortBy=name/);
  const firstPage = await customersShown(page);
  const pager = page.getByRole('navigation', { name: 'Customer pages' });
  await pager.getByRole('button', { name: 'Next' }).click();
  await expect(pager).toContainText(/Page 2 of \d+/);

  expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({
    search: 'a',
    location: 'Kathmandu',
    sortBy: 'name',
    sortOrder: 'asc',
    page: '2',
  });
  const shown = await customersShown(page);
  expect(shown.length).toBeGreaterThan(0);
  expect(shown.filter((name) => firstPage.includes(name))).toEqual([]);

  await page.reload();
  await expect(page.getByLabel('Search')).toHaveValue('a');
  await expect(page.getByLabel('Location')).toHaveValue('Kathmandu');
  await expect(page.getByLabel('Sort by')).toHaveValue('name');
  await expect(table(page).getByRole('columnheader', { name: 'Name' })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  await expect(pager).toContainText(/Page 2 of \d+/);
  expect(await customersShown(page)).toEqual(shown);
});
