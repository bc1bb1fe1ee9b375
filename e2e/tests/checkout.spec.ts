import { seriousViolations, skipEventPopup } from './support/axe.ts';
import {
  firstPageMeals,
  nrs,
  openCheckout,
  paisa,
  registerCustomer,
  saveCart,
  signInAs,
} from './support/ordering.ts';
import { expect, type Page, test } from './support/test.ts';

test.beforeEach(async ({ page }) => {
  await skipEventPopup(page);
});

const placeOrder = (page: Page) => page.getByRole('button', { name: 'Place Order' });
const couponBox = (page: Page) => page.getByLabel(/^Coupon code/);

test.describe('checkout', () => {
  test('needs a signed-in customer: a visitor is sent to log in and back', {
    tag: '@desktop-only',
  }, async ({ page }) => {
    await page.goto('/checkout');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fcheckout$/);
  });

  test('says when the cart is empty', { tag: '@desktop-only' }, async ({ page }) => {
    await signInAs(page, await registerCustomer(page.request));
    await page.goto('/checkout');
    await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Cart' })).toHaveAttribute('href', '/cart');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Browse Meals' }).click();
    await expect(page).toHaveURL(/\/meals$/);
  });

  test('requires every delivery field, trimmed, with the spec’s messages', {
    tag: '@desktop-only',
  }, async ({ page }) => {
    await openCheckout(page);
    for (const label of ['First Name', 'Last Name', 'Email', 'Phone Number', 'City', 'ZIP Code']) {
      await page.getByLabel(label, { exact: true }).fill('');
    }
    await page.getByLabel('Address', { exact: true }).fill('   ');
    await placeOrder(page).click();

    for (const message of [
      'First name is required',
      'Last name is required',
      'Email is required',
      'Phone number is required',
      'Address is required',
      'City is required',
      'ZIP code is required',
    ]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    await expect(page.getByText('Please fill in all required fields.')).toBeVisible();
    await expect(page.getByLabel('First Name')).toBeFocused();
    expect(await seriousViolations(page)).toEqual([]);

    // A phone the server would refuse is refused here in its words.
    await page.getByLabel('Phone Number').fill('call me');
    await placeOrder(page).click();
    await expect(page.getByText('Please enter a valid phone number')).toBeVisible();
  });

  test('keeps the typed address and notes through a reload, and links the placed order’s own page', {
    tag: '@desktop-only',
  }, async ({ page }) => {
    await openCheckout(page);
    await page.getByLabel('Address', { exact: true }).fill('Jhamsikhel Road 12');
    await page.getByLabel(/^Order Notes/).fill('Ring twice, the bell is broken');
    await page.reload();
    await expect(page.getByLabel('Address', { exact: true })).toHaveValue('Jhamsikhel Road 12');
    await expect(page.getByLabel(/^Order Notes/)).toHaveValue('Ring twice, the bell is broken');

    const placed = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/orders') && response.request().method() === 'POST',
    );
    await placeOrder(page).click();
    const { order } = (await (await placed).json()) as { order: { id: string; notes: string } };
    expect(order.notes).toBe('Ring twice, the bell is broken');
    await page.getByRole('link', { name: 'Follow This Order' }).click();
    await expect(page).toHaveURL(new RegExp(`/orders/${order.id}$`));
    // Placed, the draft is gone: the next checkout starts from the profile again.
    expect(await page.evaluate(() => sessionStorage.getItem('checkout-draft'))).toBeNull();
  });

  test('asks for a coupon code and says which codes do not apply', {
    tag: '@desktop-only',
  }, async ({ page }) => {
    const { meals } = await openCheckout(page);
    const subtotal = meals.reduce((sum, meal) => sum + paisa(meal.price), 0);

    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByText('Please enter a coupon code')).toBeVisible();

    await couponBox(page).fill('nope42');
    await expect(couponBox(page)).toHaveValue('NOPE42');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByText('Invalid coupon code')).toBeVisible();
    await expect(page.getByTestId('checkout-total')).toHaveText(nrs(subtotal));

    // Applied, then removed: the total goes back.
    await couponBox(page).fill('FIRST20');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByTestId('checkout-discount')).toBeVisible();
    await page.getByRole('button', { name: 'Remove coupon FIRST20' }).click();
    await expect(page.getByTestId('checkout-discount')).toHaveCount(0);
    await expect(page.getByTestId('checkout-total')).toHaveText(nrs(subtotal));
  });

  test('refuses an order at an old price with today’s prices, and the cart takes them', {
    tag: '@desktop-only',
  }, async ({ page }) => {
    const customer = await registerCustomer(page.request);
    const [meal] = await firstPageMeals(page.request, 1);
    if (!meal) throw new Error('no meal');
    const oldPrice = Math.max(1, meal.price - 50);
    await signInAs(page, customer);
    await saveCart(page, [{ meal, quantity: 2, price: oldPrice }]);
    await page.goto('/checkout');
    await expect(page.getByTestId('checkout-total')).toHaveText(nrs(paisa(oldPrice) * 2));

    await placeOrder(page).click();
    const notice = page.getByTestId('checkout-conflict');
    await expect(notice).toContainText("We couldn't place your order");
    await expect(notice).toContainText(
      'Prices have changed since you filled your cart. Please review your cart.',
    );
    await expect(notice).toContainText(
      `${meal.name} now costs ${nrs(paisa(meal.price))} (was ${nrs(paisa(oldPrice))})`,
    );
    await expect(page.getByTestId('checkout-total')).toHaveText(nrs(paisa(meal.price) * 2));
    await expect(placeOrder(page)).toBeEnabled();
    expect(await seriousViolations(page)).toEqual([]);
    const saved = await page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '{}'));
    expect(saved.state.items).toEqual([
      expect.objectContaining({ id: meal.id, price: meal.price, priceWas: oldPrice, quantity: 2 }),
    ]);

    // At today's price the order goes through.
    await placeOrder(page).click();
    await expect(page.getByRole('heading', { name: 'Order Placed Successfully!' })).toBeVisible();
  });

  test('works in Nepali, amounts in रु with Devanagari digits', {
    tag: '@desktop-only',
  }, async ({ page }) => {
    // Nepali loads its catalog and its font, and axe checks two screens: slower than the rest.
    test.setTimeout(60_000);
    await page.addInitScript(() => localStorage.setItem('shop-language', 'ne'));
    await openCheckoutInNepali(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('सुरक्षित चेकआउट');
    await expect(page.getByRole('heading', { name: 'डेलिभरी विवरण' })).toBeVisible();
    await expect(page.getByText('नगद भुक्तानी (डेलिभरीमा)', { exact: true })).toBeVisible();
    await expect(page.getByTestId('checkout-total')).toHaveText(/^रु [०-९,]+\.[०-९]{2}$/);

    await page.getByRole('button', { name: 'लागू गर्नुहोस्' }).click();
    await expect(page.getByText('कृपया कुपन कोड लेख्नुहोस्')).toBeVisible();
    await page.getByLabel('पहिलो नाम').fill('');
    await page.getByRole('button', { name: 'अर्डर गर्नुहोस्' }).click();
    await expect(page.getByText('पहिलो नाम आवश्यक छ')).toBeVisible();
    await expect(page.getByText('कृपया सबै आवश्यक विवरण भर्नुहोस्।')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByLabel('पहिलो नाम').fill('सीता');
    await page.getByRole('button', { name: 'अर्डर गर्नुहोस्' }).click();
    await expect(page.getByRole('heading', { name: 'अर्डर सफलतापूर्वक भयो!' })).toBeVisible();
    // The estimate as the kitchen's queue sets it, in Devanagari digits.
    await expect(page.getByText(/^[०-९]+-[०-९]+ मिनेट$/)).toBeVisible();
    await expect(page.getByText('पेन्डिङ')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('stacks the summary under the form on a phone, with nothing wider than the screen', {
    tag: '@phone-only',
  }, async ({ page }) => {
    await openCheckout(page);
    const form = await page.getByRole('region', { name: 'Delivery Details' }).boundingBox();
    const summary = await page.getByRole('region', { name: 'Order Summary' }).boundingBox();
    expect(form && summary && summary.y > form.y + form.height).toBe(true);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
    await placeOrder(page).scrollIntoViewIfNeeded();
    await expect(placeOrder(page)).toBeInViewport();
    expect(await seriousViolations(page)).toEqual([]);
  });
});

async function openCheckoutInNepali(page: Page) {
  const customer = await registerCustomer(page.request);
  const meals = await firstPageMeals(page.request, 1);
  await signInAs(page, customer);
  await saveCart(
    page,
    meals.map((meal) => ({ meal, quantity: 1 })),
  );
  await page.goto('/checkout');
}
