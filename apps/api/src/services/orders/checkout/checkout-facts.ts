import { categories, type DbOrTx, meals, orders } from '@shop/db';
import { and, eq, inArray, sql } from '@shop/db/orm';
import {
  KITCHEN_QUEUE_STATUSES,
  KITCHEN_QUEUE_WINDOW_MS,
  type MatchableArea,
  QUEUE_LENGTH_AT_MAX_DELAY,
} from '@shop/shared';
import { jsonValue } from '../../../lib/json-value.ts';
import { couponFromJson, couponJsonSql, type StoredCoupon } from '../../coupons/find-coupon.ts';
import {
  mealOptionsJsonSql,
  optionGroupsFromJson,
  type StoredOptionGroup,
} from '../../menu/meal-options.ts';
import {
  type OrderingFacts,
  orderingFactsFromJson,
  orderingFactsJsonSql,
  slotsTakenFromJson,
  slotsTakenJsonSql,
} from '../../ordering/ordering-facts.ts';

/*
 * What checkout reads before it decides (docs/product-rules.md#checkout), in one statement
 * whatever the number of lines: the customer, any order placed before under the same key, the
 * meals, the coupon, the restaurant's day (settings, special days, slots taken), the delivery
 * areas and the kitchen's queue. Nothing is locked here: the write claims what is contested
 * only if it still holds (write-order.ts).
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
  options: StoredOptionGroup[];
}

export interface AreaFacts extends MatchableArea {
  feePaisa: number;
  minimumOrderPaisa: number;
  extraMinutes: number;
}

export interface CheckoutFacts {
  customerName: string;
  customerEmail: string | null;
  /** An earlier order that was not cancelled: FIRST20-like coupons no longer apply. */
  hasEarlierOrder: boolean;
  /** The order placed before with this idempotency key, if any. */
  existingOrderId: string | null;
  meals: Map<number, MealFacts>;
  coupon: StoredCoupon | null;
  ordering: OrderingFacts;
  /** Orders each slot for later holds, by the slot's start (ISO). */
  slotsTaken: Map<string, number>;
  areas: AreaFacts[];
  /**
   * Open orders in the kitchen now (docs/product-rules.md#delivery-estimate), counted up to
   * QUEUE_LENGTH_AT_MAX_DELAY: a longer queue gives the same estimate.
   */
  queueLength: number;
}

export interface CheckoutFactsQuery {
  customerId: string;
  mealIds: readonly number[];
  couponCode: string | null;
  idempotencyKey?: string | undefined;
  now: Date;
  /** Count the orders each slot for later holds (only an order for later needs them). */
  slots?: boolean;
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
      options: mealOptionsJsonSql(sql`${meals.id}`),
    })
    .from(meals)
    .innerJoin(categories, eq(categories.id, meals.categoryId))
    .where(inArray(meals.id, [...ids]));
  return new Map(
    rows.map((row) => [row.id, { ...row, options: optionGroupsFromJson(row.options) }]),
  );
}

/** The delivery areas as one JSON array (a handful of rows). */
export const areasJsonSql = sql`(
  SELECT coalesce(json_agg(json_build_object(
    'id', a.id, 'name', a.name, 'feePaisa', a.fee_paisa,
    'minimumOrderPaisa', a.minimum_order_paisa, 'extraMinutes', a.extra_minutes,
    'places', a.places
  ) ORDER BY a.id), '[]'::json)
  FROM delivery_areas a
)`;

interface FactsRow {
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  has_earlier_order: boolean;
  queue_length: number;
  existing_order_id: string | null;
  coupon: unknown;
  meals: unknown;
  ordering: unknown;
  slots_taken: unknown;
  areas: unknown;
}

type Numeric<T, K extends keyof T> = Omit<T, K> & { [P in K]: number | string };

/** The areas of areasJsonSql as the rules take them. */
export function areasFromJson(json: unknown): AreaFacts[] {
  return jsonValue<Numeric<AreaFacts, 'feePaisa' | 'minimumOrderPaisa'>[]>(json).map((area) => ({
    ...area,
    feePaisa: Number(area.feePaisa),
    minimumOrderPaisa: Number(area.minimumOrderPaisa),
  }));
}

export async function readCheckoutFacts(
  db: DbOrTx,
  query: CheckoutFactsQuery,
): Promise<CheckoutFacts> {
  const mealIds = `{${query.mealIds.map((id) => Math.trunc(id)).join(',')}}`;
  const result = (await db.execute(sql`
    SELECT
      c.first_name, c.last_name, c.email,
      EXISTS (
        SELECT 1 FROM orders o WHERE o.customer_id = c.id AND o.status <> 'cancelled'
      ) AS has_earlier_order,
      (
        SELECT count(*)::int FROM (
          SELECT 1 FROM orders o
          WHERE o.status IN (${queueStatuses}) AND o.created_at > ${queueSince(query.now)}::timestamptz
          LIMIT ${QUEUE_LENGTH_AT_MAX_DELAY}
        ) AS counted
      ) AS queue_length,
      (
        SELECT o.id FROM orders o
        WHERE o.customer_id = c.id AND o.idempotency_key = ${query.idempotencyKey ?? null}
      ) AS existing_order_id,
      ${couponJsonSql(sql`coupons k WHERE k.code = ${query.couponCode}`)} AS coupon,
      (
        SELECT coalesce(json_agg(json_build_object(
          'id', m.id, 'name', m.name, 'categoryName', k.name, 'pricePaisa', m.price_paisa,
          'stock', m.stock, 'onMenu', m.is_active AND k.is_active, 'images', m.images,
          'options', ${mealOptionsJsonSql(sql`m.id`)}
        )), '[]'::json)
        FROM meals m JOIN categories k ON k.id = m.category_id
        WHERE m.id = ANY(${mealIds}::int[])
      ) AS meals,
      ${orderingFactsJsonSql(query.now)} AS ordering,
      ${query.slots ? slotsTakenJsonSql(query.now) : sql`NULL`} AS slots_taken,
      ${areasJsonSql} AS areas
    FROM customers c
    WHERE c.id = ${query.customerId}`)) as unknown as { rows: FactsRow[] };
  const row = result.rows[0];
  if (!row) throw new Error(`customer ${query.customerId} of a live session was not found`);
  const name = [row.first_name, row.last_name].filter(Boolean).join(' ').trim();
  const mealList = jsonValue<Numeric<MealFacts, 'pricePaisa'>[]>(row.meals);
  return {
    customerName: name || row.email || 'Customer',
    customerEmail: row.email,
    hasEarlierOrder: row.has_earlier_order,
    existingOrderId: row.existing_order_id,
    meals: new Map(
      mealList.map((meal) => [
        meal.id,
        {
          ...meal,
          pricePaisa: Number(meal.pricePaisa),
          options: optionGroupsFromJson(meal.options),
        },
      ]),
    ),
    coupon: couponFromJson(row.coupon),
    ordering: orderingFactsFromJson(row.ordering),
    slotsTaken: slotsTakenFromJson(row.slots_taken),
    areas: areasFromJson(row.areas),
    queueLength: Number(row.queue_length),
  };
}
