import { skipEventPopup } from './support/axe.ts';
import { expect, type Page, test } from './support/test.ts';

const mealCards = (page: Page) => page.locator('main article');

async function openFilters(page: Page) {
  const show = page.getByRole('button', { name: 'Show filters' });
  if (await show.isVisible()) await show.click();
}

test.beforeEach(async ({ page }) => {
  await skipEventPopup(page);
});

test.describe('the menu page', () => {
  test('unknown paths lead home, and /menu is the menu', async ({ page }) => {
    // The server says so itself: a crawler or a browser without scripts goes home too.
    const answer = await page.request.get('/no-such-page', { maxRedirects: 0 });
    expect(answer.status()).toBe(302);
    expect(answer.headers().location).toBe('/');
    await page.goto('/no-such-page');
    await expect(page).toHaveURL(/:\d+\/$/);
    await page.goto('/menu');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/our menu/i);
  });

  test('lists the seeded menu, 10 to a page, with real images', { tag: '@phone' }, async ({
    page,
  }) => {
    await page.goto('/meals');
    await expect(page.getByText(/^Showing 1–10 of \d+ meals$/)).toBeVisible();
    await expect(mealCards(page)).toHaveCount(10);
    const first = mealCards(page).first();
    await expect(first.getByRole('heading', { level: 3 })).not.toBeEmpty();
    await expect(first.getByText(/NRS [\d,]+\.\d\d/).first()).toBeVisible();
    const image = first.locator('img').first();
    await expect(image).toHaveAttribute('src', /^\/uploads\/meals\/.+\.webp$/);
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
  });

  test('pages through the menu and keeps the page in the URL', async ({ page }) => {
    await page.goto('/meals');
    const firstName = await mealCards(page)
      .first()
      .getByRole('heading', { level: 3 })
      .textContent();
    await page.getByRole('button', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByText(/^Showing 11–20 of \d+ meals$/)).toBeVisible();
    await expect(mealCards(page).first().getByRole('heading', { level: 3 })).not.toHaveText(
      firstName ?? '',
    );
    await page.goBack();
    await expect(page.getByText(/^Showing 1–10 of \d+ meals$/)).toBeVisible();
  });

  test('filters by category from the sidebar, and a shared link shows the same result', {
    tag: '@phone',
  }, async ({ page }) => {
    await page.goto('/meals');
    await openFilters(page);
    await page.getByRole('button', { name: /^Fried Chicken/ }).click();
    await expect(page).toHaveURL(/category=Fried(\+|%20)Chicken/i);
    await expect(mealCards(page).first()).toContainText(/fried chicken/i);
    const shown = await mealCards(page).evaluateAll((cards) =>
      cards.map((c) => c.querySelector('p')?.textContent ?? ''),
    );
    expect(shown.every((c) => /fried chicken/i.test(c))).toBe(true);
    expect(shown.length).toBeGreaterThan(0);

    await page.goto('/meals?category=fried%20chicken');
    await expect(mealCards(page)).toHaveCount(shown.length);
  });

  test('searches as the visitor types, and shows the empty state for no match', async ({
    page,
  }) => {
    await page.goto('/meals');
    await openFilters(page);
    const search = page.getByPlaceholder('Search meals…');
    await search.fill('momo');
    await expect(page).toHaveURL(/search=momo/);
    await expect(mealCards(page).first()).toContainText(/momo/i);

    await search.fill('xyzzy-nothing');
    await expect(page.getByRole('heading', { name: 'No meals found' })).toBeVisible();
    await page.getByRole('button', { name: 'Show All Meals' }).click();
    await expect(page).toHaveURL(/\/meals$/);
    await expect(mealCards(page)).toHaveCount(10);
  });

  test('adds a meal to the cart and keeps it across a reload', async ({ page }) => {
    await page.goto('/meals');
    const addButton = page.getByRole('button', { name: /^Add to Cart: / }).first();
    await addButton.click();
    await expect(page.getByText(/added to cart successfully/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
    await addButton.click();
    await expect(page.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();
  });

  test('shows a sold-out meal without an Add to Cart button', async ({ page, request }) => {
    const soldOut = (await (await request.get('/api/meals?available=false&limit=1')).json())
      .data[0];
    await page.goto(`/meals?search=${encodeURIComponent(soldOut.name)}`);
    await expect(page.getByRole('button', { name: `Sold out: ${soldOut.name}` })).toBeDisabled();
    await expect(page.getByRole('button', { name: `Add to Cart: ${soldOut.name}` })).toHaveCount(0);
  });
});
