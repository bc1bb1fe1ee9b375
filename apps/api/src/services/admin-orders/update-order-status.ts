import type { Db } from '@shop/db';
import { AppError } from '../../lib/app-error.ts';
import { changeOrderStatus, type StatusChange } from '../orders/change-order-status.ts';
import type { OrderChange } from '../orders/order-change.ts';
import { getAdminOrder } from './get-order.ts';

/**
 * The back office moves an order (`changeOrderStatus`). A refusal because the order moved on
 * (another admin's change, or it is closed) carries the order as it is now in `details`, read
 * after the refused transaction, so the screen can show what the other admin did.
 */
export async function updateOrderStatus(
  db: Db,
  adminId: string,
  orderId: string,
  change: StatusChange,
): Promise<OrderChange> {
  try {
    return await changeOrderStatus(db, adminId, orderId, change);
  } catch (error) {
    if (!(error instanceof AppError) || error.code !== 'CONFLICT') throw error;
    const order = await getAdminOrder(db, orderId);
    throw new AppError('CONFLICT', error.message, { cause: error, details: { order } });
  }
}
