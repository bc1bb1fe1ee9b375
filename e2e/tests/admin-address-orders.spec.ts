import { signInAsAdmin } from './support/admin.ts';
import { expect, test } from './support/test.ts';

/*
 * The order list's search, status, days, sort and page are kept in the page's address
 * (docs/product-rules.md#orders): a reload, or the link sent to a colleague, shows the same list.
 * The demo seed has a year of orders, most of them delivered, many from Gmail addresses.
 */

/** The Kathmandu day (UTC+05:45) `days` days ago, as a date box and the address write it. */
function kathmanduDay(days: number): string {
  const offset = (5 * 60 + 45) * 60_000;
  return new Date(Date.now() + offset - days * 86_400_000).toISOString().slice(0, 10);
}

test('the orders’ search, status, From day, sort and page survive a reload', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/admin/orders');
  const table = page.getByRole('table', { name: 'Orders' });
  const search = page.getByRole('searchbox', { name: 'Search' });
  const status = page.getByRole('combobox', { name: 'Status' });
  const from = page.getByLabel('From', { exact: true });
  const totalHeader = table.getByRole('columnheader', { name: 'Total' });
  const pager = page.getByRole('navigation', { name: 'Order pages' });
  const since = kathmanduDay(200);
  await expect(table).toBeVisible();

  // The list of every filter at once: rows shown before it came (a filter still on its way)
  // are not page 1's.
  const filteredList = page.waitForResponse((response) => {
    const url = new URL(response.url());
    const asked = Object.fromEntries(url.searchParams);
    return (
      url.pathname === '/api/admin/orders' &&
      asked.search === 'gmail' &&
      asked.status === 'delivered' &&
      asked.startDate === since &&
      asked.sortBy === 'total' &&
      !asked.after &&
      !asked.before
    );
  });
  await search.fill('gmail');
  await status.selectOption('delivered');
  await from.fill(since);
  await totalHeader.getByRole('button').click();
  await expect(totalHeader).toHaveAttribute('aria-sort', 'descending');
  const filtered = {
    search: 'gmail',
    status: 'delivered',
    startDate: since,
    // Largest first, the first click's order, is the default order: the address leaves it out.
    sortBy: 'total',
  };
  await expect.poll(() => Object.fromEntries(new URL(page.url()).searchParams)).toEqual(filtered);
  await expect(pager).toContainText(/Page 1 of [2-9]/);
  const rows = table.locator('tbody tr');
  const firstOfPage1: string = (await (await filteredList).json()).orders[0].id;
  await expect(rows.first()).toHaveAttribute('data-order-id', firstOfPage1);
  await pager.getByRole('button', { name: 'Next' }).click();
  await expect(pager).toContainText(/Page 2 of/);
  // Next carries where page 1 ended, so the server reads on from there (keyset paging).
  const onPage2 = { ...filtered, page: '2', after: expect.stringMatching(/^[\w-]+$/) };
  expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual(onPage2);

  const shown = async () => ({
    first: await rows.first().getAttribute('data-order-id'),
    count: await rows.count(),
    statuses: await rows
      .locator('[data-status]')
      .evaluateAll((pills) => pills.map((pill) => pill.getAttribute('data-status'))),
    totals: (await rows.locator('td:nth-child(4)').allTextContents()).map((text) =>
      Number(text.replace(/[^\d.]/g, '')),
    ),
    emails: await rows.locator('td:nth-child(2)').allTextContents(),
    placed: await rows
      .locator('time')
      .evaluateAll((times) => times.map((time) => time.getAttribute('datetime') ?? '')),
  });
  const before = await shown();
  expect(before.count).toBe(50);
  expect(new Set(before.statuses)).toEqual(new Set(['delivered']));
  expect(before.totals).toEqual([...before.totals].sort((a, b) => b - a));
  for (const email of before.emails) expect(email).toContain('gmail');
  const sinceMidnight = Date.parse(`${since}T00:00:00+05:45`);
  for (const placed of before.placed)
    expect(Date.parse(placed)).toBeGreaterThanOrEqual(sinceMidnight);

  await page.reload();
  await expect(pager).toContainText(/Page 2 of/);
  await expect(search).toHaveValue('gmail');
  await expect(status).toHaveValue('delivered');
  await expect(from).toHaveValue(since);
  await expect(totalHeader).toHaveAttribute('aria-sort', 'descending');
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('total');
  expect(await shown()).toEqual(before);
  expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual(onPage2);

  await pager.getByRole('button', { name: 'Previous' }).click();
  await expect(pager).toContainText(/Page 1 of/);
  await expect(rows.first()).toHaveAttribute('data-order-id', firstOfPage1);
  expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual(filtered);
});
