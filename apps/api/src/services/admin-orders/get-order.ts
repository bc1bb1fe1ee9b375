import { admins, customers, type DbOrTx, orderLines, orderStatusHistory, orders } from '@shop/db';
import { asc, eq } from '@shop/db/orm';
import { type AdminOrderDetail, type OrderStatus, type StatusActor, toNrs } from '@shop/shared';
import { customerOrderCount } from '../admin-customers/customer-view.ts';
import {
  isOrderId,
  lineColumns,
  orderNotFound,
  rejectionWords,
  toLineView,
} from '../orders/order-view.ts';
import { orderSummaryColumns, toAdminOrderSummary } from './order-summary.ts';

/**
 * One order for the back office's details: as placed (customer info, lines, amounts), the
 * customer's account today, and the timeline with which admin made each change. Three queries.
 */
export async function getAdminOrder(db: DbOrTx, id: string): Promise<AdminOrderDetail> {
  if (!isOrderId(id)) throw orderNotFound();
  const [row] = await db
    .select({
      ...orderSummaryColumns,
      subtotalPaisa: orders.subtotalPaisa,
      discountPaisa: orders.discountPaisa,
      couponCode: orders.couponCode,
      notes: orders.notes,
      estimatedDelivery: orders.estimatedDelivery,
      deliveryAreaId: orders.deliveryAreaId,
      deliveryAreaName: orders.deliveryAreaName,
      deliveryFeePaisa: orders.deliveryFeePaisa,
      readyBy: orders.readyBy,
      rejectionReason: orders.rejectionReason,
      rating: orders.rating,
      review: orders.review,
      account: {
        id: customers.id,
        isActive: customers.isActive,
        totalSpentPaisa: customers.totalSpentPaisa,
        totalOrders: customerOrderCount,
      },
    })
    .from(orders)
    .leftJoin(customers, eq(customers.id, orders.customerId))
    .where(eq(orders.id, id))
    .limit(1);
  if (!row) throw orderNotFound();
  const lines = await db
    .select(lineColumns)
    .from(orderLines)
    .where(eq(orderLines.orderId, id))
    .orderBy(asc(orderLines.id));
  const timeline = await db
    .select({
      id: orderStatusHistory.id,
      status: orderStatusHistory.status,
      at: orderStatusHistory.createdAt,
      by: orderStatusHistory.changedBy,
      adminName: admins.name,
      notes: orderStatusHistory.notes,
    })
    .from(orderStatusHistory)
    .leftJoin(admins, eq(admins.id, orderStatusHistory.adminId))
    .where(eq(orderStatusHistory.orderId, id))
    .orderBy(asc(orderStatusHistory.createdAt), asc(orderStatusHistory.id));
  const account = row.account;
  return {
    ...toAdminOrderSummary(row),
    items: lines.map(toLineView),
    subtotalAmount: toNrs(row.subtotalPaisa),
    discountAmount: toNrs(row.discountPaisa),
    couponCode: row.couponCode,
    notes: row.notes,
    estimatedDeliveryTime: row.estimatedDelivery,
    deliveryArea: row.deliveryAreaName
      ? { id: row.deliveryAreaId, name: row.deliveryAreaName }
      : null,
    deliveryFee: toNrs(row.deliveryFeePaisa),
    readyBy: row.readyBy?.toISOString() ?? null,
    rejectionReason: rejectionWords(row.rejectionReason),
    rating: row.rating,
    review: row.review,
    customer: account
      ? {
          id: account.id,
          isActive: account.isActive,
          totalSpent: toNrs(account.totalSpentPaisa),
          totalOrders: account.totalOrders,
        }
      : null,
    timeline: timeline.map((entry) => ({
      id: entry.id,
      status: entry.status as OrderStatus,
      at: entry.at.toISOString(),
      by: entry.by as StatusActor,
      adminName: entry.adminName,
      notes: entry.notes,
    })),
  };
}
