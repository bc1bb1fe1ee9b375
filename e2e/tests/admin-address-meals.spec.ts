import { signInAsAdmin } from './support/admin.ts';
import { skipEventPopup } from './support/axe.ts';
import { expectAddress, expectReloadKeeps } from './support/list-address.ts';
import { expect, test } from './support/test.ts';

test.beforeEach(async ({ page }) => {
  await skipEventPopup(page);
  await signInAsAdmin(page);
});

test('the meals’ search, category and status are in the address and survive a reload @desktop-only', async ({
  page,
}) => {
  await page.goto('/admin/meals');
  const cards = page.getByRole('listitem').filter({ has: page.getByRole('switch') });
  const search = page.getByLabel('Search meals');
  const category = page.getByLabel('Category');
  const status = page.getByLabel('Status');
  await search.fill('burger');
  await category.selectOption('Burgers');
  await status.selectOption('active');
  const address = { search: 'burger', category: 'Burgers', status: 'active' };
  await expectAddress(page, address);
  await expect
    .poll(async () => {
      const texts = await cards.allInnerTexts();
      return (
        texts.length > 0 && texts.every((text) => /BURGERS/.test(text) && !/Inactive/.test(text))
      );
    })
    .toBe(true);
  await expectReloadKeeps(page, {
    rows: cards.getByRole('heading'),
    address,
    controls: [
      [search, 'burger'],
      [category, 'Burgers'],
      [status, 'active'],
    ],
  });
});

test('the meals’ page is in the address, survives a reload, and a new filter starts again at page 1 @desktop-only', async ({
  page,
}) => {
  await page.goto('/admin/meals');
  const cards = page.getByRole('listitem').filter({ has: page.getByRole('switch') });
  await expect(page.getByText(/^Showing 1–24 of \d+ meals$/)).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Pages of meals' })
    .getByRole('button', { name: 'Next' })
    .click();
  await expect(page.getByText(/^Showing 25–\d+ of \d+ meals$/)).toBeVisible();
  await expectReloadKeeps(page, {
    rows: cards.getByRole('heading'),
    address: { page: '2' },
    shows: [page.getByText(/^Page 2 of \d+$/), page.getByText(/^Showing 25–\d+ of \d+ meals$/)],
  });

  await page.getByLabel('Status').selectOption('inactive');
  await expectAddress(page, { status: 'inactive' });
  await expect(page.getByText(/^Showing 1–\d+ of \d+ meals$/)).toBeVisible();
});
