import { signInAsAdmin } from './support/admin.ts';
import { skipEventPopup } from './support/axe.ts';
import { expectAddress, expectReloadKeeps } from './support/list-address.ts';
import { expect, test } from './support/test.ts';

test.beforeEach(async ({ page }) => {
  await skipEventPopup(page);
  await signInAsAdmin(page);
});

test('the categories’ search and status are in the address and survive a reload @desktop-only', async ({
  page,
}) => {
  await page.goto('/admin/categories');
  const cards = page.getByRole('listitem').filter({ has: page.getByRole('switch') });
  const search = page.getByLabel('Search categories');
  const status = page.getByLabel('Status');
  await search.fill('momo');
  await status.selectOption('active');
  await expectAddress(page, { search: 'momo', status: 'active' });
  await expect(page.getByText(/^1 of \d+ categories$/)).toBeVisible();
  await expect(cards.getByText('Inactive', { exact: true })).toHaveCount(0);
  await expectReloadKeeps(page, {
    rows: cards.getByRole('heading'),
    address: { search: 'momo', status: 'active' },
    controls: [
      [search, 'momo'],
      [status, 'active'],
    ],
  });

  // Back to every category: the defaults leave the address.
  await status.selectOption('all');
  await search.fill('');
  await expectAddress(page, {});
  await expect(page.getByText(/^(\d+) of \1 categories$/)).toBeVisible();
});

test('a linked filter that the list does not know falls back to its default @desktop-only', async ({
  page,
}) => {
  await page.goto('/admin/categories?status=hidden&search=burg');
  await expect(page.getByLabel('Status')).toHaveValue('all');
  await expect(page.getByLabel('Search categories')).toHaveValue('burg');
  await expect(page.getByRole('listitem', { name: 'Burgers' })).toBeVisible();
});
