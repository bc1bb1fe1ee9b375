import { signInAsAdmin } from './support/admin.ts';
import { expect, test } from './support/test.ts';

/*
 * The Events screen keeps its search and status filter in the address, read by the server
 * (docs/product-rules.md#events-and-coupons): a link or a reload shows the same events. The screen
 * sorts nothing, and the demo's four events fit on its one page of 20, so there is no page to
 * turn here.
 */
test('the Events screen keeps its search and status in the address, through a reload', async ({
  page,
}) => {
  await signInAsAdmin(page);
  await page.goto('/admin/events');
  const search = page.getByLabel('Search', { exact: true });
  const status = page.getByLabel('Status', { exact: true });
  const events = page.getByRole('list', { name: 'Events' }).locator(':scope > li');
  await expect(events.filter({ hasText: 'Momo Mania Week' })).toBeVisible();

  await search.fill('feast');
  await expect(page).toHaveURL(/search=feast/);
  await status.selectOption('upcoming');
  await expect(page.getByText('No events found')).toBeVisible();
  await status.selectOption('active');
  await expect(events).toHaveCount(1);
  await expect(events.first()).toContainText('Himalayan Feast Festival');
  expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({
    search: 'feast',
    status: 'active',
  });

  await page.reload();
  await expect(search).toHaveValue('feast');
  await expect(status).toHaveValue('active');
  await expect(events).toHaveCount(1);
  await expect(events.first()).toContainText('Himalayan Feast Festival');
  await expect(page.getByText('1 event', { exact: true })).toBeVisible();

  // Back to every event: the address is clean again.
  await status.selectOption('all');
  await search.fill('');
  await expect(events.filter({ hasText: 'Momo Mania Week' })).toBeVisible();
  expect(new URL(page.url()).search).toBe('');
});
