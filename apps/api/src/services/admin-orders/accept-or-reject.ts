import type { Db } from '@shop/db';
import { ORDER_MESSAGES, ORDER_REJECTION_REASONS, type OrderRejectionReason } from '@shop/shared';
import { AppError } from '../../lib/app-error.ts';
import type { OrderChange } from '../orders/order-change.ts';
import { updateOrderStatus } from './update-order-status.ts';

/*
 * The kitchen's answer to a new order (docs/product-rules.md#accepting-orders): accepted, it is
 * confirmed with the time it will be ready; rejected, it is cancelled with a reason from the
 * list (stock and coupon use given back, as any cancellation). Only a pending order is answered:
 * of two admins answering at once, the second is refused with the order as it is now.
 */

const MINUTE_MS = 60_000;

async function answerPending(
  db: Db,
  adminId: string,
  orderId: string,
  change: Parameters<typeof updateOrderStatus>[3],
): Promise<OrderChange> {
  try {
    return await updateOrderStatus(db, adminId, orderId, change);
  } catch (error) {
    if (!(error instanceof AppError) || error.code !== 'CONFLICT') throw error;
    throw new AppError('CONFLICT', ORDER_MESSAGES.onlyPendingAccept, {
      cause: error,
      details: error.details,
    });
  }
}

export function acceptOrder(
  db: Db,
  adminId: string,
  orderId: string,
  { minutes, now }: { minutes: number; now: Date },
): Promise<OrderChange> {
  return answerPending(db, adminId, orderId, {
    status: 'confirmed',
    expectedStatus: 'pending',
    notes: ORDER_MESSAGES.accepted(minutes),
    answer: { readyBy: new Date(now.getTime() + minutes * MINUTE_MS), action: 'order.accepted' },
  });
}

export function rejectOrder(
  db: Db,
  adminId: string,
  orderId: string,
  reason: OrderRejectionReason,
): Promise<OrderChange> {
  return answerPending(db, adminId, orderId, {
    status: 'cancelled',
    expectedStatus: 'pending',
    notes: ORDER_MESSAGES.rejected(ORDER_REJECTION_REASONS[reason]),
    answer: { rejectionReason: reason, action: 'order.rejected' },
  });
}
