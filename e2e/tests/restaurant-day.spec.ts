import { signInAsAdmin } from './support/admin.ts';
import { skipEventPopup } from './support/axe.ts';
import {
  firstPageMeals,
  orderNumber,
  registerCustomer,
  saveCart,
  signInAs,
} from './support/ordering.ts';
import { ownerApi, speak, streamOpened } from './support/restaurant-day.ts';
import { expect, type Page, test, waitForAppOnLoad } from './support/test.ts';

/*
 * Issue 21, a restaurant's day, end to end (docs/product-rules.md#opening-hours, #busy-pause,
 * #orders-for-later, #delivery-areas): the owner opens the shop and pauses it in the back office;
 * a customer's open page shows the pause live; checkout then offers only slots for later, and an
 * address in no area is refused; the owner resumes and accepts a pickup order with 20 minutes
 * while the customer's order page follows. The owner's screens are in English; the customer's
 * in each language. Each test puts back the hours, the pause and the settings it changed.
 */

const REASON = 'Kitchen is very busy';

/** What the customer reads, in each language (apps/web/src/i18n/locales). */
const WORDS = {
  en: {
    paused: new RegExp(`^Paused for (29|30) minutes: ${REASON}$`),
    asap: /^As soon as possible/,
    asapPaused: `We have paused new orders: ${REASON}`,
    later: 'Schedule for later',
    address: 'Address',
    city: 'City',
    zip: 'ZIP Code',
    noArea:
      'We do not deliver to this address yet. Choose pickup, or an address in one of our delivery areas.',
    place: 'Place Order',
    placed: 'Order Placed Successfully!',
    pickup: 'Pickup',
    noFee: 'No delivery fee',
    pending: 'Pending',
    confirmed: 'Confirmed',
    readyBy: /^Ready by \d{2}:\d{2}$/,
  },
  ne: {
    paused: new RegExp(`^(२९|३०) मिनेटका लागि रोकिएको: ${REASON}$`),
    asap: /^सकेसम्म चाँडो/,
    asapPaused: `हामीले नयाँ अर्डर केही समयका लागि रोकेका छौं: ${REASON}`,
    later: 'पछिका लागि समय छान्नुहोस्',
    address: 'ठेगाना',
    city: 'सहर',
    zip: 'ZIP कोड',
    noArea:
      'हामी यो ठेगानामा अहिलेसम्म डेलिभरी गर्दैनौं। पिकअप छान्नुहोस्, वा हाम्रो डेलिभरी क्षेत्रभित्रको ठेगाना लेख्नुहोस्।',
    place: 'अर्डर गर्नुहोस्',
    placed: 'अर्डर सफलतापूर्वक भयो!',
    pickup: 'पिकअप',
    noFee: 'डेलिभरी शुल्क छैन',
    pending: 'पेन्डिङ',
    confirmed: 'पक्का भयो',
    readyBy: /^[०-९]{2}:[०-९]{2} सम्म तयार हुन्छ$/,
  },
} as const;

/** Places the order on the checkout page; answers the server's response. */
async function placeOrder(page: Page, words: (typeof WORDS)[keyof typeof WORDS]) {
  const placed = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === '/api/orders' && response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: words.place }).click();
  return placed;
}

/** Picks a choice of the checkout: its radio is hidden inside the label that shows it. */
async function choose(page: Page, name: string | RegExp) {
  const radio = page.getByRole('radio', { name });
  await page.locator('label', { has: radio }).click();
  await expect(radio).toBeChecked();
}

async function fillAddress(page: Page, words: (typeof WORDS)[keyof typeof WORDS], parts: string[]) {
  const [address = '', city = '', zip = ''] = parts;
  await page.getByLabel(words.address, { exact: true }).fill(address);
  await page.getByLabel(words.city, { exact: true }).fill(city);
  await page.getByLabel(words.zip, { exact: true }).fill(zip);
}

for (const language of ['en', 'ne'] as const) {
  test(`a restaurant's day in ${language}: pause, orders for later, resume, accept, pickup, areas`, {
    tag: '@phone',
  }, async ({ page, context, browser, baseURL }) => {
    test.setTimeout(120_000);
    const words = WORDS[language];
    if (!baseURL) throw new Error('no baseURL');
    const owner = await ownerApi(page.request);
    const settingsBefore = await owner.laterSettings();
    const back = await browser.newContext({
      baseURL,
      viewport: page.viewportSize(),
      serviceWorkers: 'block',
    });
    try {
      // The owner's set-up: open all day (the restaurant's UTC+05:45 day has no gap), orders
      // for later on, with room for every run's orders in a slot.
      await owner.openAllDay();
      await owner.saveLaterSettings({ ...settingsBefore, enabled: true, capacityPerSlot: 100 });

      // The customer, in their language, is on the shop with a meal in the cart.
      const customer = await registerCustomer(page.request);
      const [meal] = await firstPageMeals(page.request, 1);
      if (!meal) throw new Error('no meal');
      await speak(context, language, baseURL);
      await skipEventPopup(page);
      await signInAs(page, customer);
      await saveCart(page, [{ meal, quantity: 1 }]);
      const statusStream = streamOpened(page, '/api/ordering/status/events');
      await page.goto('/meals');
      await statusStream;
      const status = page.getByRole('status').getByTestId('shop-status');
      await expect(status).toHaveAttribute('data-mode', 'open');

      // 1. The owner pauses for 30 minutes with a reason, in the back office.
      const office = waitForAppOnLoad(await back.newPage());
      await signInAsAdmin(office);
      await office.goto('/admin/ordering');
      await office.getByRole('button', { name: REASON }).click();
      await office.getByRole('button', { name: '30 min' }).click();
      const banner = office.getByTestId('pause-banner');
      await expect(banner).toContainText(REASON);

      // 2. The customer's open page says so without a reload.
      await expect(status).toHaveAttribute('data-mode', 'paused');
      await expect(status).toHaveText(words.paused);

      // 3. Checkout offers only slots for later.
      await page.goto('/checkout');
      await expect(page.getByRole('radio', { name: words.asap })).toBeDisabled();
      await expect(page.getByTestId('checkout-asap-blocked')).toHaveText(words.asapPaused);
      // Paused, an order can only be for later: that is the choice already.
      await expect(page.getByRole('radio', { name: words.later })).toBeChecked();
      const slot = page.getByTestId('checkout-slot');
      await expect(slot.locator('option')).not.toHaveCount(1);
      await slot.selectOption({ index: 1 });
      const slotText = (await slot.locator('option:checked').textContent()) ?? '';
      const slotStart = slotText.split('–')[0]?.trim() ?? '';
      expect(slotStart).toMatch(/^[\d०-९]{2}:[\d०-९]{2}$/);

      // 6. An address in no delivery area is refused in the customer's words; the cart stays.
      await fillAddress(page, words, ['Lakeside 4', 'Pokhara', '33700']);
      await expect(page.getByTestId('checkout-no-area')).toHaveText(words.noArea);
      const refused = await placeOrder(page, words);
      expect(refused.ok()).toBe(false);
      await expect(page.getByText(words.noArea).first()).toBeVisible();
      await expect(page.getByRole('heading', { name: words.placed })).toHaveCount(0);
      const cart = await page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '{}'));
      expect(cart.state.items).toEqual([expect.objectContaining({ id: meal.id, quantity: 1 })]);

      // The slot, to an address in an area: the confirmation says when.
      await fillAddress(page, words, ['Jhamsikhel Road 12', 'Lalitpur', '44700']);
      await expect(page.getByTestId('checkout-no-area')).toHaveCount(0);
      const later = await placeOrder(page, words);
      expect(later.status(), await later.text()).toBe(201);
      await expect(page.getByRole('heading', { name: words.placed })).toBeVisible();
      await expect(page.getByTestId('placed-scheduled')).toContainText(slotStart);

      // 4. The owner resumes in the back office.
      await banner.getByRole('button', { name: 'Resume orders' }).click();
      await expect(banner).toBeHidden();

      // 5. Another order, for pickup as soon as possible: no delivery fee.
      const second = await context.newPage();
      await skipEventPopup(second);
      await saveCart(second, [{ meal, quantity: 1 }]);
      await second.goto('/checkout');
      await choose(second, words.pickup);
      await expect(second.getByRole('radio', { name: words.asap })).toBeEnabled();
      await choose(second, words.asap);
      await expect(second.getByText(words.noFee, { exact: true })).toBeVisible();
      await expect(second.getByTestId('checkout-delivery-fee')).toHaveCount(0);
      const asap = await placeOrder(second, words);
      expect(asap.status(), await asap.text()).toBe(201);
      const { order } = await asap.json();
      expect(order).toMatchObject({ fulfilment: 'pickup', deliveryFee: 0, scheduledFor: null });

      // The customer follows the order's page; the owner accepts it with 20 minutes.
      const orderStream = streamOpened(second, '/api/orders/events');
      await second.goto(`/orders/${order.id}`);
      await orderStream;
      const step = second.getByTestId('order-timeline').locator('[aria-current="step"]');
      await expect(step).toContainText(words.pending);

      await office.goto(`/admin/orders?search=${order.id}`);
      await office.getByRole('button', { name: `View order ${orderNumber(order.id)}` }).click();
      const detail = office.getByRole('dialog', { name: `Order ${orderNumber(order.id)}` });
      await detail.getByTestId('order-decision').getByRole('button', { name: 'Accept' }).click();
      const accept = office.getByRole('dialog', { name: `Accept order ${orderNumber(order.id)}` });
      await accept.getByRole('radio', { name: '20 min' }).check();
      await accept.getByRole('button', { name: 'Accept: ready in 20 min' }).click();
      await expect(accept).toBeHidden();

      // The customer's page shows it live.
      await expect(step).toContainText(words.confirmed);
      await expect(second.getByTestId('order-ready-by')).toHaveText(words.readyBy);
    } finally {
      await owner.resume();
      await owner.openAllDay();
      await owner.saveLaterSettings(settingsBefore);
      await back.close();
    }
  });
}
