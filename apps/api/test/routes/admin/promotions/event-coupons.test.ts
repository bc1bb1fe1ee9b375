import { coupons, orders } from '@shop/db';
import { eq } from '@shop/db/orm';
import {
  adminEventSavedSchema,
  couponValidateResponseSchema,
  EVENT_COUPON_USAGE_LIMIT,
} from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCoupon, addMeal, orderRequest, placeOrderCall } from '../../../support/orders.ts';
import { newCustomer, type SignedIn, signInAdmin } from '../../../support/sessions.ts';
import type { TestApp } from '../../../test-app.ts';
import {
  auditActions,
  couponRow,
  daysFromNow,
  eventFields,
  eventForm,
  freshCode,
  startPromotionsApp,
} from './promotions-support.ts';

/*
 * docs/product-rules.md#coupons: an event saved with a coupon code creates or updates the matching
 * coupon, and the code then works at checkout within the event's dates.
 */

let t: TestApp;
let admin: SignedIn;
let customer: SignedIn;
beforeAll(async () => {
  t = await startPromotionsApp();
  admin = await signInAdmin(t);
  customer = await newCustomer(t);
});
afterAll(() => t.close());

const URL = '/api/admin/events';

async function saveEvent(method: 'POST' | 'PUT', url: string, fields: Record<string, string>) {
  return t.app.inject(await eventForm(method, url, eventFields(fields), [], admin.headers));
}

async function createEvent(fields: Record<string, string>) {
  const res = await saveEvent('POST', URL, fields);
  expect(res.statusCode, res.body).toBe(201);
  return adminEventSavedSchema.parse(res.json()).data;
}

async function validate(code: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/coupons/validate',
    headers: customer.headers,
    payload: { code, order_amount: 1000 },
  });
  expect(res.statusCode).toBe(200);
  return couponValidateResponseSchema.parse(res.json());
}

describe('an event with a coupon code', () => {
  it('creates the coupon, which checkout accepts for a signed-in customer within the dates', async () => {
    const code = freshCode();
    const start = daysFromNow(-1);
    const end = daysFromNow(5);
    const event = await createEvent({
      coupon_code: code.toLowerCase(),
      discount_percentage: '15',
      start_date: start,
      end_date: end,
    });
    expect(event.coupon_code).toBe(code);
    expect(await couponRow(t, code)).toMatchObject({
      discountType: 'percentage',
      percentOff: 15,
      startsAt: new Date(start),
      endsAt: new Date(end),
      isActive: true,
      usageLimit: EVENT_COUPON_USAGE_LIMIT,
      usedCount: 0,
    });
    const check = await validate(code);
    expect(check).toMatchObject({ valid: true, discount_amount: 150 });
    const coupon = await couponRow(t, code);
    expect(await auditActions(t, 'coupon', coupon?.id ?? 0)).toEqual(['coupon.created']);
  });

  it('makes a code that checkout refuses before the start and after the end', async () => {
    const upcoming = freshCode();
    await createEvent({
      coupon_code: upcoming,
      discount_percentage: '20',
      start_date: daysFromNow(2),
      end_date: daysFromNow(9),
    });
    expect(await validate(upcoming)).toMatchObject({
      valid: false,
      reason: 'not_started',
      error: 'This coupon is not valid yet',
    });
    const past = freshCode();
    await createEvent({
      coupon_code: past,
      discount_percentage: '20',
      start_date: daysFromNow(-9),
      end_date: daysFromNow(-2),
    });
    expect(await validate(past)).toMatchObject({
      valid: false,
      reason: 'expired',
      error: 'This coupon has expired',
    });
  });

  it('keeps the coupon in step when the event changes: percentage, dates and switching off', async () => {
    const code = freshCode();
    const event = await createEvent({ coupon_code: code, discount_percentage: '10' });
    const end = daysFromNow(30);
    const res = await saveEvent('PUT', `${URL}/${event.id}`, {
      coupon_code: code,
      discount_percentage: '25',
      end_date: end,
      is_active: '0',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await couponRow(t, code)).toMatchObject({
      percentOff: 25,
      endsAt: new Date(end),
      isActive: false,
    });
    expect(await validate(code)).toMatchObject({ valid: false, reason: 'inactive' });
  });

  it('updates an existing coupon of that code rather than creating another, keeping its uses', async () => {
    const existing = await addCoupon(t, {
      discountType: 'fixed',
      amountOffPaisa: 5000,
      usageLimit: 40,
      usedCount: 3,
    });
    await createEvent({ coupon_code: existing.code, discount_percentage: '30' });
    expect(await couponRow(t, existing.code)).toMatchObject({
      id: existing.id,
      discountType: 'percentage',
      percentOff: 30,
      amountOffPaisa: null,
      usageLimit: 40,
      usedCount: 3,
    });
    expect(await auditActions(t, 'coupon', existing.id)).toEqual(['coupon.updated']);
  });

  it('deactivates the old coupon when the code is changed or removed, and never deletes it', async () => {
    const first = freshCode();
    const second = freshCode();
    const event = await createEvent({ coupon_code: first, discount_percentage: '10' });
    await saveEvent('PUT', `${URL}/${event.id}`, {
      coupon_code: second,
      discount_percentage: '10',
    });
    expect((await couponRow(t, first))?.isActive).toBe(false);
    expect((await couponRow(t, second))?.isActive).toBe(true);
    const removed = await saveEvent('PUT', `${URL}/${event.id}`, { coupon_code: '' });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().data.coupon_code).toBeNull();
    expect((await couponRow(t, second))?.isActive).toBe(false);
    expect(await couponRow(t, first)).toBeDefined();
  });

  it('deactivates the coupon when the event is deleted; an order that used it keeps it', async () => {
    const code = freshCode();
    const event = await createEvent({ coupon_code: code, discount_percentage: '10' });
    const coupon = await couponRow(t, code);
    const meal = await addMeal(t, { price: 500 });
    const buyer = await newCustomer(t);
    const placed = await placeOrderCall(
      t,
      buyer.headers,
      orderRequest([{ meal, quantity: 2 }], { coupon_code: code, discount: 100 }),
    );
    expect(placed.statusCode, placed.body).toBe(201);
    const res = await t.app.inject({
      method: 'DELETE',
      url: `${URL}/${event.id}`,
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(await couponRow(t, code)).toMatchObject({
      id: coupon?.id,
      isActive: false,
      usedCount: 1,
    });
    expect(await auditActions(t, 'coupon', coupon?.id ?? 0)).toEqual([
      'coupon.created',
      'coupon.deactivated',
    ]);
    const usedBy = await t.db
      .select({ code: orders.couponCode })
      .from(orders)
      .where(eq(orders.couponId, coupon?.id ?? 0));
    expect(usedBy).toEqual([{ code }]);
  });

  it('refuses a code another event already uses, and the promo banner codes, writing nothing', async () => {
    const code = freshCode();
    await createEvent({ coupon_code: code, discount_percentage: '10' });
    const couponsBefore = await t.db.$count(coupons);
    const taken = await saveEvent('POST', URL, { coupon_code: code, discount_percentage: '50' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(
      `The coupon code ${code} is already used by the event "Dashain Dumpling Days"`,
    );
    expect((await couponRow(t, code))?.percentOff).toBe(10);
    const banner = await saveEvent('POST', URL, {
      coupon_code: 'FIRST20',
      discount_percentage: '5',
    });
    expect(banner.statusCode).toBe(409);
    expect(banner.json().message).toBe(
      'FIRST20 is a promo banner code and cannot be tied to an event',
    );
    expect(await t.db.$count(coupons)).toBe(couponsBefore);
    expect((await couponRow(t, 'FIRST20'))?.percentOff).toBe(20);
  });
});
