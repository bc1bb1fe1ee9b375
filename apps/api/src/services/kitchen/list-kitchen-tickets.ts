import { type DbOrTx, type LineChoice, orderLines, orders } from '@shop/db';
import { asc, inArray, sql } from '@shop/db/orm';
import {
  type Fulfilment,
  KITCHEN_STATUSES,
  type KitchenStatus,
  type KitchenTicket,
  type KitchenTicketsResponse,
  orderNumber,
  ticketDueAt,
  toNrs,
} from '@shop/shared';
import { jsonValue } from '../../lib/json-value.ts';
import { qualified } from '../admin-orders/qualified.ts';
import { type PaymentColumns, toPaymentView } from '../payments/payment-view.ts';

/*
 * The kitchen display's tickets (docs/product-rules.md#kitchen-display): one statement reads
 * the orders the kitchen works on with their lines as JSON, so a busy evening's twenty tickets
 * are still one round trip.
 */

interface LineJson {
  quantity: number;
  name: string;
  choices: LineChoice[];
}

/** The order's lines in the order they were written (order_lines' order_id index). */
const linesJson = sql<unknown>`(
  SELECT coalesce(json_agg(json_build_object(
    'quantity', l.quantity, 'name', l.meal_name, 'choices', l.choices
  ) ORDER BY l.id), '[]'::json)
  FROM ${orderLines} l WHERE l.order_id = ${qualified(orders.id)}
)`;

/** A later order waits at its slot in the queue; any other at the time it was placed. */
const queueTime = sql`coalesce(${orders.scheduledFor}, ${orders.createdAt})`;

/**
 * Confirmed, preparing and ready orders, oldest first (a later order at its slot). The orders'
 * status index (orders_status_created_id_idx) finds the few in these statuses among a million
 * (three look-ups); sorting a busy evening's tickets by slot is then trivial.
 */
export async function listKitchenTickets(db: DbOrTx): Promise<KitchenTicketsResponse> {
  const rows = await db
    .select({
      id: orders.id,
      status: orders.status,
      fulfilment: orders.fulfilment,
      createdAt: orders.createdAt,
      scheduledFor: orders.scheduledFor,
      readyBy: orders.readyBy,
      estimatedDelivery: orders.estimatedDelivery,
      notes: orders.notes,
      paymentMethod: orders.paymentMethod,
      paymentStatus: orders.paymentStatus,
      paymentReference: orders.paymentReference,
      payBy: orders.payBy,
      lines: linesJson,
    })
    .from(orders)
    .where(inArray(orders.status, [...KITCHEN_STATUSES]))
    .orderBy(asc(queueTime), asc(orders.createdAt), asc(orders.id));
  return { tickets: rows.map(toTicket) };
}

function toTicket(
  row: PaymentColumns & {
    id: string;
    fulfilment: string;
    createdAt: Date;
    scheduledFor: Date | null;
    readyBy: Date | null;
    estimatedDelivery: string;
    notes: string | null;
    lines: unknown;
  },
): KitchenTicket {
  const { method, status } = toPaymentView(row);
  const dueAt = ticketDueAt({
    placedAt: row.createdAt,
    scheduledFor: row.scheduledFor,
    readyBy: row.readyBy,
    estimatedDelivery: row.estimatedDelivery,
  });
  return {
    id: row.id,
    number: orderNumber(row.id),
    status: row.status as KitchenStatus,
    fulfilment: row.fulfilment as Fulfilment,
    placedAt: row.createdAt.toISOString(),
    scheduledFor: row.scheduledFor?.toISOString() ?? null,
    dueAt: dueAt.toISOString(),
    notes: row.notes?.trim() || null,
    payment: { method, status },
    lines: jsonValue<LineJson[]>(row.lines).map((line) => ({
      quantity: line.quantity,
      name: line.name,
      choices: line.choices.map(({ pricePaisa, ...choice }) => ({
        ...choice,
        price: toNrs(pricePaisa),
      })),
    })),
  };
}
