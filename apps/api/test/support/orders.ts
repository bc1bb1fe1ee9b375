import { randomUUID } from 'node:crypto';
import {
  categories,
  couponCategories,
  couponRedemptions,
  coupons,
  emailOutbox,
  meals,
  orders,
} from '@shop/db';
import { count, eq, inArray, sql } from '@shop/db/orm';
import { type OrderRequest, orderResponseSchema } from '@shop/shared';
import { expect } from 'vitest';
import type { TestApp } from '../test-app.ts';

/*
 * Fixtures for the order tests: meals and coupons with exactly the stock, price and conditions
 * a test needs, requests built from them, and the counts a refused request must leave alone.
 */

export interface TestMeal {
  id: number;
  name: string;
  price: number;
  category: string;
}

let serial = 0;
const unique = (prefix: string) => `${prefix} ${++serial} ${randomUUID().slice(0, 6)}`;

async function categoryId(t: TestApp, name: string): Promise<number> {
  const [found] = await t.db
    .select({ id: categories.id })
    .from(categories)
    .where(eq(sql`lower(${categories.name})`, name.toLowerCase()));
  if (found) return found.id;
  const [row] = await t.db.insert(categories).values({ name }).returning({ id: categories.id });
  if (!row) throw new Error('category was not created');
  return row.id;
}

/** A meal of its own for one test: price in NRS, in the given category (created if new). */
export async function addMeal(
  t: TestApp,
  fields: {
    price?: number;
    stock?: number;
    category?: string;
    isActive?: boolean;
    name?: string;
  } = {},
): Promise<TestMeal> {
  const category = fields.category ?? 'Test Kitchen';
  const name = fields.name ?? unique('Test Burger');
  const price = fields.price ?? 450;
  const [row] = await t.db
    .insert(meals)
    .values({
      categoryId: await categoryId(t, category),
      name,
      description: 'A meal made for a test',
      pricePaisa: Math.round(price * 100),
      stock: fields.stock ?? 100,
      isActive: fields.isActive ?? true,
      images: ['meals/test.webp'],
    })
    .returning({ id: meals.id });
  if (!row) throw new Error('meal was not created');
  return { id: row.id, name, price, category };
}

export async function mealState(t: TestApp, id: number) {
  const [row] = await t.db
    .select({
      stock: meals.stock,
      sold: meals.soldQuantity,
      rating: meals.rating,
      reviews: meals.reviewCount,
      pricePaisa: meals.pricePaisa,
    })
    .from(meals)
    .where(eq(meals.id, id));
  if (!row) throw new Error(`no meal ${id}`);
  return { ...row, rating: Number(row.rating) };
}

export interface TestCouponFields {
  code?: string;
  discountType?: 'percentage' | 'fixed' | 'bundle' | 'free_delivery';
  percentOff?: number;
  amountOffPaisa?: number;
  buyQuantity?: number;
  usageLimit?: number;
  usedCount?: number;
  minOrderPaisa?: number;
  firstOrderOnly?: boolean;
  validWeekdays?: number[] | null;
  startsAt?: Date | null;
  endsAt?: Date | null;
  isActive?: boolean;
  categories?: string[];
}

/** A coupon of its own for one test; 10 % off everything, 1000 uses, unless told otherwise. */
export async function addCoupon(t: TestApp, fields: TestCouponFields = {}) {
  const code = fields.code ?? `T${randomUUID().replace(/-/g, '').slice(0, 10).toUpperCase()}`;
  const discountType = fields.discountType ?? 'percentage';
  const [row] = await t.db
    .insert(coupons)
    .values({
      code,
      description: `Test coupon ${code}`,
      discountType,
      percentOff: discountType === 'percentage' ? (fields.percentOff ?? 10) : null,
      amountOffPaisa: discountType === 'fixed' ? (fields.amountOffPaisa ?? 10_000) : null,
      buyQuantity: discountType === 'bundle' ? (fields.buyQuantity ?? 2) : null,
      usageLimit: fields.usageLimit ?? 1000,
      usedCount: fields.usedCount ?? 0,
      minOrderPaisa: fields.minOrderPaisa ?? 0,
      firstOrderOnly: fields.firstOrderOnly ?? false,
      validWeekdays: fields.validWeekdays ?? null,
      startsAt: fields.startsAt ?? null,
      endsAt: fields.endsAt ?? null,
      isActive: fields.isActive ?? true,
    })
    .returning({ id: coupons.id });
  if (!row) throw new Error('coupon was not created');
  for (const name of fields.categories ?? []) {
    await t.db
      .insert(couponCategories)
      .values({ couponId: row.id, categoryId: await categoryId(t, name) });
  }
  return { id: row.id, code };
}

export async function couponState(t: TestApp, code: string) {
  const [row] = await t.db
    .select({ id: coupons.id, usedCount: coupons.usedCount })
    .from(coupons)
    .where(eq(coupons.code, code));
  if (!row) throw new Error(`no coupon ${code}`);
  const [redemptions] = await t.db
    .select({ n: count() })
    .from(couponRedemptions)
    .where(eq(couponRedemptions.couponId, row.id));
  return { usedCount: row.usedCount, redemptions: redemptions?.n ?? 0 };
}

export async function orderCount(t: TestApp, customerId?: string): Promise<number> {
  const [row] = await t.db
    .select({ n: count() })
    .from(orders)
    .where(customerId ? eq(orders.customerId, customerId) : undefined);
  return row?.n ?? 0;
}

export async function outboxCount(t: TestApp): Promise<number> {
  const [row] = await t.db.select({ n: count() }).from(emailOutbox);
  return row?.n ?? 0;
}

/** Everything a refused checkout must leave as it was. */
export async function snapshot(t: TestApp, mealIds: number[], couponCode?: string) {
  const stock = await t.db
    .select({ id: meals.id, stock: meals.stock, sold: meals.soldQuantity })
    .from(meals)
    .where(inArray(meals.id, mealIds))
    .orderBy(meals.id);
  return {
    stock,
    orders: await orderCount(t),
    outbox: await outboxCount(t),
    coupon: couponCode ? await couponState(t, couponCode) : null,
  };
}

export interface Line {
  meal: TestMeal;
  quantity: number;
}

/** A well-formed order request for these lines, its amounts as the menu prices them. */
export function orderRequest(
  lines: readonly Line[],
  extra: Partial<OrderRequest> & { discount?: number } = {},
): OrderRequest {
  const subtotal = lines.reduce(
    (sum, line) => sum + Math.round(line.meal.price * 100) * line.quantity,
    0,
  );
  const discountPaisa = Math.round((extra.discount ?? 0) * 100);
  const { discount: _, ...rest } = extra;
  return {
    items: lines.map((line) => ({
      id: line.meal.id,
      name: line.meal.name,
      quantity: line.quantity,
      price: line.meal.price,
    })),
    total_amount: (subtotal - discountPaisa) / 100,
    discount_amount: discountPaisa / 100,
    delivery_address: 'Thamel Marg 1, Kathmandu, 44600',
    coupon_code: null,
    phone: '9801234567',
    payment_method: 'cash',
    notes: null,
    idempotency_key: randomUUID(),
    ...rest,
  };
}

export function placeOrderCall(t: TestApp, headers: Record<string, string>, payload: unknown) {
  return t.app.inject({ method: 'POST', url: '/api/orders', headers, payload: payload as object });
}

/** An order of `quantity` of the meal, placed by the signed-in customer (the test fails unless 201). */
export async function placedOrder(
  t: TestApp,
  who: { headers: Record<string, string> },
  meal: TestMeal,
  quantity = 1,
) {
  const res = await placeOrderCall(t, who.headers, orderRequest([{ meal, quantity }]));
  expect(res.statusCode).toBe(201);
  return orderResponseSchema.parse(res.json()).order;
}

/** Sets an order's status as the signed-in admin does (the test fails unless 200). */
export async function movedOrder(
  t: TestApp,
  admin: { headers: Record<string, string> },
  orderId: string,
  status: string,
  notes?: string,
) {
  const res = await t.app.inject({
    method: 'PATCH',
    url: `/api/admin/orders/${orderId}/status`,
    headers: admin.headers,
    payload: { status, notes },
  });
  expect(res.statusCode).toBe(200);
  return orderResponseSchema.parse(res.json()).order;
}
