import { randomUUID } from 'node:crypto';
import { type AdminSession, signInAsAdmin } from './support/admin.ts';
import { skipEventPopup } from './support/axe.ts';
import { addOptionGroup, offerGroups, takeGroupsOff } from './support/meal-options.ts';
import {
  type MenuMeal,
  nrs,
  orderNumber,
  paisa,
  registerCustomer,
  signInAs,
} from './support/ordering.ts';
import { keepPrintedPages, MM80_IN_POINTS, printToPdf } from './support/printing.ts';
import {
  type APIRequestContext,
  expect,
  type Locator,
  type Page,
  test,
  waitForAppOnLoad,
} from './support/test.ts';
import { countTones } from './support/tones.ts';

/*
 * Issue 22 "Made your way", done when: the owner adds "Spice level" and "Extras" to a burger; a
 * customer on a phone orders it Hot with Cheese for NRS 60 more; the kitchen display shows the
 * ticket with its choices within 2 s, with a sound; the kitchen moves it to preparing and ready
 * and the customer sees it live; the ticket prints at 80 mm; a kitchen account cannot open
 * customers or settings (docs/product-rules.md#meal-options, #kitchen-display,
 * #staff-and-roles, #printed-tickets-and-receipts).
 */

const STAFF_PASSWORD = 'Momo@2082';
const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Admin sections' });

/** A burger in stock, from the menu's last page so the specs reading its first page keep theirs. */
async function burgerInStock(request: APIRequestContext): Promise<MenuMeal> {
  const meals: MenuMeal[] = (await (await request.get('/api/meals?limit=100')).json()).data;
  const burger = meals
    .filter((meal) => meal.categoryName === 'Burgers' && meal.available && meal.quantity >= 5)
    .at(-1);
  if (!burger) throw new Error('no burger in stock');
  return burger;
}

/** A kitchen account the owner adds through the API (admin-staff.spec.ts adds one on screen). */
async function addKitchenAccount(request: APIRequestContext, owner: AdminSession) {
  const email = `cook-${randomUUID().slice(0, 8)}@burgerhouse.com.np`;
  const response = await request.post('/api/admin/staff', {
    headers: { Authorization: `Bearer ${owner.token}` },
    data: { name: 'Ram Thapa', email, role: 'kitchen', password: STAFF_PASSWORD },
  });
  expect(response.status(), await response.text()).toBe(201);
  return { email, password: STAFF_PASSWORD };
}

/** Taps a choice in the meal's details, as a finger does: on its words, not its hidden input. */
async function choose(details: Locator, groupName: string, choiceName: string) {
  const group = details.getByRole('group', { name: groupName });
  await group.getByText(choiceName, { exact: true }).tap();
  await expect(group.getByLabel(new RegExp(`^${choiceName}`))).toBeChecked();
}

/** The shop's live status stream of the customer's orders, once its answer has come. */
const streamOpened = (page: Page) =>
  page.waitForResponse(
    (response) => response.url().endsWith('/api/orders/events') && response.status() === 200,
  );

/**
 * The customer's order page, its live status stream open, marked to tell a reload. Call it once
 * the previous page's stream is open: that page's stream answering late would pass for this
 * page's (and this page reads its starting point only after loading the order).
 */
async function followOrder(page: Page, orderId: string) {
  const streamOpen = streamOpened(page);
  await page.goto(`/orders/${orderId}`);
  await expect(page.getByTestId('order-timeline')).toBeVisible();
  await streamOpen;
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  return {
    step: page.getByTestId('order-timeline').locator('[aria-current="step"]'),
    notReloaded: () => page.evaluate(() => 'sameDocument' in window),
  };
}

test('made your way: Hot with Cheese from a phone reaches the kitchen, moves on live and prints at 80 mm', async ({
  page: owner,
  browser,
}) => {
  // Three people in three browsers (the owner's screens, a phone's checkout, the kitchen's
  // wall and its printout): well over the 30 s default on a busy machine.
  test.setTimeout(60_000);
  const suffix = randomUUID().slice(0, 6);
  const spiceName = `Spice level ${suffix}`;
  const extrasName = `Extras ${suffix}`;
  const session = await signInAsAdmin(owner);
  const burger = await burgerInStock(owner.request);
  const phone = await browser.newContext({
    viewport: { width: 360, height: 780 },
    isMobile: true,
    hasTouch: true,
  });
  const wall = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    // The owner adds the two groups and gives the burger both.
    await addOptionGroup(owner, {
      name: spiceName,
      min: 1,
      max: 1,
      required: true,
      choices: [{ name: 'Mild' }, { name: 'Medium' }, { name: 'Hot' }],
    });
    await expect(owner.getByRole('article', { name: spiceName })).toContainText('Choose exactly 1');
    await addOptionGroup(owner, {
      name: extrasName,
      min: 0,
      max: 3,
      required: false,
      choices: [
        { name: 'Cheese', price: 60 },
        { name: 'Bacon', price: 120 },
      ],
    });
    await expect(owner.getByRole('article', { name: extrasName })).toContainText('+NRS 60.00');
    await offerGroups(owner, burger.name, [spiceName, extrasName]);
    const cook = await addKitchenAccount(owner.request, session);

    // The kitchen's wall is up, sound on.
    const kitchen = waitForAppOnLoad(await wall.newPage());
    const tones = await countTones(kitchen);
    const cookSession = await signInAsAdmin(kitchen, cook);
    await kitchen.goto('/kitchen');
    await expect(kitchen.getByRole('status').filter({ hasText: 'Live' })).toBeVisible();
    await kitchen.getByRole('button', { name: 'Tap to turn on sound' }).click();
    await expect(kitchen.getByRole('button', { name: 'Sound on' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    // A customer on a phone chooses Hot with Cheese: NRS 60 more.
    const customer = await registerCustomer(phone.request, 'Kiran');
    const shop = waitForAppOnLoad(await phone.newPage());
    await skipEventPopup(shop);
    await signInAs(shop, customer);
    await shop.goto(`/meals?search=${encodeURIComponent(burger.name)}`);
    await shop
      .getByRole('button', { name: `Choose options: ${burger.name}` })
      .first()
      .click();
    const details = shop.getByRole('dialog', { name: burger.name });
    const total = details.getByTestId('meal-detail-total');
    await expect(total).toHaveText(nrs(paisa(burger.price)));
    await choose(details, spiceName, 'Hot');
    await choose(details, extrasName, 'Cheese');
    const unitPrice = paisa(burger.price) + paisa(60);
    await expect(total).toHaveText(nrs(unitPrice));
    await details.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(details).toBeHidden();

    await shop.goto('/cart');
    await expect(shop.getByTestId('line-choices')).toHaveText('Hot · Cheese (+NRS 60.00)');
    await shop
      .getByRole('region', { name: 'Order Summary' })
      .getByRole('link', { name: 'Checkout' })
      .click();
    await expect(shop).toHaveURL(/\/checkout$/);
    await expect(shop.getByTestId('line-choices')).toHaveText('Hot · Cheese (+NRS 60.00)');
    // A customer with an open order follows it live: the checkout's page opens the stream.
    const checkoutStream = streamOpened(shop);
    const placing = shop.waitForResponse(
      (response) =>
        response.url().endsWith('/api/orders') && response.request().method() === 'POST',
    );
    await shop.getByRole('button', { name: 'Place Order' }).click();
    const placed = await placing;
    expect(placed.status(), await placed.text()).toBe(201);
    const { order } = await placed.json();
    expect(order.items).toHaveLength(1);
    expect(paisa(order.items[0].price)).toBe(unitPrice);
    expect(order.items[0].options.map((choice: { name: string }) => choice.name)).toEqual([
      'Hot',
      'Cheese',
    ]);
    expect(paisa(order.subtotalAmount)).toBe(unitPrice);
    expect(paisa(order.totalAmount)).toBe(
      unitPrice - paisa(order.discountAmount) + paisa(order.deliveryFee),
    );
    await expect(shop.getByTestId('placed-order-id')).toHaveText(orderNumber(order.id));
    await checkoutStream;
    const status = await followOrder(shop, order.id);
    await expect(status.step).toContainText('Pending');

    // The owner accepts it: the kitchen has the ticket within 2 s, chiming.
    const number = orderNumber(order.id);
    const ticket = kitchen.locator(`[data-ticket="${number}"]`);
    const chimes = Number(await kitchen.locator('[data-chimes]').getAttribute('data-chimes'));
    const tonesBefore = await tones();
    const accepted = await owner.request.patch(`/api/admin/orders/${order.id}/accept`, {
      headers: { Authorization: `Bearer ${session.token}` },
      data: { minutes: 20 },
    });
    expect(accepted.status(), await accepted.text()).toBe(200);
    await expect(ticket).toBeVisible({ timeout: 2_000 });
    await expect(ticket).toContainText(`${spiceName}: Hot`);
    await expect(ticket).toContainText(`${extrasName}: Cheese`);
    await expect(kitchen.locator('[data-chimes]')).toHaveAttribute(
      'data-chimes',
      String(chimes + 1),
    );
    expect(await tones()).toBeGreaterThan(tonesBefore);
    await expect(status.step).toContainText('Confirmed');

    // The kitchen prints the ticket: a page 80 mm wide with the order and its choices.
    const printed = await keepPrintedPages(kitchen);
    await ticket.getByRole('button', { name: `Print ticket ${number}` }).click();
    await expect.poll(async () => (await printed()).length).toBe(1);
    const [ticketHtml = ''] = await printed();
    const paper = await printToPdf(browser, ticketHtml);
    expect(paper.width).toBeCloseTo(MM80_IN_POINTS, 0);
    for (const words of [number, burger.name, `${spiceName}: Hot`, `${extrasName}: Cheese`]) {
      expect(paper.text).toContain(words);
    }

    // The kitchen moves it on; the customer's page follows without a reload.
    await ticket.getByRole('button', { name: 'Start preparing' }).click();
    await expect(kitchen.locator('[data-column="preparing"]').locator(ticket)).toBeVisible();
    await expect(status.step).toContainText('Preparing', { timeout: 5_000 });
    await ticket.getByRole('button', { name: 'Ready', exact: true }).click();
    await expect(kitchen.locator('[data-column="ready"]').locator(ticket)).toBeVisible();
    await expect(status.step).toContainText('Ready', { timeout: 5_000 });
    expect(await status.notReloaded()).toBe(true);

    // The kitchen account: the server refuses customers and settings, the screens offer neither.
    for (const path of [
      '/api/admin/customers',
      '/api/admin/ordering/settings',
      '/api/admin/ordering/hours',
      '/api/admin/restaurant-details',
    ]) {
      const refused = await kitchen.request.get(path, {
        headers: { Authorization: `Bearer ${cookSession.token}` },
      });
      expect(refused.status(), path).toBe(403);
    }
    await kitchen.goto('/admin');
    await expect(sidebar(kitchen).getByRole('link', { name: 'Kitchen display' })).toBeVisible();
    for (const section of ['Customers', 'Ordering', 'Delivery areas', 'Restaurant details']) {
      await expect(sidebar(kitchen).getByRole('link', { name: section })).toHaveCount(0);
    }
    await expect(sidebar(kitchen).getByRole('link', { name: 'Staff', exact: true })).toHaveCount(0);
    await kitchen.goto('/admin/customers');
    await expect(kitchen.getByRole('heading', { name: 'Not for your role' })).toBeVisible();
  } finally {
    await takeGroupsOff(owner.request, session.token, burger.id, suffix);
    await phone.close();
    await wall.close();
  }
});
