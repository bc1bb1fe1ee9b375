import { signInAsAdmin } from './support/admin.ts';
import { skipEventPopup } from './support/axe.ts';
import { expect, type Page, test } from './support/test.ts';

/*
 * The feedback's search, category and rating live in the address and are read by the server
 * (docs/product-rules.md#contacts-and-feedback): a reload, or the link, shows the same rows.
 * The demo seed has two food-quality feedbacks, rated 5 and 4.
 */

const addressOf = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams);

test('keeps the feedback’s search and filters in the address, through a reload', async ({
  page,
}) => {
  await skipEventPopup(page);
  await signInAsAdmin(page);
  await page.goto('/admin/feedbacks');
  const rows = page.getByRole('table', { name: 'Customer feedback' }).getByRole('row');
  const category = page.getByLabel('Category', { exact: true });
  const rating = page.getByLabel('Rating', { exact: true });
  const search = page.getByRole('searchbox', { name: 'Search feedback' });

  await category.selectOption('food_quality');
  await expect.poll(() => addressOf(page)).toEqual({ category: 'food_quality' });
  await expect(rows.nth(1)).toContainText('Food Quality');
  await rating.selectOption('5');
  await expect.poll(() => addressOf(page)).toEqual({ category: 'food_quality', rating: '5' });
  await expect(rows).toHaveCount(2);
  await search.fill('smash');
  await expect
    .poll(() => addressOf(page))
    .toEqual({ category: 'food_quality', rating: '5', search: 'smash' });
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText('Himalayan Smash Burger');

  await page.reload();
  await expect(category).toHaveValue('food_quality');
  await expect(rating).toHaveValue('5');
  await expect(search).toHaveValue('smash');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText('Himalayan Smash Burger');

  // A search the seed has no match for empties the list, on the server's word.
  await search.fill('no such feedback');
  await expect(page.getByRole('heading', { name: 'No feedbacks found' })).toBeVisible();
  expect(addressOf(page).search).toBe('no such feedback');
});
