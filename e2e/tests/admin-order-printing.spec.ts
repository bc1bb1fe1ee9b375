import { randomUUID } from 'node:crypto';
import { signInAsAdmin } from './support/admin.ts';
import { seriousViolations } from './support/axe.ts';
import {
  firstPageMeals,
  nrs,
  orderNumber,
  paisa,
  registerCustomer,
  type ShopCustomer,
} from './support/ordering.ts';
import { keepPrintedPages, MM80_IN_POINTS, printToPdf } from './support/printing.ts';
import { type APIRequestContext, expect, test } from './support/test.ts';

/*
 * Printed tickets and receipts (docs/product-rules.md#printed-tickets-and-receipts): from an
 * order's details the back office prints the kitchen ticket and the customer receipt the server
 * writes; each, printed to PDF by Chromium, is a page 80 mm wide with what it must say. And the
 * Restaurant details section, whose PAN/VAT number heads the receipt.
 */

const NOTE = '<script>alert(1)</script> Ring twice';

async function placeOrder(request: APIRequestContext, customer: ShopCustomer) {
  const [meal] = await firstPageMeals(request, 1);
  if (!meal) throw new Error('no meal');
  const response = await request.post('/api/orders', {
    headers: { Authorization: `Bearer ${customer.token}` },
    data: {
      items: [{ id: meal.id, name: meal.name, quantity: 2, price: meal.price }],
      total_amount: meal.price * 2,
      discount_amount: 0,
      delivery_address: 'Jhamsikhel Road 12, Lalitpur, 44700',
      coupon_code: null,
      phone: '9801234567',
      payment_method: 'cash',
      notes: NOTE,
      idempotency_key: randomUUID(),
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return { id: (await response.json()).order.id as string, meal };
}

test.describe('printed tickets and receipts @desktop-only', () => {
  test('prints an order’s kitchen ticket and receipt from its details, 80 mm wide', async ({
    page,
    browser,
  }) => {
    test.setTimeout(60_000);
    const customer = await registerCustomer(page.request, 'Sita');
    const { id, meal } = await placeOrder(page.request, customer);
    const { token } = await signInAsAdmin(page);
    const saved = await page.request.put('/api/admin/restaurant-details', {
      headers: { Authorization: `Bearer ${token}` },
      data: {
        name: 'Burger House',
        addressLines: ['Thamel Marg, Thamel', 'Kathmandu 44600, Nepal'],
        phone: '+977 1-4701234',
        panNumber: '601234567',
      },
    });
    expect(saved.status(), await saved.text()).toBe(200);

    await page.goto(`/admin/orders?search=${id}`);
    await page.getByRole('button', { name: `View order ${orderNumber(id)}` }).click();
    const details = page.getByRole('dialog', { name: `Order ${orderNumber(id)}` });
    await expect(details.getByTestId('admin-order-timeline')).toBeVisible();
    const printedPages = await keepPrintedPages(page);
    const printRequests: string[] = [];
    page.on('request', (request) => {
      if (/\/(ticket|receipt)$/.test(request.url())) printRequests.push(request.url());
    });

    await details.getByRole('button', { name: 'Print ticket' }).click();
    await expect.poll(async () => (await printedPages()).length).toBe(1);
    await details.getByRole('button', { name: 'Print receipt' }).click();
    await expect.poll(async () => (await printedPages()).length).toBe(2);
    await expect(details.getByRole('button', { name: 'Print receipt' })).toBeEnabled();
    // The staff token went in a header, never in an address.
    expect(printRequests.every((url) => !url.includes(token) && !url.includes('?'))).toBe(true);

    const [ticketHtml = '', receiptHtml = ''] = await printedPages();
    expect(ticketHtml).not.toContain('<script>');
    const ticket = await printToPdf(browser, ticketHtml);
    expect(ticket.width).toBeCloseTo(MM80_IN_POINTS, 0);
    for (const words of [orderNumber(id), 'ASAP', 'DELIVERY', `2 × ${meal.name}`, NOTE]) {
      expect(ticket.text).toContain(words);
    }
    expect(ticket.text).not.toContain('NRS');

    const receipt = await printToPdf(browser, receiptHtml);
    expect(receipt.width).toBeCloseTo(MM80_IN_POINTS, 0);
    for (const words of [
      'Burger House',
      'Thamel Marg, Thamel',
      'PAN/VAT No. 601234567',
      orderNumber(id),
      meal.name,
      nrs(paisa(meal.price) * 2),
      'TOTAL',
      'Cash on delivery',
      'Sita',
    ]) {
      expect(receipt.text).toContain(words);
    }
  });
});

test.describe('the Restaurant details section', () => {
  test('saves the receipt’s PAN/VAT number and refuses a wrong one @phone', async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto('/admin/restaurant');
    await expect(page.getByRole('heading', { level: 1, name: 'Restaurant Details' })).toBeVisible();
    const pan = page.getByLabel('PAN/VAT No.');
    await expect(page.getByLabel('Restaurant name')).not.toHaveValue('');
    await pan.fill('12345');
    await page.getByRole('button', { name: 'Save details' }).click();
    await expect(page.getByText('PAN/VAT No. must be 9 digits, or left empty')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await pan.fill('609876543');
    await page.getByRole('button', { name: 'Save details' }).click();
    await expect(page.getByText('Restaurant details saved').first()).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('PAN/VAT No.')).toHaveValue('609876543');
  });
});
