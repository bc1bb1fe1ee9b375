import { type DbOrTx, orderLines, orderStatusHistory, orders } from '@shop/db';
import { and, asc, eq, inArray } from '@shop/db/orm';
import {
  type Fulfilment,
  ORDER_MESSAGES,
  ORDER_REJECTION_REASONS,
  type Order,
  type OrderLine,
  type OrderStatus,
  type OrderTimelineEntry,
  type PaymentMethod,
  type StatusActor,
  toNrs,
} from '@shop/shared';
import { AppError } from '../../lib/app-error.ts';
import { toPaymentView } from '../payments/payment-view.ts';

/*
 * The one view of an order that every order call answers with (the `Order` schema): the row,
 * its lines and its timeline, amounts in NRS.
 */

export type OrderRow = typeof orders.$inferSelect;
export type LineRow = Pick<
  typeof orderLines.$inferSelect,
  'orderId' | 'mealId' | 'mealName' | 'unitPricePaisa' | 'quantity' | 'freeQuantity' | 'choices'
>;
export type HistoryRow = Pick<
  typeof orderStatusHistory.$inferSelect,
  'id' | 'orderId' | 'status' | 'changedBy' | 'notes' | 'createdAt'
>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An order id as sent in a path: anything that is not a UUID names no order (404, not 400). */
export function isOrderId(id: string): boolean {
  return UUID.test(id);
}

export function orderNotFound(): AppError {
  return new AppError('NOT_FOUND', ORDER_MESSAGES.orderNotFound);
}

export function toLineView(line: LineRow): OrderLine {
  return {
    mealId: line.mealId,
    name: line.mealName,
    quantity: line.quantity,
    price: toNrs(line.unitPricePaisa),
    freeQuantity: line.freeQuantity,
    options: line.choices.map(({ pricePaisa, ...choice }) => ({
      ...choice,
      price: toNrs(pricePaisa),
    })),
  };
}

export function toTimelineEntry(entry: HistoryRow): OrderTimelineEntry {
  return {
    id: entry.id,
    status: entry.status as OrderStatus,
    at: entry.createdAt.toISOString(),
    by: entry.changedBy as StatusActor,
    notes: entry.notes,
  };
}

/** The customer's words for a rejection reason kept as its key. */
export function rejectionWords(reason: string | null): string | null {
  if (!reason) return null;
  return ORDER_REJECTION_REASONS[reason as keyof typeof ORDER_REJECTION_REASONS] ?? reason;
}

export function toOrderView(
  row: OrderRow,
  lines: readonly LineRow[],
  timeline: readonly HistoryRow[],
): Order {
  return {
    id: row.id,
    status: row.status as OrderStatus,
    createdAt: row.createdAt.toISOString(),
    totalAmount: toNrs(row.totalPaisa),
    subtotalAmount: toNrs(row.subtotalPaisa),
    discountAmount: toNrs(row.discountPaisa),
    couponCode: row.couponCode,
    estimatedDeliveryTime: row.estimatedDelivery,
    paymentMethod: row.paymentMethod as PaymentMethod,
    payment: toPaymentView(row),
    deliveryAddress: row.deliveryAddress,
    phone: row.phone,
    notes: row.notes,
    fulfilment: row.fulfilment as Fulfilment,
    deliveryArea: row.deliveryAreaName
      ? { id: row.deliveryAreaId, name: row.deliveryAreaName }
      : null,
    deliveryFee: toNrs(row.deliveryFeePaisa),
    scheduledFor: row.scheduledFor?.toISOString() ?? null,
    readyBy: row.readyBy?.toISOString() ?? null,
    rejectionReason: rejectionWords(row.rejectionReason),
    rating: row.rating,
    review: row.review,
    items: lines.map(toLineView),
    timeline: timeline.map(toTimelineEntry),
  };
}

export const lineColumns = {
  orderId: orderLines.orderId,
  mealId: orderLines.mealId,
  mealName: orderLines.mealName,
  unitPricePaisa: orderLines.unitPricePaisa,
  quantity: orderLines.quantity,
  freeQuantity: orderLines.freeQuantity,
  choices: orderLines.choices,
};

const historyColumns = {
  id: orderStatusHistory.id,
  orderId: orderStatusHistory.orderId,
  status: orderStatusHistory.status,
  changedBy: orderStatusHistory.changedBy,
  notes: orderStatusHistory.notes,
  createdAt: orderStatusHistory.createdAt,
};

function groupBy<T extends { orderId: string }>(rows: readonly T[]): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const group = groups.get(row.orderId);
    if (group) group.push(row);
    else groups.set(row.orderId, [row]);
  }
  return groups;
}

/** The views of these orders, in their order: two queries for lines and timelines of all. */
export async function orderViews(db: DbOrTx, rows: readonly OrderRow[]): Promise<Order[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  // One after the other: a transaction's connection runs one query at a time.
  const lines = await db
    .select(lineColumns)
    .from(orderLines)
    .where(inArray(orderLines.orderId, ids))
    .orderBy(asc(orderLines.id));
  const history = await db
    .select(historyColumns)
    .from(orderStatusHistory)
    .where(inArray(orderStatusHistory.orderId, ids))
    .orderBy(asc(orderStatusHistory.createdAt), asc(orderStatusHistory.id));
  const linesOf = groupBy(lines);
  const historyOf = groupBy(history);
  return rows.map((row) =>
    toOrderView(row, linesOf.get(row.id) ?? [], historyOf.get(row.id) ?? []),
  );
}

/** The caller's order, or 404 (also for another customer's order and for a malformed id). */
export async function findOwnOrderRow(
  db: DbOrTx,
  customerId: string,
  orderId: string,
): Promise<OrderRow> {
  if (!isOrderId(orderId)) throw orderNotFound();
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.customerId, customerId)))
    .limit(1);
  if (!row) throw orderNotFound();
  return row;
}

/** Any order by id (the back office), or 404. */
export async function findOrderRow(db: DbOrTx, orderId: string): Promise<OrderRow> {
  if (!isOrderId(orderId)) throw orderNotFound();
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  if (!row) throw orderNotFound();
  return row;
}

export async function orderView(db: DbOrTx, row: OrderRow): Promise<Order> {
  const [view] = await orderViews(db, [row]);
  if (!view) throw orderNotFound();
  return view;
}
