import { signInAsAdmin } from './support/admin.ts';
import { seriousViolations, skipEventPopup } from './support/axe.ts';
import {
  firstPageMeals,
  nrs,
  paisa,
  registerCustomer,
  saveCart,
  signInAs,
} from './support/ordering.ts';
import { expect, type Page, test, waitForAppOnLoad } from './support/test.ts';

/*
 * The back office's Events and Coupons screens (docs/product-rules.md#events-and-coupons,
 * #coupons): an event's code becomes a coupon a customer can use at checkout; coupons are created,
 * edited, paged and deleted; every form rule shows its own message.
 */

const DAY = 24 * 60 * 60 * 1000;
const KATHMANDU_OFFSET = (5 * 60 + 45) * 60 * 1000;

/** A date-time input's value in Kathmandu, `days` from now. */
const nepalInput = (days: number) =>
  new Date(Date.now() + days * DAY + KATHMANDU_OFFSET).toISOString().slice(0, 16);

const uniqueCode = (prefix: string) =>
  `${prefix}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

/** A 1×1 PNG, the smallest picture the event form will take. */
const PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

const dialog = (page: Page) => page.getByRole('dialog');

/** The cards of a list (each card has lists of its own inside). */
const cardsOf = (page: Page, list: 'Events' | 'Coupons') =>
  page.getByRole('list', { name: list }).locator(':scope > li');

async function openAdmin(page: Page, path: '/admin/events' | '/admin/coupons') {
  await signInAsAdmin(page);
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    path === '/admin/events' ? 'Event Management' : 'Coupon Management',
  );
}

test.describe('the Events screen', () => {
  test('creates an event with a code that a customer then uses at checkout', {
    tag: '@desktop-only',
  }, async ({ page, browser }) => {
    const code = uniqueCode('e2e').toUpperCase();
    await openAdmin(page, '/admin/events');
    await expect(cardsOf(page, 'Events').filter({ hasText: 'Momo Mania Week' })).toBeVisible();

    await page.getByRole('button', { name: 'Create Event' }).click();
    const form = dialog(page);
    await form.getByLabel('Event title').fill('Chhath Burger Week');
    await form.getByLabel('Description').fill('A quarter off every burger for festival week.');
    await form.getByLabel('Start date').fill(nepalInput(-1));
    await form.getByLabel('End date').fill(nepalInput(6));
    await form.getByLabel(/^Coupon code/).fill(code.toLowerCase());
    await expect(form.getByLabel(/^Coupon code/)).toHaveValue(code);
    await form.getByLabel(/^Discount percentage/).fill('25');
    await form.locator('input[type="file"]').setInputFiles({
      name: 'poster.png',
      mimeType: 'image/png',
      buffer: PIXEL_PNG,
    });
    await expect(form.getByRole('img', { name: 'poster.png' })).toBeVisible();
    await form.getByRole('button', { name: 'Create Event' }).click();

    await expect(page.getByText('Event created successfully')).toBeVisible();
    const card = cardsOf(page, 'Events').filter({ hasText: 'Chhath Burger Week' });
    await expect(card).toContainText(code);
    await expect(card).toContainText('25% OFF');
    await expect(card).toContainText('Active');
    await expect(card.getByRole('img', { name: 'Chhath Burger Week' })).toBeVisible();

    // The customer side: the code takes 25 % off at checkout.
    const shop = waitForAppOnLoad(await browser.newPage());
    await skipEventPopup(shop);
    const customer = await registerCustomer(shop.request);
    const meals = await firstPageMeals(shop.request, 2);
    await signInAs(shop, customer);
    await saveCart(
      shop,
      meals.map((meal) => ({ meal, quantity: 1 })),
    );
    await shop.goto('/checkout');
    await shop.getByLabel(/^Coupon code/).fill(code);
    await shop.getByRole('button', { name: 'Apply' }).click();
    const subtotal = meals.reduce((sum, meal) => sum + paisa(meal.price), 0);
    const discount = Math.round((subtotal * 25) / 100);
    await expect(shop.getByTestId('checkout-discount')).toHaveText(`−${nrs(discount)}`);
    await expect(shop.getByTestId('checkout-total')).toHaveText(nrs(subtotal - discount));
    await shop.close();
  });

  test('shows the event form’s rules in the spec’s words', {
    tag: '@desktop-only',
  }, async ({ page }) => {
    await openAdmin(page, '/admin/events');
    await page.getByRole('button', { name: 'Create Event' }).click();
    const form = dialog(page);
    await form.getByRole('button', { name: 'Create Event' }).click();
    for (const message of [
      'Event title is required',
      'Event description is required',
      'Start date is required',
      'End date is required',
    ]) {
      await expect(form.getByText(message, { exact: true })).toBeVisible();
    }
    await expect(form.getByLabel('Event title')).toBeFocused();

    await form.getByLabel('Event title').fill('Backwards');
    await form.getByLabel('Description').fill('Ends before it starts');
    await form.getByLabel('Start date').fill(nepalInput(3));
    await form.getByLabel('End date').fill(nepalInput(2));
    await form.getByLabel(/^Coupon code/).fill('BACK10');
    await form.getByRole('button', { name: 'Create Event' }).click();
    await expect(form.getByText('End date must be after start date')).toBeVisible();
    await expect(
      form.getByText('Discount percentage is required when coupon code is provided'),
    ).toBeVisible();

    await form.getByLabel(/^Discount percentage/).fill('150');
    await form.getByRole('button', { name: 'Create Event' }).click();
    await expect(form.getByText('Discount percentage must be between 1 and 100')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('edits an event and deletes it after confirmation', {
    tag: '@desktop-only',
  }, async ({ page }) => {
    const title = `Teej Treats ${uniqueCode('')}`;
    await openAdmin(page, '/admin/events');
    await page.getByRole('button', { name: 'Create Event' }).click();
    const form = dialog(page);
    await form.getByLabel('Event title').fill(title);
    await form.getByLabel('Description').fill('Sweet lassi and sel roti.');
    await form.getByLabel('Start date').fill(nepalInput(10));
    await form.getByLabel('End date').fill(nepalInput(12));
    await form.getByRole('button', { name: 'Create Event' }).click();
    const card = cardsOf(page, 'Events').filter({ hasText: title });
    await expect(card).toContainText('Upcoming');
    await expect(card).toContainText('No coupon code');

    await card.getByRole('button', { name: `Edit ${title}` }).click();
    await expect(form.getByLabel('Event title')).toHaveValue(title);
    await form.getByLabel('Active').uncheck();
    await form.getByRole('button', { name: 'Update Event' }).click();
    await expect(page.getByText('Event updated successfully')).toBeVisible();
    await expect(card).toContainText('Inactive');

    await card.getByRole('button', { name: `Delete ${title}` }).click();
    await expect(dialog(page)).toContainText(`Are you sure you want to delete "${title}"?`);
    await dialog(page).getByRole('button', { name: 'Delete Event' }).click();
    await expect(page.getByText('Event deleted successfully')).toBeVisible();
    await expect(card).toHaveCount(0);
  });

  test('searches and filters by status, and passes axe', {
    tag: '@desktop-only',
  }, async ({ page }) => {
    await openAdmin(page, '/admin/events');
    await page.getByLabel('Search', { exact: true }).fill('crispy chicken');
    const cards = cardsOf(page, 'Events');
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText('Crispy Chicken Carnival');
    await expect(cards.first()).toContainText('Expired');
    await page.getByLabel('Search', { exact: true }).fill('');
    await page.getByLabel('Status', { exact: true }).selectOption('upcoming');
    await expect(page).toHaveURL(/status=upcoming/);
    await expect(cards.filter({ hasText: 'Friday Family Bucket Nights' })).toBeVisible();
    await expect(cards.filter({ hasText: 'Momo Mania Week' })).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test.describe('the Coupons screen', () => {
  test('creates, edits and deletes a coupon, with the form’s rules', {
    tag: '@desktop-only',
  }, async ({ page }) => {
    // A coupon's whole life in one walk: create, every form rule, edit, deactivate, delete.
    test.slow();
    const code = uniqueCode('cp').toUpperCase();
    await openAdmin(page, '/admin/coupons');
    await page.getByRole('button', { name: 'Create Coupon' }).click();
    const form = dialog(page);
    await form.getByRole('button', { name: 'Create Coupon' }).click();
    for (const message of [
      'Coupon code is required',
      'Discount percentage is required',
      'Usage limit is required',
    ]) {
      await expect(form.getByText(message, { exact: true })).toBeVisible();
    }
    await form.getByLabel('Coupon code').fill('ab');
    await form.getByLabel('Discount percentage').fill('0');
    await form.getByLabel('Usage limit').fill('0');
    await form.getByRole('button', { name: 'Create Coupon' }).click();
    await expect(form.getByText('Coupon code must be at least 3 characters')).toBeVisible();
    await expect(form.getByText('Discount percentage must be between 1 and 100')).toBeVisible();
    await expect(form.getByText('Usage limit must be at least 1')).toBeVisible();

    await form.getByLabel('Coupon code').fill('ab-12');
    await expect(form.getByLabel('Coupon code')).toHaveValue('AB-12');
    await form.getByLabel('Discount type').selectOption('fixed');
    await form.getByLabel('Discount amount (NRS)').fill('');
    await form.getByRole('button', { name: 'Create Coupon' }).click();
    await expect(
      form.getByText('Coupon code must contain only uppercase letters and numbers'),
    ).toBeVisible();
    await expect(form.getByText('Discount amount is required')).toBeVisible();
    await form.getByLabel('Discount amount (NRS)').fill('0.5');
    await form.getByRole('button', { name: 'Create Coupon' }).click();
    await expect(form.getByText('Discount amount must be at least 1')).toBeVisible();

    await form.getByLabel('Coupon code').fill(code.toLowerCase());
    await form.getByLabel('Discount amount (NRS)').fill('150');
    await form.getByLabel('Usage limit').fill('40');
    await form.getByLabel(/^Minimum order/).fill('1000');
    await form.getByText('Sat', { exact: true }).click();
    await form.getByText('Sun', { exact: true }).click();
    await expect(form.getByRole('checkbox', { name: 'Sat' })).toBeChecked();
    await form.getByRole('button', { name: 'Create Coupon' }).click();
    await expect(page.getByText('Coupon created successfully')).toBeVisible();

    await page.getByLabel('Search', { exact: true }).fill(code);
    const card = cardsOf(page, 'Coupons').first();
    await expect(card).toContainText(code);
    await expect(card).toContainText('NRS 150.00 OFF');
    await expect(card).toContainText('0 / 40 used');
    await expect(card).toContainText('Minimum order NRS 1,000.00');
    await expect(card).toContainText('Only on Sat, Sun');
    await expect(card).toContainText('Active');

    await card.getByRole('button', { name: `Edit ${code}` }).click();
    await expect(form.getByLabel('Coupon code')).toHaveValue(code);
    await expect(form.getByLabel('Coupon code')).not.toBeEditable();
    await form.getByLabel('Usage limit').fill('75');
    await form.getByLabel('Active', { exact: true }).uncheck();
    await form.getByRole('button', { name: 'Update Coupon' }).click();
    await expect(page.getByText('Coupon updated successfully')).toBeVisible();
    await expect(card).toContainText('0 / 75 used');
    await expect(card).toContainText('Inactive');

    await card.getByRole('button', { name: `Delete ${code}` }).click();
    await expect(dialog(page)).toContainText(`Are you sure you want to delete the coupon ${code}?`);
    await dialog(page).getByRole('button', { name: 'Delete Coupon' }).click();
    await expect(page.getByText('Coupon deleted successfully')).toBeVisible();
    await expect(page.getByText('No coupons found')).toBeVisible();
  });

  test('refuses to delete a coupon orders used, saying why', {
    tag: '@desktop-only',
  }, async ({ page }) => {
    await openAdmin(page, '/admin/coupons');
    await page.getByLabel('Search', { exact: true }).fill('LAUNCH30');
    const card = cardsOf(page, 'Coupons').first();
    await expect(card).toContainText('Exhausted');
    await card.getByRole('button', { name: 'Delete LAUNCH30' }).click();
    await dialog(page).getByRole('button', { name: 'Delete Coupon' }).click();
    await expect(page.getByText('Failed to delete coupon')).toBeVisible();
    await expect(page.getByText(/so it cannot be deleted\. Deactivate it instead\./)).toBeVisible();
    await expect(card).toContainText('LAUNCH30');
  });

  test('refuses a save over a change made since the form opened, then shows it (decision 036)', {
    tag: '@desktop-only',
  }, async ({ page }) => {
    const session = await signInAsAdmin(page);
    const code = uniqueCode('STALE').toUpperCase();
    const headers = { authorization: `Bearer ${session.token}` };
    const coupon = { code, discount_type: 'percentage', discount_value: 5, usage_limit: 30 };
    const created = await page.request.post('/api/admin/coupons', { headers, data: coupon });
    expect(created.status(), await created.text()).toBe(201);
    const { data } = (await created.json()) as { data: { id: number } };
    await page.goto(`/admin/coupons?search=${code}`);
    const card = cardsOf(page, 'Coupons').first();
    await card.getByRole('button', { name: `Edit ${code}` }).click();
    const form = dialog(page);
    await expect(form.getByLabel('Usage limit')).toHaveValue('30');

    // Another admin raises the limit while this form is open.
    const changed = await page.request.put(`/api/admin/coupons/${data.id}`, {
      headers,
      data: { ...coupon, usage_limit: 90 },
    });
    expect(changed.status(), await changed.text()).toBe(200);
    await form.getByLabel('Discount percentage').fill('7');
    await form.getByRole('button', { name: 'Update Coupon' }).click();
    await expect(form.getByText(/This coupon changed after you opened it/)).toBeVisible();
    await expect(form.getByLabel('Usage limit')).toHaveValue('90');
    await expect(form.getByLabel('Discount percentage')).toHaveValue('5');

    await form.getByLabel('Discount percentage').fill('7');
    await form.getByRole('button', { name: 'Update Coupon' }).click();
    await expect(page.getByText('Coupon updated successfully')).toBeVisible();
    await expect(card).toContainText('7% OFF');
    await expect(card).toContainText('0 / 90 used');
  });

  test('pages ten at a time with Previous and Next, filters by status, and passes axe', {
    tag: '@desktop-only',
  }, async ({ page }) => {
    await openAdmin(page, '/admin/coupons');
    const cards = cardsOf(page, 'Coupons');
    await expect(cards).toHaveCount(10);
    const pager = page.getByRole('navigation', { name: 'Coupon pages' });
    await expect(pager.getByText(/^Page 1 of \d+$/)).toBeVisible();
    await expect(pager.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await pager.getByRole('button', { name: 'Next' }).click();
    await expect(pager.getByText(/^Page 2 of \d+$/)).toBeVisible();
    await expect(page).toHaveURL(/page=2/);
    await expect(pager.getByRole('button', { name: 'Previous' })).toBeEnabled();
    await pager.getByRole('button', { name: 'Previous' }).click();
    await expect(pager.getByText(/^Page 1 of \d+$/)).toBeVisible();

    await page.getByLabel('Status', { exact: true }).selectOption('inactive');
    await expect(cards.filter({ hasText: 'STUDENT10' })).toBeVisible();
    await expect(cards.filter({ hasNotText: 'Inactive' })).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test.describe('a coupon with a long unbroken description', () => {
  test('wraps inside its card: the page never scrolls sideways', { tag: '@phone' }, async ({
    page,
  }) => {
    const session = await signInAsAdmin(page);
    const code = uniqueCode('WIDE').toUpperCase();
    const created = await page.request.post('/api/admin/coupons', {
      headers: { authorization: `Bearer ${session.token}` },
      data: {
        code,
        discount_type: 'percentage',
        discount_value: 5,
        usage_limit: 3,
        description: 'Unbroken'.repeat(25),
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    await page.goto('/admin/coupons');
    const card = cardsOf(page, 'Coupons').filter({ hasText: code });
    await expect(card).toContainText('UnbrokenUnbroken');
    const widths = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      window: window.innerWidth,
    }));
    expect(widths.page).toBeLessThanOrEqual(widths.window);
  });
});

test.describe('the promotions screens on a phone', () => {
  test('fit the screen: cards in one column, the form usable', {
    tag: '@phone-only',
  }, async ({ page }) => {
    await openAdmin(page, '/admin/coupons');
    await expect(cardsOf(page, 'Coupons')).toHaveCount(10);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await page.getByRole('button', { name: 'Create Coupon' }).click();
    await expect(dialog(page).getByLabel('Coupon code')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto('/admin/events');
    await expect(cardsOf(page, 'Events').first()).toBeVisible();
    const eventsOverflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(eventsOverflow).toBeLessThanOrEqual(0);
  });
});
