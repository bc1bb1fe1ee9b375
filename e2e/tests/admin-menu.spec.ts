import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type AdminSession, signInAsAdmin } from './support/admin.ts';
import { seriousViolations, skipEventPopup } from './support/axe.ts';
import { registerCustomer } from './support/ordering.ts';
import { expect, type Page, test } from './support/test.ts';

/*
 * The back office's Categories and Meals screens (docs/product-rules.md#categories-and-meals): what
 * an admin adds, changes, hides or deletes there shows in the shop at once.
 */

const FIXTURES = fileURLToPath(new URL('../fixtures/admin-menu/', import.meta.url));
const fixture = (name: string) => path.join(FIXTURES, name);

function unique(prefix: string): string {
  return `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

const card = (page: Page, name: string) => page.getByRole('listitem', { name });
const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });
const shopCards = (page: Page) => page.locator('main article');

/** A meal made through the API, for the tests that start from an existing one: its id. */
async function addMealThroughApi(
  page: Page,
  session: AdminSession,
  name: string,
  quantity = 4,
): Promise<number> {
  const response = await page.request.post('/api/admin/meals', {
    headers: { authorization: `Bearer ${session.token}` },
    data: {
      name,
      description: 'Buff patty, timur mayo and pickled radish',
      categoryName: 'Burgers',
      price: '640',
      quantity: String(quantity),
      rating: '4.2',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()).data.id;
}

/** A customer's order of `quantity` units of a meal priced NRS 640, placed through the API. */
async function orderThroughApi(page: Page, meal: { id: number; name: string }, quantity: number) {
  const customer = await registerCustomer(page.request);
  const response = await page.request.post('/api/orders', {
    headers: { Authorization: `Bearer ${customer.token}` },
    data: {
      items: [{ id: meal.id, name: meal.name, quantity, price: 640 }],
      total_amount: 640 * quantity,
      discount_amount: 0,
      delivery_address: 'Jhamsikhel Road 12, Lalitpur, 44700',
      coupon_code: null,
      phone: '9801234567',
      payment_method: 'cash',
      notes: null,
      idempotency_key: randomUUID(),
    },
  });
  expect(response.status(), await response.text()).toBe(201);
}

async function searchShop(page: Page, name: string) {
  await page.goto(`/meals?search=${encodeURIComponent(name)}`);
}

test.beforeEach(async ({ page }) => {
  await skipEventPopup(page);
});

test.describe('the Categories and Meals screens', () => {
  test('a category and a meal with an image, made here, are in the shop @desktop-only', async ({
    page,
  }) => {
    test.slow();
    await signInAsAdmin(page);
    const category = unique('Thakali Set');
    await page.goto('/admin/categories');
    await expect(page.getByRole('heading', { level: 1, name: 'Categories' })).toBeVisible();
    await page.getByRole('button', { name: 'Add Category' }).click();
    const categoryForm = dialog(page, 'Add Category');
    await categoryForm.getByLabel('Category name').fill(category);
    await categoryForm.getByLabel('Description').fill('Rice, dal, greens and pickles, refilled');
    await categoryForm.locator('input[type=file]').setInputFiles(fixture('burger.png'));
    await expect(categoryForm.getByRole('img', { name: 'burger.png' })).toBeVisible();
    await categoryForm.getByRole('button', { name: 'Create Category' }).click();
    await expect(categoryForm).toBeHidden();
    await expect(page.getByText('Category created successfully')).toBeVisible();
    await expect(card(page, category)).toContainText('0 meals');

    const meal = unique('Thakali Khana Set');
    await page.goto('/admin/meals');
    await page.getByRole('button', { name: 'Add Meal' }).click();
    const mealForm = dialog(page, 'Add Meal');
    await mealForm.getByLabel('Meal name').fill(meal);
    await mealForm.getByLabel('Category').selectOption(category);
    await mealForm.getByLabel('Description').fill('Rice, black dal, gundruk and timur pickle');
    await mealForm.getByLabel('Price (NRS)', { exact: true }).fill('550');
    await mealForm.getByLabel('New price (NRS)').fill('499.50');
    await mealForm.getByLabel('Quantity in stock').fill('20');
    await mealForm.getByLabel('Rating (0–5)').fill('4.6');
    await mealForm
      .locator('input[type=file][accept^="image"]')
      .setInputFiles(fixture('burger.png'));
    await mealForm
      .locator('input[type=file][accept^="video"]')
      .setInputFiles(fixture('sizzle.mp4'));
    await expect(mealForm.getByText('sizzle.mp4')).toBeVisible();
    await mealForm.getByRole('button', { name: 'Create Meal' }).click();
    await expect(mealForm).toBeHidden();
    const mealCard = card(page, meal);
    await expect(mealCard).toContainText('1 image');
    await expect(mealCard).toContainText('1 video');
    await expect(mealCard).toContainText('NRS 499.50');
    await expect(mealCard).toContainText('NRS 550.00');

    await mealCard.getByRole('button', { name: `View ${meal}` }).click();
    const view = dialog(page, meal);
    await expect(view.getByRole('img', { name: `Image 1 of ${meal}` })).toBeVisible();
    await expect(view.locator('video')).toHaveAttribute('src', /^\/uploads\/meals\/.+\.mp4$/);
    await view.getByRole('button', { name: 'Close' }).click();

    await searchShop(page, meal);
    await expect(shopCards(page)).toHaveCount(1);
    await expect(shopCards(page).first()).toContainText(meal);
    await expect(shopCards(page).first()).toContainText('NRS 499.50');
    const image = shopCards(page).first().locator('img').first();
    await expect(image).toHaveAttribute('src', /^\/uploads\/meals\/.+\.webp$/);
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    await page.goto(`/meals?category=${encodeURIComponent(category)}`);
    await expect(shopCards(page)).toHaveCount(1);
  });

  test('a new price shows in the shop; switched off the meal leaves it; then it is deleted @desktop-only', async ({
    page,
  }) => {
    test.slow();
    const session = await signInAsAdmin(page);
    const meal = unique('Sekuwa Buff Burger');
    await addMealThroughApi(page, session, meal);
    await page.goto('/admin/meals');
    await page.getByLabel('Search meals').fill(meal);
    const mealCard = card(page, meal);
    await expect(mealCard).toContainText('Low stock');

    await mealCard.getByRole('button', { name: `Edit ${meal}` }).click();
    const form = dialog(page, 'Edit Meal');
    await expect(form.getByLabel('Price (NRS)', { exact: true })).toHaveValue('640');
    await form.getByLabel('Price (NRS)', { exact: true }).fill('685');
    await form.getByRole('button', { name: 'Update Meal' }).click();
    await expect(form).toBeHidden();
    await expect(page.getByText('Meal updated successfully')).toBeVisible();
    await expect(mealCard).toContainText('NRS 685.00');
    await searchShop(page, meal);
    await expect(shopCards(page).first()).toContainText('NRS 685.00');

    await page.goto('/admin/meals');
    await page.getByLabel('Search meals').fill(meal);
    const toggle = mealCard.getByRole('switch', { name: `Show ${meal} in the shop` });
    await expect(toggle).toBeChecked();
    await toggle.click();
    // A toast, on screen wherever the card is, as in every other section.
    const toggled = page
      .locator('[data-sonner-toast]')
      .filter({ hasText: 'Meal is now off the menu' });
    await expect(toggled).toBeInViewport();
    await expect(toggle).not.toBeChecked();
    await expect(mealCard).toContainText('Inactive');
    await searchShop(page, meal);
    await expect(page.getByText(/no meals/i).first()).toBeVisible();
    await expect(shopCards(page)).toHaveCount(0);

    await page.goto('/admin/meals');
    await page.getByLabel('Search meals').fill(meal);
    await mealCard.getByRole('button', { name: `Delete ${meal}` }).click();
    const confirm = dialog(page, 'Delete meal');
    await expect(confirm).toContainText(`Are you sure you want to delete “${meal}”?`);
    await expect(confirm).toContainText('Past orders keep its name and price.');
    await confirm.getByRole('button', { name: 'Delete Meal' }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByText('Meal deleted successfully.')).toBeVisible();
    await expect(mealCard).toHaveCount(0);
  });

  test('a meal form opened before an order came in shows the meal as it is now, never selling units twice @desktop-only', async ({
    page,
  }) => {
    test.slow();
    const session = await signInAsAdmin(page);
    const meal = unique('Chhoila Burger');
    const id = await addMealThroughApi(page, session, meal, 45);
    await page.goto('/admin/meals');
    await page.getByLabel('Search meals').fill(meal);
    await card(page, meal)
      .getByRole('button', { name: `Edit ${meal}` })
      .click();
    const form = dialog(page, 'Edit Meal');
    await expect(form.getByLabel('Quantity in stock')).toHaveValue('45');

    await orderThroughApi(page, { id, name: meal }, 5);
    await form.getByLabel('Description').fill('Smoky chhoila, timur mayo and pickled radish');
    await form.getByRole('button', { name: 'Update Meal' }).click();

    await expect(form.getByText(/This meal changed after you opened it/)).toBeVisible();
    await expect(form.getByLabel('Quantity in stock')).toHaveValue('40');
    await expect(form.getByLabel('Description')).toHaveValue(
      'Buff patty, timur mayo and pickled radish',
    );

    await form.getByLabel('Description').fill('Smoky chhoila, timur mayo and pickled radish');
    await form.getByRole('button', { name: 'Update Meal' }).click();
    await expect(form).toBeHidden();
    await expect(page.getByText('Meal updated successfully')).toBeVisible();
    const saved = await page.request.get(`/api/meals/${id}`);
    expect((await saved.json()).data).toMatchObject({
      quantity: 40,
      description: 'Smoky chhoila, timur mayo and pickled radish',
    });
  });

  test('a second meal of a name in one category is refused beside the name @desktop-only', async ({
    page,
  }) => {
    const session = await signInAsAdmin(page);
    const meal = unique('Jhol Buff Burger');
    await addMealThroughApi(page, session, meal);
    await page.goto('/admin/meals');
    await page.getByRole('button', { name: 'Add Meal' }).click();
    const form = dialog(page, 'Add Meal');
    await form.getByLabel('Meal name').fill(meal.toLowerCase());
    await form.getByLabel('Category').selectOption('Burgers');
    await form.getByLabel('Description').fill('The same burger once more');
    await form.getByLabel('Price (NRS)', { exact: true }).fill('600');
    await form.getByRole('button', { name: 'Create Meal' }).click();
    const name = form.getByLabel('Meal name');
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(
      form.getByText(`A meal named "${meal.toLowerCase()}" already exists in Burgers`).first(),
    ).toBeVisible();
  });

  test('the forms say what is wrong, in the browser and from the server @desktop-only', async ({
    page,
  }) => {
    test.slow();
    await signInAsAdmin(page);
    await page.goto('/admin/meals');
    await page.getByRole('button', { name: 'Add Meal' }).click();
    const form = dialog(page, 'Add Meal');
    await form.getByRole('button', { name: 'Create Meal' }).click();
    for (const message of [
      'Meal name is required',
      'Please choose a category',
      'Description is required',
      'Price is required',
    ]) {
      await expect(form.getByText(message)).toBeVisible();
    }
    await expect(form.getByLabel('Meal name')).toBeFocused();

    await form.getByLabel('Meal name').fill(unique('Broken Burger'));
    await form.getByLabel('Category').selectOption('Burgers');
    await form.getByLabel('Description').fill('Should never reach the menu');
    await form.getByLabel('Price (NRS)', { exact: true }).fill('300');
    await form.getByLabel('New price (NRS)').fill('320');
    await form.getByRole('button', { name: 'Create Meal' }).click();
    await expect(form.getByText('New price must be lower than the price')).toBeVisible();

    await form.getByLabel('New price (NRS)').fill('');
    await form.locator('input[type=file][accept^="image"]').setInputFiles(fixture('notes.jpg'));
    await form.getByRole('button', { name: 'Create Meal' }).click();
    await expect(form.getByText('notes.jpg is not a valid image file')).toBeVisible();
    await expect(form).toBeVisible();

    await page.goto('/admin/categories');
    await card(page, 'Burgers').getByRole('button', { name: 'Delete Burgers' }).click();
    const confirm = dialog(page, 'Delete category');
    await confirm.getByRole('button', { name: 'Delete Category' }).click();
    await expect(
      confirm.getByText(/^This category still has \d+ meals\. Move or delete them first\.$/),
    ).toBeVisible();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(card(page, 'Burgers')).toBeVisible();
  });

  test('filter the lists by search, status and category @desktop-only', async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto('/admin/categories');
    await page.getByLabel('Search categories').fill('momo');
    await expect(page.getByRole('listitem').filter({ has: page.getByRole('switch') })).toHaveCount(
      1,
    );
    await page.getByLabel('Status').selectOption('inactive');
    await expect(page.getByRole('heading', { name: 'No categories found' })).toBeVisible();

    await page.goto('/admin/meals');
    await page.getByLabel('Category').selectOption('Burgers');
    await page.getByLabel('Status').selectOption('active');
    const mealCards = page.getByRole('listitem').filter({ has: page.getByRole('switch') });
    // The previous page stays shown while the filtered one loads.
    await expect
      .poll(async () => {
        const texts = await mealCards.allInnerTexts();
        return (
          texts.length > 0 &&
          texts.every((text) => /BURGERS/i.test(text) && !text.includes('Inactive'))
        );
      })
      .toBe(true);
  });

  test('the Categories screen passes an accessibility check, its dialog open too @desktop-only', async ({
    page,
  }) => {
    test.slow();
    await signInAsAdmin(page);
    await page.goto('/admin/categories');
    await expect(card(page, 'Burgers')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Add Category' }).click();
    await expect(dialog(page, 'Add Category')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('the Meals screen passes an accessibility check, its dialog open too @desktop-only', async ({
    page,
  }) => {
    test.slow();
    await signInAsAdmin(page);
    await page.goto('/admin/meals');
    await expect(page.getByText(/^Showing 1–\d+ of \d+ meals$/)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Add Meal' }).click();
    await expect(dialog(page, 'Add Meal')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('fit a phone screen, one card to a row, dialogs too @phone-only', async ({ page }) => {
    test.slow();
    await signInAsAdmin(page);
    const overflow = () =>
      page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
    for (const [url, add, title] of [
      ['/admin/categories', 'Add Category', 'Add Category'],
      ['/admin/meals', 'Add Meal', 'Add Meal'],
    ] as const) {
      await page.goto(url);
      const cards = page.getByRole('listitem').filter({ has: page.getByRole('switch') });
      await expect(cards.nth(1)).toBeVisible();
      const [first, second] = await Promise.all([
        cards.nth(0).boundingBox(),
        cards.nth(1).boundingBox(),
      ]);
      expect(second?.x, url).toBe(first?.x);
      expect(second?.y ?? 0, url).toBeGreaterThan((first?.y ?? 0) + (first?.height ?? 0) - 1);
      expect(await overflow(), url).toBeLessThanOrEqual(0);
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByRole('button', { name: add }).click();
      const form = dialog(page, title);
      await expect(form).toBeVisible();
      const box = await form.boundingBox();
      expect(box?.width ?? 0).toBeLessThanOrEqual(390);
      expect(await overflow(), `${url} dialog`).toBeLessThanOrEqual(0);
    }
  });
});
