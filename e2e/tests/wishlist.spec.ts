import { seriousViolations, skipEventPopup } from './support/axe.ts';
import { signIn } from './support/session.ts';
import { expect, type Page, test } from './support/test.ts';

interface ApiMeal {
  id: number;
  name: string;
  price: number;
  oldPrice: number | null;
  image: string | null;
  categoryName: string;
  rating: number;
  available: boolean;
}

test.beforeEach(async ({ page }) => {
  await skipEventPopup(page);
});

async function menu(page: Page, query: string): Promise<ApiMeal[]> {
  return (await (await page.request.get(`/api/meals?${query}`)).json()).data;
}

/** Saves a wishlist as the shop does, then opens /wishlist. */
async function openWishlistWith(page: Page, meals: ApiMeal[]) {
  const items = meals.map(({ id, name, price, oldPrice, image, categoryName, rating }) => ({
    id,
    name,
    price,
    oldPrice,
    image,
    categoryName,
    rating,
  }));
  await page.goto('/meals');
  await page.evaluate(
    (value) => localStorage.setItem('wishlist', value),
    JSON.stringify({ state: { items }, version: 0 }),
  );
  await page.goto('/wishlist');
}

const card = (page: Page, name: string) =>
  page.locator('main article').filter({ has: page.getByRole('heading', { name }) });

test.describe('the wishlist', () => {
  test('is empty at first, with a way to the menu', async ({ page }) => {
    await page.goto('/wishlist');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/your wishlist/i);
    await expect(page.getByRole('heading', { name: 'Your wishlist is empty' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Browse the Menu' }).click();
    await expect(page).toHaveURL(/\/meals$/);
  });

  test('keeps a meal once, however often it is saved, and across a reload', async ({ page }) => {
    await page.goto('/meals');
    const first = page.locator('main article').first();
    const name = (await first.getByRole('heading', { level: 3 }).textContent()) ?? '';
    const heart = first.getByRole('button', { name: `Save ${name} to wishlist` });
    await heart.click();
    await expect(page.getByText(`${name} added to your wishlist`)).toBeVisible();

    // The details know it is saved already: their heart shows it rather than adding it again.
    await first.getByRole('button', { name: `View details: ${name}` }).click();
    await expect(
      page.getByRole('dialog').getByRole('button', { name: `Save ${name} to wishlist` }),
    ).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.press('Escape');

    // Another tab saving the same meal changes nothing here either.
    const other = await page.context().newPage();
    await other.goto('/meals');
    await expect(
      other
        .locator('main article')
        .first()
        .getByRole('button', { name: `Save ${name} to wishlist` }),
    ).toHaveAttribute('aria-pressed', 'true');
    await other.close();

    await page.getByRole('link', { name: 'Wishlist, 1 item' }).click();
    await expect(page.locator('main article')).toHaveCount(1);
    await page.reload();
    await expect(card(page, name)).toBeVisible();
    await expect(page.getByRole('heading', { name: '1 saved meal' })).toBeVisible();
  });

  test('moves a meal to the cart and removes another', async ({ page }) => {
    // The cart page it ends on needs a customer session.
    await signIn(page);
    await page.clock.install();
    const [first, second, third] = await menu(page, 'available=true&limit=3');
    if (!first || !second || !third) throw new Error('the seeded menu has fewer than 3 meals');
    await openWishlistWith(page, [first, second, third]);
    await expect(page.getByRole('link', { name: 'Wishlist, 3 items' })).toBeVisible();

    await page.getByRole('button', { name: `Move to Cart: ${first.name}` }).click();
    await expect(page.getByText(`${first.name} moved to your cart`)).toBeVisible();
    await expect(card(page, first.name)).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Wishlist, 2 items' })).toBeVisible();

    await page.getByRole('button', { name: `Remove ${second.name} from wishlist` }).click();
    await expect(page.getByText(`${second.name} removed from your wishlist`)).toBeVisible();
    await expect(card(page, second.name)).toHaveCount(0);
    await expect(page.locator('main article')).toHaveCount(1);

    // The toasts close after 3 seconds. Until then, on a phone with the page near its top, they
    // lie over the navigation bar's cart link, and a pointer resting on them keeps them open:
    // the cards moved up under the pointer that pressed Remove, so it goes out of their way.
    await page.mouse.move(5, (page.viewportSize()?.height ?? 800) - 5);
    await page.clock.runFor(3_000);
    await expect(page.getByText(`${first.name} moved to your cart`)).toHaveCount(0);
    await expect(page.getByText(`${second.name} removed from your wishlist`)).toHaveCount(0);
    await page.getByRole('link', { name: 'Cart, 1 item' }).click();
    await expect(page.getByRole('heading', { name: first.name })).toBeVisible();
  });

  test('shows a sold-out meal without Move to Cart', async ({ page }) => {
    const [soldOut] = await menu(page, 'available=false&limit=1');
    if (!soldOut) throw new Error('the seeded menu has no sold-out meal');
    await openWishlistWith(page, [soldOut]);
    await expect(card(page, soldOut.name).getByRole('button', { name: 'Sold out' })).toBeDisabled();
    await expect(page.getByRole('button', { name: `Move to Cart: ${soldOut.name}` })).toHaveCount(
      0,
    );
  });

  test('starts empty, without a crash, when the saved wishlist is not JSON', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/meals');
    await page.evaluate(() => localStorage.setItem('wishlist', 'not json'));
    await page.goto('/wishlist');
    await expect(page.getByRole('heading', { name: 'Your wishlist is empty' })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('has no serious accessibility violations', { tag: '@phone' }, async ({ page }) => {
    await openWishlistWith(page, await menu(page, 'limit=4'));
    await expect(page.locator('main article')).toHaveCount(4);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
