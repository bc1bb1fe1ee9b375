import { customers, type Db, type DbOrTx, orderStatusHistory, orders } from '@shop/db';
import { eq, sql } from '@shop/db/orm';
import {
  ADMIN_ORDER_MESSAGES,
  checkInStatusFor,
  FINAL_ORDER_STATUSES,
  ORDER_MESSAGES,
  type OrderStatus,
  PAYMENT_MESSAGES,
  roleMayMove,
  STAFF_MESSAGES,
  toNrs,
} from '@shop/shared';
import { AppError } from '../../lib/app-error.ts';
import { recordActivity } from '../activity/record-activity.ts';
import type { OrderChange } from './order-change.ts';
import { isOrderId, orderNotFound, orderView } from './order-view.ts';
import { releaseOrder } from './release-order.ts';

/*
 * The restaurant moves an order (docs/product-rules.md#order-statuses): any status while the order
 * is neither delivered nor cancelled, in any order. A cancellation gives back stock and the coupon
 * use, as the customer's does; a delivery adds the total to the customer's spending (cash is paid
 * then). Every change is a timeline entry by the admin and a line of the audit log. With
 * `expectedStatus` (the status the admin saw) the change applies only if the order still has it, so
 * of two admins changing one order at once the second is refused and sees the first's change.
 */
export interface StatusChange {
  status: OrderStatus;
  notes: string | null;
  expectedStatus?: OrderStatus | undefined;
  /** The kitchen's answer to a new order (accept-or-reject.ts): what it sets besides the status. */
  answer?: { readyBy?: Date; rejectionReason?: string; action: string };
  /**
   * Whether the caller may move the order from the status it has now (docs/product-rules.md#staff-and-roles):
   * checked under the order's lock, so the status it is checked against is the one changed.
   */
  mayMove?: (from: OrderStatus, to: OrderStatus) => boolean;
}

export async function changeOrderStatus(
  db: Db,
  adminId: string,
  orderId: string,
  change: StatusChange,
): Promise<OrderChange> {
  if (!isOrderId(orderId)) throw orderNotFound();
  return db.transaction(async (tx) => {
    const previous = await lockOpenOrder(tx, orderId, change.expectedStatus);
    // Even the owner's moves: an order awaiting its payment is paid (or cancelled), never sent
    // to the kitchen unpaid, and no order goes back to awaiting one.
    if (!roleMayMove('owner', previous, change.status)) {
      throw new AppError('CONFLICT', PAYMENT_MESSAGES.notAwaitingPaymentMove);
    }
    if (change.mayMove && !change.mayMove(previous, change.status)) {
      throw new AppError('FORBIDDEN', STAFF_MESSAGES.statusRefused);
    }
    const [row] = await tx
      .update(orders)
      .set({
        status: change.status,
        readyBy: change.answer?.readyBy,
        rejectionReason: change.answer?.rejectionReason,
      })
      .where(eq(orders.id, orderId))
      .returning();
    if (!row) throw orderNotFound();
    const [history] = await tx
      .insert(orderStatusHistory)
      .values({
        orderId,
        status: change.status,
        changedBy: 'admin',
        adminId,
        notes: change.notes,
      })
      .returning({ id: orderStatusHistory.id });
    if (!history) throw new Error('the timeline entry was not written');
    const released = change.status === 'cancelled' ? await releaseOrder(tx, orderId) : {};
    if (change.status === 'delivered' && row.customerId) {
      await addToSpending(tx, row.customerId, row.totalPaisa);
    }
    await recordActivity(tx, {
      adminId,
      action: change.answer?.action ?? 'order.status_changed',
      entityType: 'order',
      entityId: orderId,
      details: { from: previous, to: change.status, notes: change.notes },
    });
    return {
      order: await orderView(tx, { ...row, ...released }),
      customerId: row.customerId,
      historyId: history.id,
    };
  });
}

/**
 * Locks the order and returns its status: 404 when there is none; 409 when it is not the
 * expected one or the order is closed. The row lock makes a concurrent change wait, and then
 * read the status the first one committed.
 */
async function lockOpenOrder(
  tx: DbOrTx,
  orderId: string,
  expectedStatus: OrderStatus | undefined,
): Promise<OrderStatus> {
  const [row] = await tx
    .select({ status: orders.status })
    .from(orders)
    .where(eq(orders.id, orderId))
    .for('no key update');
  if (!row) throw orderNotFound();
  const current = row.status as OrderStatus;
  if (expectedStatus && expectedStatus !== current) {
    throw new AppError('CONFLICT', ADMIN_ORDER_MESSAGES.changedMeanwhile(current));
  }
  if (FINAL_ORDER_STATUSES.includes(current)) {
    throw new AppError('CONFLICT', ORDER_MESSAGES.orderClosed);
  }
  return current;
}

async function addToSpending(tx: DbOrTx, customerId: string, totalPaisa: number): Promise<void> {
  const [row] = await tx
    .update(customers)
    .set({ totalSpentPaisa: sql`${customers.totalSpentPaisa} + ${totalPaisa}` })
    .where(eq(customers.id, customerId))
    .returning({ totalSpentPaisa: customers.totalSpentPaisa });
  if (!row) return;
  await tx
    .update(customers)
    .set({ checkInStatus: checkInStatusFor(toNrs(row.totalSpentPaisa)) })
    .where(eq(customers.id, customerId));
}
