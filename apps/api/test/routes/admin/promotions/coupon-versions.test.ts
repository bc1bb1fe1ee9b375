import {
  type AdminCoupon,
  adminCouponResponseSchema,
  adminCouponSavedSchema,
  couponConflictSchema,
  RECORD_VERSION_MESSAGES,
} from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCoupon, addMeal, orderRequest, placeOrderCall } from '../../../support/orders.ts';
import { newCustomer, type SignedIn, signInAdmin } from '../../../support/sessions.ts';
import type { TestApp } from '../../../test-app.ts';
import { startPromotionsApp } from './promotions-support.ts';

/* A coupon form saved after an order used the coupon is refused (decision 036). */

let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  t = await startPromotionsApp();
  admin = await signInAdmin(t);
});
afterAll(() => t.close());

async function read(id: number): Promise<AdminCoupon> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/admin/coupons/${id}`,
    headers: admin.headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return adminCouponResponseSchema.parse(res.json()).data;
}

/** The form's fields as read, with the admin's edits. */
const formOf = (coupon: AdminCoupon, edits: Record<string, unknown> = {}) => ({
  code: coupon.code,
  description: coupon.description,
  discount_type: coupon.discount_type,
  discount_value: coupon.discount_value,
  usage_limit: coupon.usage_limit,
  is_active: coupon.is_active,
  ...edits,
});

const save = (coupon: AdminCoupon, payload: object) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/admin/coupons/${coupon.id}`,
    headers: admin.headers,
    payload,
  });

async function useCoupon(code: string) {
  const customer = await newCustomer(t);
  const meal = await addMeal(t, { price: 500 });
  const request = orderRequest([{ meal, quantity: 1 }], { coupon_code: code, discount: 50 });
  const placed = await placeOrderCall(t, customer.headers, request);
  expect(placed.statusCode, placed.body).toBe(201);
}

describe('saving a coupon read before it changed', () => {
  it('refuses a form read before an order used the coupon, with the coupon as it is now', async () => {
    const { id, code } = await addCoupon(t);
    const before = await read(id);
    await useCoupon(code);

    const res = await save(before, {
      ...formOf(before, { description: 'Ten off' }),
      version: before.version,
    });

    expect(res.statusCode, res.body).toBe(409);
    const refusal = couponConflictSchema.parse(res.json());
    expect(refusal.message).toBe(RECORD_VERSION_MESSAGES.staleCoupon);
    expect(refusal.details.coupon).toMatchObject({
      id,
      used_count: 1,
      description: before.description,
    });
    expect((await read(id)).description).toBe(before.description);
  });

  it('saves a form read at the current version, and the version goes up', async () => {
    const { id, code } = await addCoupon(t);
    await useCoupon(code);
    const current = await read(id);

    const res = await save(current, {
      ...formOf(current, { description: 'Ten off' }),
      version: current.version,
    });

    expect(res.statusCode, res.body).toBe(200);
    const saved = adminCouponSavedSchema.parse(res.json()).data;
    expect(saved).toMatchObject({ description: 'Ten off', used_count: 1 });
    expect(saved.version).toBeGreaterThan(current.version);
  });

  it('applies a save without a version, as the published call is written', async () => {
    const { id, code } = await addCoupon(t);
    const before = await read(id);
    await useCoupon(code);
    const res = await save(before, formOf(before, { description: 'Ten off' }));
    expect(res.statusCode, res.body).toBe(200);
    expect(adminCouponSavedSchema.parse(res.json()).data.description).toBe('Ten off');
  });
});
