import { type Db, orders } from '@shop/db';
import { eq } from '@shop/db/orm';
import { type KitchenMoveRequest, roleMayMove } from '@shop/shared';
import { AppError } from '../../lib/app-error.ts';
import { changeOrderStatus } from '../orders/change-order-status.ts';
import type { OrderChange } from '../orders/order-change.ts';

/**
 * The kitchen display moves a ticket on (confirmed → preparing → ready), whoever taps it: the
 * kitchen's moves only (docs/product-rules.md#staff-and-roles). A refusal because the order moved
 * meanwhile says only the status it has now: the kitchen sees nothing of the customer.
 */
export async function moveKitchenTicket(
  db: Db,
  staffId: string,
  orderId: string,
  move: KitchenMoveRequest,
): Promise<OrderChange> {
  try {
    return await changeOrderStatus(db, staffId, orderId, {
      status: move.status,
      expectedStatus: move.expectedStatus,
      notes: null,
      mayMove: (from, to) => roleMayMove('kitchen', from, to),
    });
  } catch (error) {
    if (!(error instanceof AppError) || error.code !== 'CONFLICT') throw error;
    const [now] = await db
      .select({ status: orders.status })
      .from(orders)
      .where(eq(orders.id, orderId));
    throw new AppError('CONFLICT', error.message, {
      cause: error,
      details: { id: orderId, status: now?.status ?? move.expectedStatus },
    });
  }
}
