import { randomUUID } from 'node:crypto';
import type { DbOrTx } from '@shop/db';
import { sql } from '@shop/db/orm';
import {
  type Fulfilment,
  isWallet,
  type OrderStatus,
  PAYMENT_MESSAGES,
  type PaymentMethod,
  WALLET_NAMES,
} from '@shop/shared';
import { jsonValue } from '../../../lib/json-value.ts';
import type { OutgoingEmail } from '../../mail/queue-email.ts';
import { announceSoldOutFlipSql } from '../../menu/menu-changed.ts';
import { announceOrderStatusSql } from '../announce-order-status.ts';
import type { HistoryRow, LineRow, OrderRow } from '../order-view.ts';
import { sqlIntArray } from '../stock.ts';
import { type QuotedLine, unitsByMeal } from './decide-checkout.ts';

export interface NewOrder {
  customerId: string;
  customerName: string;
  customerEmail: string;
  phone: string;
  deliveryAddress: string;
  notes: string | null;
  paymentMethod: PaymentMethod;
  /**
   * A wallet order awaits its payment until then (docs/product-rules.md#wallet-payments); null
   * for cash, which goes straight to the restaurant.
   */
  payBy: Date | null;
  couponId: number | null;
  couponCode: string | null;
  subtotalPaisa: number;
  discountPaisa: number;
  totalPaisa: number;
  fulfilment: Fulfilment;
  deliveryArea: { id: number; name: string } | null;
  deliveryFeePaisa: number;
  scheduledFor: Date | null;
  estimatedDelivery: string;
  /** Null without a key: every such request is an order of its own. */
  idempotencyKey: string | null;
  lines: readonly QuotedLine[];
  /** Built once the id is known; null when the customer has no email address. */
  email: ((orderId: string) => OutgoingEmail) | null;
}

export interface WrittenOrder {
  order: OrderRow;
  lines: LineRow[];
  history: HistoryRow;
}

interface WrittenRow {
  ok: boolean;
  order: Record<string, unknown>;
  history_id: number;
  history_at: string;
}

/**
 * Writes a decided order in one statement, one round trip however many lines: the order, its
 * lines, its first timeline entry, its coupon's use and redemption, its confirmation mail, the
 * stock it takes, and the announcements of its status and of any meal it sold out (NOTIFYs,
 * delivered at COMMIT). It first locks the coupon's row, then the meals' in id order, and
 * claims only if every claim still holds on them: a use left on the coupon, still active; each
 * meal on the menu at the price decided with enough stock. Else it writes nothing and answers
 * null: another checkout took what this one decided on (place-order.ts decides again). The
 * contested rows stay locked only from this statement to COMMIT (decision 054).
 */
export async function writeOrder(db: DbOrTx, order: NewOrder): Promise<WrittenOrder | null> {
  const id = randomUUID();
  const lines = order.lines.map((line) => ({
    orderId: id,
    mealId: line.mealId,
    mealName: line.name,
    categoryName: line.category,
    unitPricePaisa: line.unitPricePaisa,
    quantity: line.quantity,
    freeQuantity: line.freeQuantity,
    choices: line.choices,
  }));
  // A meal on several lines (other choices) is claimed once, for all its units.
  const claims = [...unitsByMeal(order.lines)].map(([mealId, quantity]) => ({
    mealId,
    quantity,
    pricePaisa: order.lines.find((line) => line.mealId === mealId)?.mealPricePaisa ?? 0,
  }));
  const mail = order.email?.(id) ?? null;
  const wallet = isWallet(order.paymentMethod) ? order.paymentMethod : null;
  const status: OrderStatus = wallet ? 'awaiting_payment' : 'pending';
  const firstNote = wallet ? PAYMENT_MESSAGES.awaitingPayment(WALLET_NAMES[wallet]) : null;
  const ok = sql`(SELECT ok FROM verdict)`;
  const result = (await db.execute(sql`
    WITH coupon_row AS MATERIALIZED (
      SELECT id, used_count < usage_limit AND is_active AS ok
      FROM coupons WHERE id = ${order.couponId}::int
      FOR NO KEY UPDATE
    ), wanted AS (
      SELECT * FROM unnest(
        ${sqlIntArray(claims.map((claim) => claim.mealId))},
        ${sqlIntArray(claims.map((claim) => claim.quantity))},
        ${sqlIntArray(
          claims.map((claim) => claim.pricePaisa),
          'bigint',
        )}
      ) AS w(id, quantity, price_paisa)
    ), meal_rows AS MATERIALIZED (
      SELECT m.id,
        m.stock >= w.quantity AND m.price_paisa = w.price_paisa AND m.is_active AND k.is_active AS ok
      FROM meals m JOIN wanted w ON w.id = m.id JOIN categories k ON k.id = m.category_id
      WHERE (SELECT count(*) FROM coupon_row) >= 0
      ORDER BY m.id
      FOR NO KEY UPDATE OF m
    ), verdict AS MATERIALIZED (
      SELECT (${order.couponId}::int IS NULL OR coalesce((SELECT ok FROM coupon_row), false))
        AND (SELECT count(*) FILTER (WHERE ok) FROM meal_rows) = ${claims.length} AS ok
    ), coupon_use AS (
      UPDATE coupons SET used_count = used_count + 1, updated_at = now()
      WHERE id = ${order.couponId}::int AND ${ok}
    ), claimed AS (
      UPDATE meals m
      SET stock = m.stock - w.quantity, sold_quantity = m.sold_quantity + w.quantity
      FROM wanted w
      WHERE m.id = w.id AND ${ok}
      RETURNING m.id, m.stock AS stock_left
    ), new_order AS (
      INSERT INTO orders (
        id, customer_id, customer_name, customer_email, phone, delivery_address, notes,
        payment_method, coupon_id, coupon_code, subtotal_paisa, discount_paisa, total_paisa,
        fulfilment, delivery_area_id, delivery_area_name, delivery_fee_paisa, scheduled_for,
        estimated_delivery, idempotency_key, status, payment_status, pay_by
      ) SELECT
        ${id}::uuid, ${order.customerId}::uuid, ${order.customerName}, ${order.customerEmail},
        ${order.phone}, ${order.deliveryAddress}, ${order.notes}, ${order.paymentMethod},
        ${order.couponId}::int, ${order.couponCode}, ${order.subtotalPaisa}::bigint,
        ${order.discountPaisa}::bigint, ${order.totalPaisa}::bigint, ${order.fulfilment},
        ${order.deliveryArea?.id ?? null}::int, ${order.deliveryArea?.name ?? null},
        ${order.deliveryFeePaisa}::bigint, ${order.scheduledFor?.toISOString() ?? null}::timestamptz,
        ${order.estimatedDelivery}, ${order.idempotencyKey}, ${status},
        ${wallet ? 'pending' : 'unpaid'}, ${order.payBy?.toISOString() ?? null}::timestamptz
      WHERE ${ok}
      RETURNING *
    ), new_lines AS (
      INSERT INTO order_lines (
        order_id, meal_id, meal_name, category_name, unit_price_paisa, quantity, free_quantity,
        choices
      )
      SELECT ${id}::uuid, l.meal_id, l.meal_name, l.category_name, l.unit_price_paisa, l.quantity, l.free_quantity,
        l.choices
      FROM new_order, json_to_recordset(${JSON.stringify(
        lines.map((line) => ({
          meal_id: line.mealId,
          meal_name: line.mealName,
          category_name: line.categoryName,
          unit_price_paisa: line.unitPricePaisa,
          quantity: line.quantity,
          free_quantity: line.freeQuantity,
          choices: line.choices,
        })),
      )}::json) AS l(
        meal_id int, meal_name text, category_name text, unit_price_paisa bigint,
        quantity int, free_quantity int, choices jsonb
      )
    ), history AS (
      INSERT INTO order_status_history (order_id, status, changed_by, notes)
      SELECT id, ${status}, 'customer', ${firstNote} FROM new_order
      RETURNING id, created_at
    ), redemption AS (
      INSERT INTO coupon_redemptions (coupon_id, order_id, customer_id, discount_paisa)
      SELECT ${order.couponId}::int, id, ${order.customerId}::uuid, ${order.discountPaisa}::bigint
      FROM new_order WHERE ${order.couponId}::int IS NOT NULL
    ), outgoing AS (
      INSERT INTO email_outbox (to_address, subject, text_body, kind)
      SELECT ${mail?.to ?? null}, ${mail?.subject ?? null}, ${mail?.text ?? null}, ${mail?.kind ?? null}
      FROM new_order WHERE ${mail?.to ?? null}::text IS NOT NULL
    )
    SELECT
      ${ok} AS ok,
      (SELECT json_build_object(
        'id', o.id, 'customerId', o.customer_id, 'status', o.status,
        'customerName', o.customer_name, 'customerEmail', o.customer_email, 'phone', o.phone,
        'deliveryAddress', o.delivery_address, 'notes', o.notes, 'paymentMethod', o.payment_method,
        'paymentStatus', o.payment_status, 'paymentReference', o.payment_reference,
        'payBy', o.pay_by, 'refundedAt', o.refunded_at, 'refundedBy', o.refunded_by,
        'couponId', o.coupon_id, 'couponCode', o.coupon_code, 'subtotalPaisa', o.subtotal_paisa,
        'discountPaisa', o.discount_paisa, 'totalPaisa', o.total_paisa,
        'fulfilment', o.fulfilment, 'deliveryAreaId', o.delivery_area_id,
        'deliveryAreaName', o.delivery_area_name, 'deliveryFeePaisa', o.delivery_fee_paisa,
        'scheduledFor', o.scheduled_for, 'readyBy', o.ready_by,
        'rejectionReason', o.rejection_reason,
        'estimatedDelivery', o.estimated_delivery, 'idempotencyKey', o.idempotency_key,
        'rating', o.rating, 'review', o.review, 'ratedAt', o.rated_at,
        'createdAt', o.created_at, 'updatedAt', o.updated_at
      ) FROM new_order o) AS order,
      (SELECT id FROM history) AS history_id,
      (SELECT created_at FROM history) AS history_at,
      (SELECT ${announceOrderStatusSql({
        customerId: order.customerId,
        orderId: id,
        historyId: sql`history.id`,
      })} FROM history) AS announced,
      ${announceSoldOutFlipSql(sql`SELECT 1 FROM claimed WHERE stock_left = 0`)} AS sold_out
  `)) as unknown as { rows: WrittenRow[] };
  const row = result.rows[0];
  if (!row) throw new Error('the write answered no row');
  if (!row.ok) return null;
  return {
    order: orderRowFromJson(row.order),
    lines,
    history: {
      id: Number(row.history_id),
      orderId: id,
      status,
      changedBy: 'customer',
      notes: firstNote,
      createdAt: new Date(row.history_at),
    },
  };
}

type Timed =
  | 'createdAt'
  | 'updatedAt'
  | 'ratedAt'
  | 'scheduledFor'
  | 'readyBy'
  | 'payBy'
  | 'refundedAt';
type Amount = 'subtotalPaisa' | 'discountPaisa' | 'totalPaisa' | 'deliveryFeePaisa';
type OrderJson = Omit<OrderRow, Timed | Amount> & { [K in Timed]: string | null } & {
  [K in Amount]: number | string;
};

/** The order as the statement's json_build_object gives it (bigint and times as text). */
function orderRowFromJson(json: unknown): OrderRow {
  const o = jsonValue<OrderJson>(json);
  const at = (value: string | null) => (value ? new Date(value) : null);
  return {
    ...o,
    subtotalPaisa: Number(o.subtotalPaisa),
    discountPaisa: Number(o.discountPaisa),
    totalPaisa: Number(o.totalPaisa),
    deliveryFeePaisa: Number(o.deliveryFeePaisa),
    scheduledFor: at(o.scheduledFor),
    readyBy: at(o.readyBy),
    ratedAt: at(o.ratedAt),
    payBy: at(o.payBy),
    refundedAt: at(o.refundedAt),
    createdAt: new Date(o.createdAt ?? 0),
    updatedAt: new Date(o.updatedAt ?? 0),
  };
}
