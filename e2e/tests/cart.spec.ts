import { seriousViolations, skipEventPopup } from './support/axe.ts';
import { signIn } from './support/session.ts';
import { expect, type Page, test } from './support/test.ts';

interface ApiMeal {
  id: number;
  name: string;
  price: number;
  image: string | null;
  categoryName: string;
  quantity: number;
  available: boolean;
}

interface SavedItem {
  meal: ApiMeal;
  quantity: number;
  /** What the cart remembers as the price, when it is not the menu's. */
  price?: number;
}

// The cart page needs a customer session (docs/product-rules.md#who-may-do-what); the visitor's
// cart itself needs none (accounts.spec.ts walks a visitor from /cart through login and back).
test.beforeEach(async ({ page }) => {
  await skipEventPopup(page);
  await signIn(page);
});

async function menu(page: Page, query: string): Promise<ApiMeal[]> {
  return (await (await page.request.get(`/api/meals?${query}`)).json()).data;
}

/** Meals in stock with at least `stock` units, cheapest-looking prices first. */
async function mealsInStock(page: Page, count: number, stock = 5): Promise<ApiMeal[]> {
  const meals = (await menu(page, 'available=true&limit=100')).filter((m) => m.quantity >= stock);
  if (meals.length < count) throw new Error(`the seeded menu has fewer than ${count} meals`);
  return meals.slice(0, count);
}

/** Saves a cart as the shop does, then opens /cart. */
async function openCartWith(page: Page, items: SavedItem[]) {
  const saved = items.map(({ meal, quantity, price }) => ({
    id: meal.id,
    name: meal.name,
    price: price ?? meal.price,
    image: meal.image,
    categoryName: meal.categoryName,
    quantity,
  }));
  await page.goto('/meals');
  await page.evaluate(
    (value) => localStorage.setItem('cart', value),
    JSON.stringify({
      state: { items: saved },
      version: 0,
    }),
  );
  await page.goto('/cart');
}

/** The shop's own formatting: NRS 1,234.50. */
function nrs(paisa: number): string {
  const amount = (paisa / 100).toLocaleString('en-US', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return `NRS ${amount}`;
}

const paisa = (nrsAmount: number) => Math.round(nrsAmount * 100);
const row = (page: Page, name: string) =>
  page.locator('main li').filter({ has: page.getByRole('heading', { name }) });
const quantityOf = (page: Page, name: string) => row(page, name).locator('output');
const total = (page: Page) => page.getByTestId('cart-total');

test.describe('the cart', () => {
  test('is empty at first, with a way to the menu', async ({ page }) => {
    await page.goto('/cart');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/your cart/i);
    await expect(page.getByRole('heading', { name: 'Your Cart is Empty' })).toBeVisible();
    await expect(page.getByRole('heading', { name: /cooked fresh/i })).toBeVisible();
    for (const badge of [
      'Fresh ingredients',
      'Hygiene first',
      'Cash on delivery',
      'Free delivery',
    ]) {
      await expect(page.getByText(badge, { exact: true })).toBeVisible();
    }
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Browse Meals' }).click();
    await expect(page).toHaveURL(/\/meals$/);
  });

  test('adds up the order to the paisa, with free delivery', { tag: '@phone' }, async ({
    page,
  }) => {
    const meals = await mealsInStock(page, 3);
    const quantities = [2, 1, 3];
    const items = meals.map((meal, index) => ({ meal, quantity: quantities[index] ?? 1 }));
    await openCartWith(page, items);

    const expectedPaisa = items.reduce(
      (sum, item) => sum + paisa(item.meal.price) * item.quantity,
      0,
    );
    const summary = page.getByRole('region', { name: 'Order Summary' });
    await expect(summary.getByText('Items').locator('xpath=..')).toContainText('6');
    await expect(summary.getByText('Subtotal').locator('xpath=..')).toContainText(
      nrs(expectedPaisa),
    );
    await expect(summary.getByText('FREE')).toBeVisible();
    await expect(total(page)).toHaveText(nrs(expectedPaisa));
    for (const item of items) {
      await expect(row(page, item.meal.name)).toContainText(
        nrs(paisa(item.meal.price) * item.quantity),
      );
    }
    await expect(summary.getByRole('link', { name: 'Checkout' })).toHaveAttribute(
      'href',
      '/checkout',
    );
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('changes quantities with − and +, and − at 1 removes the meal', async ({ page }) => {
    const [first, second] = await mealsInStock(page, 2);
    if (!first || !second) throw new Error('unreachable');
    await openCartWith(page, [
      { meal: first, quantity: 1 },
      { meal: second, quantity: 2 },
    ]);

    await page.getByRole('button', { name: `Increase quantity of ${first.name}` }).click();
    await expect(quantityOf(page, first.name)).toHaveText('2');
    await expect(page.getByRole('link', { name: 'Cart, 4 items' })).toBeVisible();

    await page.getByRole('button', { name: `Decrease quantity of ${second.name}` }).click();
    await expect(quantityOf(page, second.name)).toHaveText('1');
    await page.getByRole('button', { name: `Decrease quantity of ${second.name}` }).click();
    await expect(page.getByText(`${second.name} removed from cart`)).toBeVisible();
    await expect(row(page, second.name)).toHaveCount(0);
    await expect(total(page)).toHaveText(nrs(paisa(first.price) * 2));
  });

  test('removes a meal and clears the cart after asking', async ({ page }) => {
    const [first, second] = await mealsInStock(page, 2);
    if (!first || !second) throw new Error('unreachable');
    await openCartWith(page, [
      { meal: first, quantity: 1 },
      { meal: second, quantity: 3 },
    ]);

    await page.getByRole('button', { name: `Remove ${first.name} from cart` }).click();
    await expect(page.getByText(`${first.name} removed from cart`)).toBeVisible();
    await expect(row(page, first.name)).toHaveCount(0);

    await page.getByRole('button', { name: 'Clear Cart' }).click();
    const confirm = page.getByRole('dialog', { name: 'Clear your cart?' });
    await confirm.getByRole('button', { name: 'Keep my cart' }).click();
    await expect(confirm).toHaveCount(0);
    await expect(row(page, second.name)).toBeVisible();

    await page.getByRole('button', { name: 'Clear Cart' }).click();
    await confirm.getByRole('button', { name: 'Clear Cart' }).click();
    await expect(page.getByText('Cart cleared')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Your Cart is Empty' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Cart', exact: true })).toBeVisible();
  });

  test('keeps its items across a reload', async ({ page }) => {
    await page.goto('/meals');
    const add = page.getByRole('button', { name: /^Add to Cart: / }).first();
    const name = ((await add.getAttribute('aria-label')) ?? '').replace('Add to Cart: ', '');
    await add.click();
    await page.getByRole('link', { name: 'Cart, 1 item' }).click();
    await page.getByRole('button', { name: `Increase quantity of ${name}` }).click();
    await expect(quantityOf(page, name)).toHaveText('2');

    await page.reload();
    await expect(quantityOf(page, name)).toHaveText('2');
    await expect(page.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();
  });

  test('starts empty, without a crash, when the saved cart is not JSON', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/meals');
    await page.evaluate(() => localStorage.setItem('cart', 'not json'));
    await page.goto('/cart');
    await expect(page.getByRole('heading', { name: 'Your Cart is Empty' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('cart'))).toBeNull();
    expect(errors).toEqual([]);
  });

  test('points out a changed price and a meal that sold out since it was added', async ({
    page,
  }) => {
    const [fresh] = await mealsInStock(page, 1);
    const [soldOut] = await menu(page, 'available=false&limit=1');
    if (!fresh || !soldOut) throw new Error('the seeded menu lacks a meal in stock or sold out');
    const oldPrice = fresh.price - 25;
    await openCartWith(page, [
      { meal: fresh, quantity: 2, price: oldPrice },
      { meal: soldOut, quantity: 1 },
    ]);

    await expect(page.getByText('Some prices changed since you added them.')).toBeVisible();
    await expect(row(page, fresh.name)).toContainText('Price went up');
    await expect(row(page, fresh.name)).toContainText(nrs(paisa(oldPrice)));
    await expect(row(page, fresh.name)).toContainText(nrs(paisa(fresh.price) * 2));
    await expect(row(page, soldOut.name)).toContainText('has sold out since you added it');
    await expect(page.getByRole('button', { name: 'Checkout' })).toBeDisabled();

    await page.getByRole('button', { name: 'OK, got it' }).click();
    await expect(page.getByText('Some prices changed since you added them.')).toHaveCount(0);
    await page.getByRole('button', { name: `Remove ${soldOut.name} from cart` }).click();
    await expect(page.getByRole('link', { name: 'Checkout' })).toBeVisible();
    await expect(total(page)).toHaveText(nrs(paisa(fresh.price) * 2));

    await page.reload();
    await expect(total(page)).toHaveText(nrs(paisa(fresh.price) * 2));
    await expect(page.getByText('Some prices changed since you added them.')).toHaveCount(0);
  });

  test('opens a meal’s details from its name', async ({ page }) => {
    const [meal] = await mealsInStock(page, 1);
    if (!meal) throw new Error('unreachable');
    await openCartWith(page, [{ meal, quantity: 1 }]);
    await row(page, meal.name).getByRole('button', { name: meal.name, exact: true }).click();
    await expect(page.getByRole('dialog').getByRole('heading', { name: meal.name })).toBeVisible();
    await expect(page.getByRole('dialog').getByText('1 already in your cart.')).toBeVisible();
  });
});

test.describe('adding from the menu', () => {
  test('stops at the stock: the card says so once the cart holds every unit left', async ({
    page,
  }) => {
    const lowStock = (await menu(page, 'available=true&limit=100')).find(
      (meal) => meal.quantity > 1 && meal.quantity <= 5,
    );
    if (!lowStock) throw new Error('the seeded menu has no low-stock meal');
    await page.goto(`/meals?${new URLSearchParams({ search: lowStock.name })}`);
    const add = page.getByRole('button', { name: `Add to Cart: ${lowStock.name}`, exact: true });
    for (let unit = 0; unit < lowStock.quantity; unit++) await add.click();
    const count = `Cart, ${lowStock.quantity} items`;
    await expect(page.getByRole('link', { name: count })).toBeVisible();

    await add.click();
    await expect(
      page.getByText(
        `Only ${lowStock.quantity} left of ${lowStock.name}, and all of them are in your cart`,
      ),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: count })).toBeVisible();
  });
});
