import { categories, coupons } from '@shop/db';
import { eq } from '@shop/db/orm';
import {
  adminCouponListResponseSchema,
  adminCouponResponseSchema,
  adminCouponSavedSchema,
  COUPON_FORM_MESSAGES,
} from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCoupon, addMeal, orderRequest, placeOrderCall } from '../../../support/orders.ts';
import { newCustomer, type SignedIn, signInAdmin } from '../../../support/sessions.ts';
import type { TestApp } from '../../../test-app.ts';
import {
  auditActions,
  couponRow,
  freshCode,
  lastAudit,
  startPromotionsApp,
} from './promotions-support.ts';

let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  t = await startPromotionsApp();
  admin = await signInAdmin(t);
});
afterAll(() => t.close());

const URL = '/api/admin/coupons';

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: admin.headers, ...(payload ? { payload } : {}) });

function couponForm(fields: Record<string, unknown> = {}) {
  return {
    code: freshCode('CP'),
    discount_type: 'percentage',
    discount_value: 10,
    usage_limit: 100,
    is_active: true,
    ...fields,
  };
}

async function createCoupon(fields: Record<string, unknown> = {}) {
  const res = await call('POST', URL, couponForm(fields));
  expect(res.statusCode, res.body).toBe(201);
  return adminCouponSavedSchema.parse(res.json()).data;
}

async function listed(query: string) {
  const res = await call('GET', `${URL}?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return adminCouponListResponseSchema.parse(res.json());
}

describe('POST /api/admin/coupons', () => {
  it('creates a coupon with the form fields, upper-casing the code, and logs it', async () => {
    const code = freshCode('NEW');
    const res = await call('POST', URL, couponForm({ code: ` ${code.toLowerCase()} ` }));
    expect(res.statusCode, res.body).toBe(201);
    const saved = adminCouponSavedSchema.parse(res.json());
    expect(saved.message).toBe('Coupon created successfully');
    expect(saved.data).toMatchObject({
      code,
      discount_type: 'percentage',
      discount_value: 10,
      usage_limit: 100,
      used_count: 0,
      is_active: true,
      status: 'active',
      min_order_amount: 0,
      first_order_only: false,
      valid_weekdays: null,
      starts_at: null,
      ends_at: null,
      categories: [],
      event: null,
    });
    const audit = await lastAudit(t, 'coupon', saved.data.id);
    expect(audit).toMatchObject({ action: 'coupon.created', adminId: admin.id });
  });

  it('keeps a fixed amount in paisa and takes the optional conditions a coupon may carry', async () => {
    const [burgers] = await t.db.select().from(categories).where(eq(categories.name, 'Burgers'));
    const coupon = await createCoupon({
      discount_type: 'fixed',
      discount_value: 150.5,
      min_order_amount: '999.99',
      first_order_only: true,
      valid_weekdays: [7, 6, 6],
      starts_at: '2030-01-01',
      ends_at: '2030-02-01T12:00:00Z',
      category_ids: [burgers?.id ?? 0],
      description: 'Weekend burgers',
    });
    expect(coupon).toMatchObject({
      discount_type: 'fixed',
      discount_value: 150.5,
      min_order_amount: 999.99,
      first_order_only: true,
      valid_weekdays: [6, 7],
      starts_at: '2029-12-31T18:15:00.000Z',
      ends_at: '2030-02-01T12:00:00.000Z',
      description: 'Weekend burgers',
    });
    expect(coupon.categories).toEqual([{ id: burgers?.id, name: 'Burgers' }]);
    expect((await couponRow(t, coupon.code))?.amountOffPaisa).toBe(15050);
  });

  it('refuses a code that exists already with 409', async () => {
    const res = await call('POST', URL, couponForm({ code: 'first20' }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      error: 'CONFLICT',
      message: 'A coupon with the code FIRST20 already exists',
    });
  });

  it.each([
    [{ code: '' }, 'Coupon code is required'],
    [{ code: undefined }, 'Coupon code is required'],
    [{ code: 'AB' }, 'Coupon code must be at least 3 characters'],
    [{ code: 'SAVE 10' }, 'Coupon code must contain only uppercase letters and numbers'],
    [{ code: 'SAVE-10' }, 'Coupon code must contain only uppercase letters and numbers'],
    [{ discount_type: undefined }, 'Discount type is required'],
    [{ discount_type: 'gift' }, 'Discount type is required'],
    [{ discount_value: '' }, 'Discount percentage is required'],
    [{ discount_value: null }, 'Discount percentage is required'],
    [{ discount_value: 0 }, 'Discount percentage must be between 1 and 100'],
    [{ discount_value: 101 }, 'Discount percentage must be between 1 and 100'],
    [{ discount_type: 'fixed', discount_value: '' }, 'Discount amount is required'],
    [{ discount_type: 'fixed', discount_value: 0.5 }, 'Discount amount must be at least 1'],
    [{ discount_type: 'fixed', discount_value: 'ten' }, 'Discount amount must be at least 1'],
    [{ usage_limit: '' }, 'Usage limit is required'],
    [{ usage_limit: undefined }, 'Usage limit is required'],
    [{ usage_limit: 0 }, 'Usage limit must be at least 1'],
    [{ usage_limit: 2.5 }, 'Usage limit must be a whole number'],
    [{ min_order_amount: -1 }, COUPON_FORM_MESSAGES.minOrderInvalid],
    [{ valid_weekdays: [0] }, COUPON_FORM_MESSAGES.weekdaysInvalid],
    [{ starts_at: '2030-02-01', ends_at: '2030-01-01' }, 'End date must be after start date'],
    [{ category_ids: [999999] }, 'Category 999999 does not exist'],
  ])('refuses %j with the form message', async (fields, message) => {
    const before = await t.db.$count(coupons);
    const res = await call('POST', URL, couponForm(fields));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'VALIDATION_FAILED', message });
    expect(await t.db.$count(coupons)).toBe(before);
  });
});

describe('GET /api/admin/coupons', () => {
  it('pages 10 at a time by default, newest first, with the stat cards over every coupon', async () => {
    const body = await listed('');
    const total = await t.db.$count(coupons);
    expect(body.data).toHaveLength(10);
    expect(body.pagination).toEqual({ page: 1, limit: 10, total, pages: Math.ceil(total / 10) });
    const { stats } = body;
    expect(stats.total).toBe(total);
    expect(stats.active + stats.inactive + stats.exhausted).toBe(total);
    const created = body.data.map((coupon) => coupon.created_at);
    expect(created).toEqual([...created].sort().reverse());
    const last = await listed(`page=${body.pagination.pages}`);
    expect(last.data.length).toBe(total - (body.pagination.pages - 1) * 10);
  });

  it('filters by derived status: STUDENT10 is inactive, LAUNCH30 exhausted', async () => {
    const inactive = await listed('status=inactive&limit=100');
    expect(inactive.data.map((c) => c.code)).toContain('STUDENT10');
    expect(inactive.data.every((c) => c.status === 'inactive' && !c.is_active)).toBe(true);
    const exhausted = await listed('status=exhausted&limit=100');
    expect(exhausted.data.map((c) => c.code)).toContain('LAUNCH30');
    expect(exhausted.data.every((c) => c.used_count >= c.usage_limit)).toBe(true);
    const active = await listed('status=active&limit=100');
    expect(active.data.every((c) => c.status === 'active')).toBe(true);
    expect(active.pagination.total).toBe(active.stats.active);
  });

  it('searches code and description, and shows conditions and the advertising event', async () => {
    const body = await listed('search=buy2');
    expect(body.data.map((c) => c.code)).toEqual(['BUY2GET1']);
    expect(body.data[0]).toMatchObject({
      discount_type: 'bundle',
      discount_value: 2,
      categories: [
        expect.objectContaining({ name: 'Burgers' }),
        expect.objectContaining({ name: 'Fried Chicken' }),
      ],
    });
    const feast = await listed('search=FEAST25');
    expect(feast.data[0]?.event).toMatchObject({ title: 'Himalayan Feast Festival' });
    const weekend = await listed('search=weekend special');
    expect(weekend.data[0]).toMatchObject({ code: 'WEEKEND15', valid_weekdays: [6, 7] });
  });

  it.each([
    ['status=expired', 'status must be one of all, active, inactive, exhausted'],
    ['limit=0', 'limit must be a whole number between 1 and 100'],
  ])('refuses %s', async (query, message) => {
    const res = await call('GET', `${URL}?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });
});

describe('GET /api/admin/coupons/:id', () => {
  it('answers one coupon, and 404 for an unknown one', async () => {
    const coupon = await createCoupon();
    const res = await call('GET', `${URL}/${coupon.id}`);
    expect(res.statusCode).toBe(200);
    expect(adminCouponResponseSchema.parse(res.json()).data).toEqual(coupon);
    const missing = await call('GET', `${URL}/999999`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: 'NOT_FOUND', message: 'Coupon not found' });
  });
});

describe('PUT /api/admin/coupons/:id', () => {
  it('changes the form fields, keeps conditions left out, and logs before and after', async () => {
    const coupon = await createCoupon({ first_order_only: true, min_order_amount: 500 });
    const res = await call('PUT', `${URL}/${coupon.id}`, {
      code: coupon.code,
      discount_type: 'fixed',
      discount_value: 75,
      usage_limit: 20,
      is_active: false,
    });
    expect(res.statusCode, res.body).toBe(200);
    const saved = adminCouponSavedSchema.parse(res.json());
    expect(saved.message).toBe('Coupon updated successfully');
    expect(saved.data).toMatchObject({
      discount_type: 'fixed',
      discount_value: 75,
      usage_limit: 20,
      is_active: false,
      status: 'inactive',
      first_order_only: true,
      min_order_amount: 500,
    });
    const audit = await lastAudit(t, 'coupon', coupon.id);
    expect(audit?.action).toBe('coupon.updated');
    expect(audit?.details).toMatchObject({
      before: { discount_type: 'percentage' },
      after: { discount_type: 'fixed' },
    });
  });

  it('refuses another code with 400: a code cannot change once created', async () => {
    const coupon = await createCoupon();
    const res = await call('PUT', `${URL}/${coupon.id}`, couponForm({ code: 'RENAMED1' }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'VALIDATION_FAILED',
      message: 'The coupon code cannot be changed once created',
    });
    expect((await couponRow(t, coupon.code))?.id).toBe(coupon.id);
  });

  it('refuses a usage limit below the uses already made with 409, and accepts it equal', async () => {
    const { id } = await addCoupon(t, { usageLimit: 10, usedCount: 4 });
    const below = await call(
      'PUT',
      `${URL}/${id}`,
      couponForm({ code: undefined, usage_limit: 3 }),
    );
    expect(below.statusCode).toBe(409);
    expect(below.json().message).toBe(
      'Usage limit cannot be less than the 4 times this coupon has already been used',
    );
    const equal = await call(
      'PUT',
      `${URL}/${id}`,
      couponForm({ code: undefined, usage_limit: 4 }),
    );
    expect(equal.statusCode).toBe(200);
    expect(equal.json().data.status).toBe('exhausted');
  });

  it('answers 404 for an unknown coupon and 400 for a broken form', async () => {
    const missing = await call('PUT', `${URL}/999999`, couponForm());
    expect(missing.statusCode).toBe(404);
    const coupon = await createCoupon();
    const bad = await call('PUT', `${URL}/${coupon.id}`, {
      discount_type: 'fixed',
      usage_limit: 5,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Discount amount is required');
  });
});

describe('DELETE /api/admin/coupons/:id', () => {
  it('deletes an unused coupon and logs it; then 404', async () => {
    const coupon = await createCoupon();
    const res = await call('DELETE', `${URL}/${coupon.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Coupon deleted successfully' });
    expect(await couponRow(t, coupon.code)).toBeUndefined();
    expect(await auditActions(t, 'coupon', coupon.id)).toEqual([
      'coupon.created',
      'coupon.deleted',
    ]);
    expect((await call('DELETE', `${URL}/${coupon.id}`)).statusCode).toBe(404);
  });

  it('refuses a coupon an order used (409), keeping it and the order whole', async () => {
    const coupon = await createCoupon({ discount_value: 10 });
    const meal = await addMeal(t, { price: 300 });
    const buyer = await newCustomer(t);
    const placed = await placeOrderCall(
      t,
      buyer.headers,
      orderRequest([{ meal, quantity: 1 }], { coupon_code: coupon.code, discount: 30 }),
    );
    expect(placed.statusCode, placed.body).toBe(201);
    const res = await call('DELETE', `${URL}/${coupon.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'This coupon has been used on 1 order, so it cannot be deleted. Deactivate it instead.',
    );
    expect(await couponRow(t, coupon.code)).toMatchObject({ id: coupon.id, usedCount: 1 });
  });

  it('refuses a coupon an event advertises (409)', async () => {
    const [feast] = await t.db.select().from(coupons).where(eq(coupons.code, 'FEAST25'));
    const res = await call('DELETE', `${URL}/${feast?.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/^This coupon (has been used|belongs to the event)/);
  });
});
