import { seriousViolations, skipEventPopup } from './support/axe.ts';
import {
  adminToken,
  firstPageMeals,
  type MenuMeal,
  nrs,
  orderNumber,
  paisa,
  registerCustomer,
  setOrderStatus,
} from './support/ordering.ts';
import { expect, type Page, test } from './support/test.ts';

test.beforeEach(async ({ page }) => {
  await skipEventPopup(page);
});

/** Adds meals from the menu page's cards, as a visitor does. */
async function addFromMenu(page: Page, meals: readonly MenuMeal[]) {
  await page.goto('/meals');
  for (const meal of meals) {
    await page.getByRole('button', { name: `Add to Cart: ${meal.name}` }).click();
  }
}

/** Goes from the cart to checkout and places the order; answers the order's id. */
async function placeOrderFromCart(page: Page): Promise<string> {
  await page.goto('/cart');
  await page
    .getByRole('region', { name: 'Order Summary' })
    .getByRole('link', { name: 'Checkout' })
    .click();
  await expect(page).toHaveURL(/\/checkout$/);
  const placed = page.waitForResponse(
    (response) => response.url().endsWith('/api/orders') && response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Place Order' }).click();
  const response = await placed;
  expect(response.status()).toBe(201);
  return (await response.json()).order.id;
}

test('a new customer orders with FIRST20, follows the order and cancels a second one', {
  tag: '@phone',
}, async ({ page }) => {
  test.setTimeout(120_000);
  const registered = await registerCustomer(page.request, 'Anjali');
  const { customer } = registered;

  // Log in through the form: the shop then opens the profile.
  await page.goto('/login');
  const login = page.getByRole('form', { name: 'Login' });
  await login.getByLabel('Email address').fill(customer.email);
  await login.getByLabel('Password', { exact: true }).fill(registered.password);
  await login.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/profile/);

  // Two meals from the menu, into the cart, to checkout.
  const meals = await firstPageMeals(page.request, 2);
  await addFromMenu(page, meals);
  await page.goto('/cart');
  await page
    .getByRole('region', { name: 'Order Summary' })
    .getByRole('link', { name: 'Checkout' })
    .click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Secure Checkout');

  // The delivery form is the account's details.
  const delivery = page.getByRole('form', { name: 'Delivery Details' });
  await expect(delivery.getByLabel('First Name')).toHaveValue('Anjali');
  await expect(delivery.getByLabel('Last Name')).toHaveValue('Shrestha');
  await expect(delivery.getByLabel('Email')).toHaveValue(customer.email);
  await expect(delivery.getByLabel('Phone Number')).toHaveValue('9801234567');
  await expect(delivery.getByLabel('Address')).toHaveValue('Jhamsikhel Road 12');
  await expect(delivery.getByLabel('City')).toHaveValue('Lalitpur');
  await expect(delivery.getByLabel('ZIP Code')).toHaveValue('44700');

  // FIRST20: 20% off a first order.
  const subtotal = meals.reduce((sum, meal) => sum + paisa(meal.price), 0);
  const discount = Math.round(subtotal * 0.2);
  await page.getByLabel(/^Coupon code/).fill('first20');
  await expect(page.getByLabel(/^Coupon code/)).toHaveValue('FIRST20');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('FIRST20 applied')).toBeVisible();
  await expect(page.getByTestId('checkout-discount')).toHaveText(`−${nrs(discount)}`);
  await expect(page.getByTestId('checkout-total')).toHaveText(nrs(subtotal - discount));
  expect(await seriousViolations(page)).toEqual([]);

  // Place it: the order-placed panel.
  const placed = page.waitForResponse(
    (response) => response.url().endsWith('/api/orders') && response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Place Order' }).click();
  const order = (await (await placed).json()).order;
  const orderId: string = order.id;
  // The kitchen's queue sets the estimate: 25-35 minutes when it is quiet.
  expect(order.estimatedDeliveryTime).toMatch(/^\d+-\d+ minutes$/);
  await expect(page.getByRole('heading', { name: 'Order Placed Successfully!' })).toBeVisible();
  await expect(page.getByTestId('placed-order-id')).toHaveText(orderNumber(orderId));
  const panel = page.getByRole('region', { name: 'Order Placed Successfully!' });
  await expect(panel.getByText(nrs(subtotal - discount)).first()).toBeVisible();
  await expect(panel.getByText('Pending')).toBeVisible();
  await expect(panel.getByText(order.estimatedDeliveryTime)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  // The cart is empty now.
  await expect
    .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '{}').state?.items))
    .toEqual([]);

  // The order history has it.
  await page.getByRole('link', { name: 'View Order History' }).click();
  await expect(page).toHaveURL(/\/profile\?tab=orders$/);
  const card = page.getByRole('listitem', { name: orderNumber(orderId) });
  await expect(card).toBeVisible();
  await expect(card).toContainText('Pending');
  await expect(card).toContainText(nrs(subtotal - discount));
  expect(await seriousViolations(page)).toEqual([]);

  // Open it, then the restaurant confirms it: the page follows by itself (the live status
  // stream), well before the page's own 30-second refresh would.
  await card.getByRole('link', { name: `View details of order ${orderNumber(orderId)}` }).click();
  await expect(page).toHaveURL(new RegExp(`/orders/${orderId}$`));
  const timeline = page.getByTestId('order-timeline');
  await expect(timeline.getByRole('listitem').filter({ hasText: 'by you' })).toContainText(
    'Pending',
  );
  await expect(page.getByTestId('order-estimate')).toHaveText(order.estimatedDeliveryTime);
  expect(await seriousViolations(page)).toEqual([]);

  const admin = await adminToken(page.request);
  await setOrderStatus(page.request, admin, orderId, 'confirmed');
  await expect(timeline.locator('[aria-current="step"]')).toContainText('Confirmed', {
    timeout: 5_000,
  });
  await expect(timeline.locator('[aria-current="step"]')).toContainText('by the restaurant');
  // Confirmed: the customer can no longer cancel it.
  await expect(page.getByRole('button', { name: 'Cancel Order' })).toHaveCount(0);

  // A second order, cancelled while pending.
  await addFromMenu(page, meals.slice(0, 1));
  const secondId = await placeOrderFromCart(page);
  await expect(page.getByRole('heading', { name: 'Order Placed Successfully!' })).toBeVisible();
  await page.goto(`/orders/${secondId}`);
  await page.getByRole('button', { name: 'Cancel Order' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this order?' });
  await expect(dialog).toContainText(orderNumber(secondId));
  await dialog.getByRole('button', { name: 'Yes, Cancel Order' }).click();
  await expect(page.getByText('Order cancelled')).toBeVisible();
  await expect(timeline.locator('[aria-current="step"]')).toContainText('Cancelled');
  await expect(page.getByRole('button', { name: 'Cancel Order' })).toHaveCount(0);

  // Both orders are in the history; the filter finds the cancelled one alone.
  await page.getByRole('link', { name: 'Back to Order History' }).click();
  await expect(page.getByRole('listitem', { name: orderNumber(secondId) })).toContainText(
    'Cancelled',
  );
  await expect(page.getByRole('listitem', { name: orderNumber(orderId) })).toContainText(
    'Confirmed',
  );
  await page.getByLabel('Status').selectOption('cancelled');
  await expect(page.getByRole('listitem', { name: orderNumber(orderId) })).toHaveCount(0);
  await expect(page.getByRole('listitem', { name: orderNumber(secondId) })).toBeVisible();
});
