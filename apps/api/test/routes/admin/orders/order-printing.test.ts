import { orderLines, orders, restaurantDetails } from '@shop/db';
import { orderNumber } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedIn, signInAdmin } from '../../../support/sessions.ts';
import { newStaffMember } from '../../../support/staff.ts';
import { startTestApp, type TestApp } from '../../../test-app.ts';

/*
 * The printed kitchen ticket and customer receipt (docs/product-rules.md#printed-tickets-and-receipts):
 * complete HTML pages for 80 mm paper with what each must say, every value escaped.
 */

let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  t = await startTestApp();
  admin = await signInAdmin(t);
});
afterAll(() => t.close());

const HOSTILE_NOTE = '<script>alert("x")</script> & ring twice';

/** An order written as checkout writes one: a line with choices, a coupon and a delivery fee. */
async function addOrder(fields: Partial<typeof orders.$inferInsert> = {}) {
  const [order] = await t.db
    .insert(orders)
    .values({
      customerName: 'Sita Sharma',
      customerEmail: 'sita@example.com',
      phone: '9801234567',
      deliveryAddress: 'Jhamsikhel, Lalitpur',
      notes: HOSTILE_NOTE,
      couponCode: 'DASHAIN10',
      subtotalPaisa: 1_140_00,
      discountPaisa: 114_00,
      deliveryFeePaisa: 80_00,
      totalPaisa: 1_106_00,
      deliveryAreaName: 'Lalitpur',
      createdAt: new Date('2026-03-01T08:20:00Z'),
      ...fields,
    })
    .returning({ id: orders.id });
  if (!order) throw new Error('the order was not written');
  await t.db.insert(orderLines).values([
    {
      orderId: order.id,
      mealName: 'Smash Burger',
      unitPricePaisa: 510_00,
      quantity: 2,
      choices: [
        { id: null, group: 'Spice level', name: 'Hot', pricePaisa: 0 },
        { id: null, group: 'Extras', name: 'Cheese', pricePaisa: 60_00 },
      ],
    },
    { orderId: order.id, mealName: 'Fries & <Dip>', unitPricePaisa: 120_00, quantity: 1 },
  ]);
  return order.id;
}

const page = (
  id: string,
  kind: 'ticket' | 'receipt',
  headers: Record<string, string> = admin.headers,
) => t.app.inject({ url: `/api/admin/orders/${id}/${kind}`, headers });

/** The page's text without its markup, as a reader of the paper sees it. */
const textOf = (html: string) =>
  html
    .replace(/<style>[\s\S]*?<\/style>/, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');

describe('the kitchen ticket', () => {
  it('is an 80 mm HTML page with the number, times, lines, choices and note, and no prices', async () => {
    const id = await addOrder({ scheduledFor: new Date('2026-03-01T12:15:00Z') });
    const res = await page(id, 'ticket');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toMatch(/^<!doctype html>/);
    expect(res.body).toContain('@page { size: 80mm 297mm;');
    expect(res.body).toMatch(/class="center number"[^>]*>#[0-9A-F]{8}</);
    const text = textOf(res.body);
    expect(text).toContain(orderNumber(id));
    // Placed 08:20 UTC is 14:05 in Kathmandu; the slot 12:15 UTC is 18:00.
    expect(text).toContain('Placed 1 Mar 2026 14:05');
    expect(text).toContain('LATER: 1 Mar 2026 18:00');
    expect(text).toContain('DELIVERY · Lalitpur');
    expect(text).toContain('CASH TO COLLECT');
    expect(text).toContain('2 × Smash Burger Spice level: Hot Extras: Cheese');
    expect(text).toContain('1 × Fries &amp; &lt;Dip&gt;');
    expect(text).toContain('3 items');
    expect(text).not.toMatch(/NRS|\d+\.\d{2}/);
  });

  it('says ASAP and pickup for an order wanted now at the counter', async () => {
    const id = await addOrder({
      fulfilment: 'pickup',
      deliveryAreaName: null,
      deliveryFeePaisa: 0,
      totalPaisa: 1_026_00,
    });
    const text = textOf((await page(id, 'ticket')).body);
    expect(text).toContain(' ASAP ');
    expect(text).toContain(' PICKUP ');
  });

  it('writes a hostile note as text, never as markup', async () => {
    const id = await addOrder();
    const { body } = await page(id, 'ticket');
    expect(body).not.toContain('<script>');
    expect(body).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; ring twice');
  });
});

describe('the customer receipt', () => {
  it('has the restaurant’s details, the lines with choices and prices, discount, fee, total and payment', async () => {
    await t.db
      .insert(restaurantDetails)
      .values({
        name: 'Burger House',
        addressLines: ['Thamel Marg, Thamel', 'Kathmandu 44600'],
        phone: '+977 1-4701234',
        panNumber: '601234567',
      })
      .onConflictDoUpdate({ target: restaurantDetails.id, set: { panNumber: '601234567' } });
    const id = await addOrder();
    const res = await page(id, 'receipt');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    const text = textOf(res.body);
    for (const words of [
      'Burger House Thamel Marg, Thamel Kathmandu 44600 Phone +977 1-4701234',
      'PAN/VAT No. 601234567',
      `Order ${orderNumber(id)}`,
      'Date 1 Mar 2026 14:05',
      'Customer Sita Sharma',
      '2 × Smash Burger NRS 1,020.00',
      '@ NRS 510.00 Spice level: Hot Extras: Cheese +NRS 60.00',
      'Subtotal NRS 1,140.00',
      'Discount (DASHAIN10) −NRS 114.00',
      'Delivery fee NRS 80.00',
      'TOTAL NRS 1,106.00',
      'Payment Cash on delivery',
    ]) {
      expect(text).toContain(words);
    }
    expect(res.body).not.toContain('<script>');
  });

  it('leaves the PAN line out until the owner sets one', async () => {
    await t.db.update(restaurantDetails).set({ panNumber: '' });
    const id = await addOrder();
    expect(textOf((await page(id, 'receipt')).body)).not.toContain('PAN/VAT');
  });
});

describe('a printed page', () => {
  it('answers 404 in the error shape for an unknown or malformed order', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-order']) {
      for (const kind of ['ticket', 'receipt'] as const) {
        const res = await page(id, kind);
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ error: 'NOT_FOUND', message: 'Order not found' });
      }
    }
  });

  it('needs a staff session', async () => {
    const id = await addOrder();
    expect((await page(id, 'ticket', {})).statusCode).toBe(401);
    expect((await page(id, 'receipt', {})).statusCode).toBe(401);
  });

  it('is printed by the kitchen as a ticket, and as a receipt by the counter and the managers', async () => {
    const id = await addOrder();
    const kitchen = await newStaffMember(t, 'kitchen');
    const counter = await newStaffMember(t, 'counter');
    expect((await page(id, 'ticket', kitchen.headers)).statusCode).toBe(200);
    expect((await page(id, 'receipt', kitchen.headers)).statusCode).toBe(403);
    expect((await page(id, 'receipt', counter.headers)).statusCode).toBe(200);
  });
});
