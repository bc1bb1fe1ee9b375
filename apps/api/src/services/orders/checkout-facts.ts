import { categories, type DbOrTx, meals, orders } from '@shop/db';
import { and, eq, inArray, sql } from '@shop/db/orm';
import {
  KITCHEN_QUEUE_STATUSES,
  KITCHEN_QUEUE_WINDOW_MS,
  QUEUE_LENGTH_AT_MAX_DELAY,
} from '@shop/shared';
import { couponFromJson, couponJsonSql, type StoredCoupon } from '../coupons/find-coupon.ts';

/*
 * What checkout reads before it decides, in one statement whatever the number of lines: the
 * meals the order names, the coupon of its code, the customer with the facts coupons and the
 * estimate need, and any order placed earlier under the same idempotency key.
 */

export interface MealFacts {
  id: number;
  name: string;
  categoryName: string;
  pricePaisa: number;
  stock: number;
  /** The meal and its category are active: it is on the menu. */
  onMenu: boolean;
  images: string[];
}

export interface CheckoutContext {
  meals: Map<number, MealFacts>;
  coupon: StoredCoupon | null;
  customerName: string;
  customerEmail: string | null;
  /** An earlier order that was not cancelled: FIRST20-like coupons no longer apply. */
  hasEarlierOrder: boolean;
  /**
   * Open orders in the kitchen now (docs/product-rules.md#delivery-estimate), counted up to
   * QUEUE_LENGTH_AT_MAX_DELAY: a longer queue gives the same estimate.
   */
  queueLength: number;
  /** The order placed before with this idempotency key, if any. */
  existingOrderId: string | null;
}

function queueSince(now: Date): string {
  return new Date(now.getTime() - KITCHEN_QUEUE_WINDOW_MS).toISOString();
}

const queueStatuses = sql.join(
  KITCHEN_QUEUE_STATUSES.map((status) => sql`${status}`),
  sql`, `,
);

/** Open orders in the kitchen now (docs/product-rules.md#delivery-estimate). */
export function kitchenQueueCondition(now: Date) {
  return and(
    inArray(orders.status, [...KITCHEN_QUEUE_STATUSES]),
    sql`${orders.createdAt} > ${queueSince(now)}::timestamptz`,
  );
}

export async function countKitchenQueue(db: DbOrTx, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .where(kitchenQueueCondition(now));
  return row?.n ?? 0;
}

/** The meals of these ids (any state), for callers that need only them. */
export async function readMealFacts(
  db: DbOrTx,
  ids: readonly number[],
): Promise<Map<number, MealFacts>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: meals.id,
      name: meals.name,
      categoryName: categories.name,
      pricePaisa: meals.pricePaisa,
      stock: meals.stock,
      onMenu: sql<boolean>`${meals.isActive} AND ${categories.isActive}`,
      images: meals.images,
    })
    .from(meals)
    .innerJoin(categories, eq(categories.id, meals.categoryId))
    .where(inArray(meals.id, [...ids]));
  return new Map(rows.map((row) => [row.id, row]));
}

interface ContextRow {
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  has_earlier_order: boolean;
  queue_length: number;
  existing_order_id: string | null;
  coupon: unknown;
  meals: unknown;
}

type MealJson = Omit<MealFacts, 'pricePaisa'> & { pricePaisa: number | string };

function parsed<T>(json: unknown): T {
  return (typeof json === 'string' ? JSON.parse(json) : json) as T;
}

export async function readCheckoutContext(
  db: DbOrTx,
  input: {
    customerId: string;
    mealIds: readonly number[];
    couponCode: string | null;
    idempotencyKey?: string | undefined;
    now: Date;
  },
): Promise<CheckoutContext> {
  const result = (await db.execute(sql`
    SELECT
      c.first_name, c.last_name, c.email,
      EXISTS (
        SELECT 1 FROM orders o WHERE o.customer_id = c.id AND o.status <> 'cancelled'
      ) AS has_earlier_order,
      (
        SELECT count(*)::int FROM (
          SELECT 1 FROM orders o
          WHERE o.status IN (${queueStatuses}) AND o.created_at > ${queueSince(input.now)}::timestamptz
          LIMIT ${QUEUE_LENGTH_AT_MAX_DELAY}
        ) AS counted
      ) AS queue_length,
      (
        SELECT o.id FROM orders o
        WHERE o.customer_id = c.id AND o.idempotency_key = ${input.idempotencyKey ?? null}
      ) AS existing_order_id,
      ${input.couponCode ? couponJsonSql(input.couponCode) : sql`NULL::json`} AS coupon,
      (
        SELECT coalesce(json_agg(json_build_object(
          'id', m.id, 'name', m.name, 'categoryName', k.name, 'pricePaisa', m.price_paisa,
          'stock', m.stock, 'onMenu', m.is_active AND k.is_active, 'images', m.images
        )), '[]'::json)
        FROM meals m JOIN categories k ON k.id = m.category_id
        WHERE m.id = ANY(${`{${input.mealIds.map((id) => Math.trunc(id)).join(',')}}`}::int[])
      ) AS meals
    FROM customers c
    WHERE c.id = ${input.customerId}`)) as unknown as { rows: ContextRow[] };
  const row = result.rows[0];
  if (!row) throw new Error(`customer ${input.customerId} of a live session was not found`);
  const name = [row.first_name, row.last_name].filter(Boolean).join(' ').trim();
  const mealList = parsed<MealJson[]>(row.meals);
  return {
    meals: new Map(
      mealList.map((meal) => [meal.id, { ...meal, pricePaisa: Number(meal.pricePaisa) }]),
    ),
    coupon: couponFromJson(row.coupon),
    customerName: name || row.email || 'Customer',
    customerEmail: row.email,
    hasEarlierOrder: row.has_earlier_order,
    queueLength: Number(row.queue_length),
    existingOrderId: row.existing_order_id,
  };
}

/**
 * For a first-order coupon: locks the customer's row until COMMIT, then reads again whether an
 * order exists. Two checkouts of one customer with FIRST20 at once would otherwise both read
 * "no earlier order"; the second now waits for the first and then sees it. It is a statement of
 * its own so that it reads what committed while it waited.
 */
export async function recheckFirstOrder(
  db: DbOrTx,
  customerId: string,
  idempotencyKey: string | undefined,
): Promise<{ hasEarlierOrder: boolean; existingOrderId: string | null }> {
  await db.execute(sql`SELECT 1 FROM customers WHERE id = ${customerId} FOR NO KEY UPDATE`);
  const result = (await db.execute(sql`
    SELECT
      EXISTS (
        SELECT 1 FROM orders o WHERE o.customer_id = ${customerId} AND o.status <> 'cancelled'
      ) AS has_earlier_order,
      (
        SELECT o.id FROM orders o
        WHERE o.customer_id = ${customerId} AND o.idempotency_key = ${idempotencyKey ?? null}
      ) AS existing_order_id`)) as unknown as {
    rows: { has_earlier_order: boolean; existing_order_id: string | null }[];
  };
  const row = result.rows[0];
  return {
    hasEarlierOrder: row?.has_earlier_order ?? false,
    existingOrderId: row?.existing_order_id ?? null,
  };
}
