import { seriousViolations, skipEventPopup } from './support/axe.ts';
import { stopClock } from './support/clock.ts';
import { expect, type Page, test } from './support/test.ts';

interface ApiMeal {
  id: number;
  name: string;
  price: number;
  quantity: number;
  available: boolean;
}

test.beforeEach(async ({ page }) => {
  await skipEventPopup(page);
});

const details = (page: Page) => page.getByRole('dialog');
const cards = (page: Page) => page.locator('main article');

async function firstMeals(page: Page, query: string): Promise<ApiMeal[]> {
  const response = await page.request.get(`/api/meals?${query}`);
  return (await response.json()).data;
}

test.describe('the meal details', () => {
  // A phone has no hover: touch users tap the picture (tested below on both widths).
  test('open after the mouse rests on a card for 800 ms, not when it passes by', {
    tag: '@desktop-only',
  }, async ({ page }) => {
    await page.clock.install();
    await page.goto('/meals');
    const card = cards(page).nth(2);
    const name = (await card.getByRole('heading', { level: 3 }).textContent()) ?? '';
    await card.scrollIntoViewIfNeeded();

    await stopClock(page);
    await card.hover();
    await page.mouse.move(5, 400);
    await page.clock.runFor(1_200);
    await expect(details(page)).toHaveCount(0);
    await page.clock.resume();

    // On the page's clock, so that a busy test machine cannot blur the 800 ms: nothing at
    // 790 ms of rest, the details once the clock runs on.
    await stopClock(page);
    await card.hover();
    await page.clock.runFor(790);
    await expect(details(page)).toHaveCount(0);
    await page.clock.resume();
    await expect(details(page).getByRole('heading', { name })).toBeVisible();
    await expect(page).toHaveURL(/\/meals\/\d+$/);

    // Closing leaves the pointer resting on the card: moving it there must not reopen them...
    await page.keyboard.press('Escape');
    await expect(details(page)).toHaveCount(0);
    const box = await card.boundingBox();
    if (!box) throw new Error('the card has no box');
    await stopClock(page);
    await page.mouse.move(box.x + box.width / 2 + 10, box.y + box.height / 2 + 10);
    await page.clock.runFor(1_200);
    await expect(details(page)).toHaveCount(0);
    await expect(page).toHaveURL(/\/meals$/);
    await page.clock.resume();

    // ...until it has left the card and come back.
    await page.mouse.move(5, 400);
    await card.hover();
    await expect(details(page).getByRole('heading', { name })).toBeVisible();
  });

  test('open only for a mouse that moved there, not for a card scrolled under a resting one', {
    tag: '@desktop-only',
  }, async ({ page }) => {
    // Paging scrolls the results up under the mouse that pressed the page button: the card
    // that comes to rest there was not chosen, and opening it would also take over Back.
    await page.clock.install();
    await page.goto('/meals');
    const card = cards(page).nth(4);
    const name = (await card.getByRole('heading', { level: 3 }).textContent()) ?? '';
    const box = await card.boundingBox();
    if (!box) throw new Error('the card has no box');
    const mouse = { x: box.x + box.width / 2, y: 300 };
    await page.mouse.move(mouse.x, mouse.y);
    await page.evaluate(
      (by) => window.scrollBy({ top: by, behavior: 'instant' }),
      box.y + box.height / 2 - mouse.y,
    );
    await expect
      .poll(() =>
        page.evaluate(
          ({ x, y }) => document.elementFromPoint(x, y)?.closest('main article')?.textContent,
          mouse,
        ),
      )
      .toContain(name);

    await stopClock(page);
    await page.clock.runFor(2_000);
    await expect(details(page)).toHaveCount(0);

    await page.mouse.move(mouse.x + 4, mouse.y);
    await page.clock.runFor(1_000);
    await page.clock.resume();
    await expect(details(page).getByRole('heading', { name })).toBeVisible();
  });

  test('open on a click of the picture at the meal’s own address, and Back closes them', {
    tag: '@phone',
  }, async ({ page }) => {
    await page.goto('/meals');
    const card = cards(page).first();
    const name = (await card.getByRole('heading', { level: 3 }).textContent()) ?? '';
    await card.getByRole('button', { name: `View details: ${name}` }).click();

    await expect(details(page).getByRole('heading', { name })).toBeVisible();
    await expect(details(page).getByText('Nutrition per serving')).toBeVisible();
    await expect(details(page).getByText(/Rated \d\.\d out of 5 from \d+ reviews/)).toBeAttached();
    await expect(page).toHaveURL(/\/meals\/\d+$/);

    await page.goBack();
    await expect(details(page)).toHaveCount(0);
    await expect(page).toHaveURL(/\/meals$/);
  });

  test('open from the keyboard and give focus back when closed', async ({ page }) => {
    await page.goto('/meals');
    const card = cards(page).first();
    const name = (await card.getByRole('heading', { level: 3 }).textContent()) ?? '';
    const viewDetails = card.getByRole('button', { name: `View details: ${name}` });

    await viewDetails.focus();
    await page.keyboard.press('Enter');
    await expect(details(page).getByRole('heading', { name })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(details(page)).toHaveCount(0);
    await expect(viewDetails).toBeFocused();
    await expect(page).toHaveURL(/\/meals$/);
  });

  test('open from a shared link to the meal’s address, and closing stays on the menu', async ({
    page,
  }) => {
    const [meal] = await firstMeals(page, 'available=true&sort=popular&limit=1');
    if (!meal) throw new Error('the seeded menu has no meal in stock');
    await page.goto(`/meals/${meal.id}`);
    await expect(details(page).getByRole('heading', { name: meal.name })).toBeVisible();

    await details(page).getByRole('button', { name: 'Close' }).click();
    await expect(details(page)).toHaveCount(0);
    await expect(page).toHaveURL(/\/meals$/);
    await expect(cards(page).first()).toBeVisible();
  });

  test('say so when the meal does not exist', async ({ page }) => {
    await page.goto('/meals/999999');
    await expect(details(page).getByRole('alert')).toContainText('Meal not found');
    await details(page).getByRole('button', { name: 'Back to the menu' }).click();
    await expect(details(page)).toHaveCount(0);
  });

  test('keep the quantity at 1 or more and add the chosen quantity to the cart', async ({
    page,
  }) => {
    const [meal] = (await firstMeals(page, 'available=true&sort=popular&limit=20')).filter(
      (candidate) => candidate.quantity >= 3,
    );
    if (!meal) throw new Error('the seeded menu has no meal with 3 in stock');
    await page.goto(`/meals?meal=${meal.id}`);
    const dialog = details(page);
    const decrease = dialog.getByRole('button', { name: `Decrease quantity of ${meal.name}` });
    const increase = dialog.getByRole('button', { name: `Increase quantity of ${meal.name}` });
    const quantity = dialog.locator('output');

    await expect(quantity).toHaveText('1');
    await expect(decrease).toBeDisabled();
    await decrease.click({ force: true });
    await expect(quantity).toHaveText('1');

    await increase.click();
    await increase.click();
    await expect(quantity).toHaveText('3');
    await dialog.getByRole('button', { name: 'Add to Cart' }).click();

    await expect(page.getByText(`${meal.name} added to cart successfully`)).toBeVisible();
    await expect(details(page)).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Cart, 3 items' })).toBeVisible();
  });

  test('stop at the stock of a meal that is running low', async ({ page }) => {
    const lowStock = (await firstMeals(page, 'available=true&limit=100')).find(
      (meal) => meal.quantity > 1 && meal.quantity <= 5,
    );
    if (!lowStock) throw new Error('the seeded menu has no low-stock meal');
    await page.goto(`/meals?meal=${lowStock.id}`);
    const dialog = details(page);
    await expect(dialog.getByText(`Only ${lowStock.quantity} left`)).toBeVisible();
    const increase = dialog.getByRole('button', { name: `Increase quantity of ${lowStock.name}` });
    for (let step = 1; step < lowStock.quantity; step++) await increase.click();
    await expect(dialog.locator('output')).toHaveText(String(lowStock.quantity));
    await expect(increase).toBeDisabled();
  });

  test('offer no Add to Cart for a sold-out meal', async ({ page }) => {
    const [soldOut] = await firstMeals(page, 'available=false&limit=1');
    if (!soldOut) throw new Error('the seeded menu has no sold-out meal');
    await page.goto(`/meals?meal=${soldOut.id}`);
    await expect(details(page).getByText('Sold out for now')).toBeVisible();
    await expect(details(page).getByRole('button', { name: 'Add to Cart' })).toHaveCount(0);
  });

  test('toggle the wishlist from the details', async ({ page }) => {
    await page.goto('/meals');
    const name = (await cards(page).first().getByRole('heading', { level: 3 }).textContent()) ?? '';
    await cards(page)
      .first()
      .getByRole('button', { name: `View details: ${name}` })
      .click();
    const heart = details(page).getByRole('button', { name: `Save ${name} to wishlist` });
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('link', { name: 'Wishlist, 1 item' })).toBeVisible();
    await expect(
      cards(page)
        .first()
        .getByRole('button', { name: `Save ${name} to wishlist` }),
    ).toHaveAttribute('aria-pressed', 'true');
  });

  test('have no serious accessibility violations', { tag: '@phone' }, async ({ page }) => {
    await page.goto('/meals/1');
    await expect(details(page).getByRole('heading', { level: 2 })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
