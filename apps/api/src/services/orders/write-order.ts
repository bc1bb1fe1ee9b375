import { randomUUID } from 'node:crypto';
import type { DbOrTx } from '@shop/db';
import { sql } from '@shop/db/orm';
import { isRaisedException } from '../../lib/database-errors.ts';
import { couponTermsSql } from '../coupons/find-coupon.ts';
import type { OutgoingEmail } from '../mail/queue-email.ts';
import { announceSoldOutFlipSql } from '../menu/menu-changed.ts';
import { announceOrderStatusSql } from './announce-order-status.ts';
import type { QuotedLine } from './checkout-quote.ts';
import { stockClaimCtes } from './claim-stock.ts';
import type { HistoryRow, LineRow, OrderRow } from './order-view.ts';

export interface NewOrder {
  customerId: string;
  customerName: string;
  customerEmail: string;
  phone: string;
  deliveryAddress: string;
  notes: string | null;
  paymentMethod: string;
  /** The coupon to redeem, with the fingerprint of the terms the order was priced on. */
  coupon: { id: number; code: string; terms: string } | null;
  subtotalPaisa: number;
  discountPaisa: number;
  totalPaisa: number;
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

/** The message the write raises when a claim fails (migration 0005, refuse_checkout). */
const CLAIM_REFUSED = 'checkout_claim_refused';

/** The write was refused because the facts it was priced on changed: nothing was written. */
export function isCheckoutClaimRefused(error: unknown): boolean {
  return isRaisedException(error, CLAIM_REFUSED);
}

interface WrittenRow {
  order: Omit<OrderRow, 'createdAt' | 'updatedAt' | 'ratedAt'> & {
    createdAt: string;
    updatedAt: string;
    ratedAt: string | null;
  };
  history_id: number;
  history_at: string;
}

/**
 * Writes the order, its lines, its first timeline entry, its coupon redemption and its
 * confirmation mail, counts the coupon's use, claims the stock, and announces the status and
 * any meal it sold out (NOTIFYs, delivered at COMMIT), all in one statement: one round trip, however many lines, and
 * atomic without a transaction around it. The coupon's row is locked before the meals', as
 * everywhere else. The use and the stock are claimed only where the coupon's terms, the meals'
 * prices and their place on the menu are still those the order was quoted on, and enough is
 * left; otherwise the statement aborts itself (isCheckoutClaimRefused) and nothing is written.
 * Outside a transaction, the rows every checkout competes for stay locked only while this one
 * statement commits, not for a round trip to this process and back.
 */
export async function writeOrder(db: DbOrTx, order: NewOrder): Promise<WrittenOrder> {
  const id = randomUUID();
  const lines = order.lines.map((line) => ({
    orderId: id,
    mealId: line.mealId,
    mealName: line.name,
    categoryName: line.category,
    unitPricePaisa: line.unitPricePaisa,
    quantity: line.quantity,
    freeQuantity: line.freeQuantity,
  }));
  const mail = order.email?.(id) ?? null;
  const couponId = order.coupon?.id ?? null;
  const result = (await db.execute(sql`
    WITH coupon_use AS (
      UPDATE coupons SET used_count = used_count + 1, updated_at = now()
      WHERE id = ${couponId}::int AND used_count < usage_limit
        AND ${couponTermsSql('coupons')} = ${order.coupon?.terms ?? null}
      RETURNING id
    ), ${stockClaimCtes(
      order.lines.map(({ mealId, quantity, unitPricePaisa }) => ({
        mealId,
        quantity,
        unitPricePaisa,
      })),
      sql`(SELECT count(*) FROM coupon_use) >= 0`,
    )}, new_order AS (
      INSERT INTO orders (
        id, customer_id, customer_name, customer_email, phone, delivery_address, notes,
        payment_method, coupon_id, coupon_code, subtotal_paisa, discount_paisa, total_paisa,
        estimated_delivery, idempotency_key
      ) VALUES (
        ${id}::uuid, ${order.customerId}::uuid, ${order.customerName}, ${order.customerEmail},
        ${order.phone}, ${order.deliveryAddress}, ${order.notes}, ${order.paymentMethod},
        ${couponId}::int, ${order.coupon?.code ?? null}, ${order.subtotalPaisa}::bigint,
        ${order.discountPaisa}::bigint, ${order.totalPaisa}::bigint, ${order.estimatedDelivery},
        ${order.idempotencyKey}
      )
      RETURNING *
    ), new_lines AS (
      INSERT INTO order_lines (
        order_id, meal_id, meal_name, category_name, unit_price_paisa, quantity, free_quantity
      )
      SELECT ${id}::uuid, l.meal_id, l.meal_name, l.category_name, l.unit_price_paisa, l.quantity, l.free_quantity
      FROM json_to_recordset(${JSON.stringify(
        lines.map((line) => ({
          meal_id: line.mealId,
          meal_name: line.mealName,
          category_name: line.categoryName,
          unit_price_paisa: line.unitPricePaisa,
          quantity: line.quantity,
          free_quantity: line.freeQuantity,
        })),
      )}::json) AS l(
        meal_id int, meal_name text, category_name text, unit_price_paisa bigint,
        quantity int, free_quantity int
      )
    ), history AS (
      INSERT INTO order_status_history (order_id, status, changed_by)
      VALUES (${id}::uuid, 'pending', 'customer')
      RETURNING id, created_at
    ), redemption AS (
      INSERT INTO coupon_redemptions (coupon_id, order_id, customer_id, discount_paisa)
      SELECT ${couponId}::int, ${id}::uuid, ${order.customerId}::uuid, ${order.discountPaisa}::bigint
      WHERE ${couponId}::int IS NOT NULL
    ), outgoing AS (
      INSERT INTO email_outbox (to_address, subject, text_body, kind)
      SELECT ${mail?.to ?? null}, ${mail?.subject ?? null}, ${mail?.text ?? null}, ${mail?.kind ?? null}
      WHERE ${mail?.to ?? null}::text IS NOT NULL
    )
    SELECT
      (SELECT json_build_object(
        'id', o.id, 'customerId', o.customer_id, 'status', o.status,
        'customerName', o.customer_name, 'customerEmail', o.customer_email, 'phone', o.phone,
        'deliveryAddress', o.delivery_address, 'notes', o.notes, 'paymentMethod', o.payment_method,
        'couponId', o.coupon_id, 'couponCode', o.coupon_code, 'subtotalPaisa', o.subtotal_paisa,
        'discountPaisa', o.discount_paisa, 'totalPaisa', o.total_paisa,
        'estimatedDelivery', o.estimated_delivery, 'idempotencyKey', o.idempotency_key,
        'rating', o.rating, 'review', o.review, 'ratedAt', o.rated_at,
        'createdAt', o.created_at, 'updatedAt', o.updated_at
      ) FROM new_order o) AS order,
      (SELECT id FROM history) AS history_id,
      (SELECT created_at FROM history) AS history_at,
      CASE
        WHEN (${couponId}::int IS NULL OR EXISTS (SELECT 1 FROM coupon_use))
          AND (SELECT count(*) FROM claimed) = ${order.lines.length}
        THEN true
        ELSE refuse_checkout()
      END AS claimed,
      ${announceOrderStatusSql({
        customerId: order.customerId,
        orderId: id,
        historyId: sql`(SELECT id FROM history)`,
      })} AS announced,
      ${announceSoldOutFlipSql(sql`SELECT 1 FROM claimed WHERE stock_left = 0`)} AS sold_out
  `)) as unknown as { rows: WrittenRow[] };
  const row = result.rows[0];
  if (!row) throw new Error('the order was not written');
  const written = typeof row.order === 'string' ? JSON.parse(row.order) : row.order;
  const orderRow: OrderRow = {
    ...written,
    subtotalPaisa: Number(written.subtotalPaisa),
    discountPaisa: Number(written.discountPaisa),
    totalPaisa: Number(written.totalPaisa),
    createdAt: new Date(written.createdAt),
    updatedAt: new Date(written.updatedAt),
    ratedAt: null,
  };
  return {
    order: orderRow,
    lines,
    history: {
      id: Number(row.history_id),
      orderId: id,
      status: 'pending',
      changedBy: 'customer',
      notes: null,
      createdAt: new Date(row.history_at),
    },
  };
}
