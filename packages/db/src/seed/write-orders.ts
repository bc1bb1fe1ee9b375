import type { Tx } from '../database.ts';
import { couponRedemptions, orderLines, orderStatusHistory, orders } from '../schema/index.ts';
import { deliveryAddress, fullName } from './customers.ts';
import { idOf, insertInChunks } from './insert.ts';
import type { DemoPlan } from './plan.ts';

export interface OrderReferences {
  mealIds: ReadonlyMap<string, number>;
  couponIds: ReadonlyMap<string, number>;
  /** Who the admin steps of each timeline are credited to; null without a demo admin. */
  adminId: string | null;
}

/** Inserts the orders with their lines, timelines and coupon redemptions. */
export async function writeOrders(tx: Tx, plan: DemoPlan, refs: OrderReferences): Promise<void> {
  const couponId = (code: string | undefined) => (code ? idOf(refs.couponIds, code) : null);
  await insertInChunks(
    tx,
    orders,
    plan.orders.map((order) => ({
      id: order.id,
      customerId: order.customer.id,
      status: order.status,
      customerName: fullName(order.customer),
      customerEmail: order.customer.email ?? '',
      phone: order.customer.phone,
      deliveryAddress: deliveryAddress(order.customer),
      notes: order.notes,
      couponId: couponId(order.coupon?.code),
      couponCode: order.coupon?.code ?? null,
      subtotalPaisa: order.subtotalPaisa,
      discountPaisa: order.discountPaisa,
      totalPaisa: order.totalPaisa,
      createdAt: order.createdAt,
      updatedAt: order.updatedAt,
    })),
  );
  await insertInChunks(
    tx,
    orderLines,
    plan.orders.flatMap((order) =>
      order.lines.map((line) => ({
        orderId: order.id,
        mealId: idOf(refs.mealIds, line.meal.name),
        mealName: line.meal.name,
        categoryName: line.meal.category,
        unitPricePaisa: line.unitPricePaisa,
        quantity: line.quantity,
        freeQuantity: line.freeQuantity,
      })),
    ),
  );
  await insertInChunks(
    tx,
    orderStatusHistory,
    plan.orders.flatMap((order) =>
      order.timeline.map((entry) => ({
        orderId: order.id,
        status: entry.status,
        changedBy: entry.by,
        adminId: entry.by === 'admin' ? refs.adminId : null,
        notes: entry.notes,
        createdAt: entry.at,
      })),
    ),
  );
  await insertInChunks(
    tx,
    couponRedemptions,
    plan.orders.flatMap((order) =>
      order.coupon
        ? [
            {
              couponId: idOf(refs.couponIds, order.coupon.code),
              orderId: order.id,
              customerId: order.customer.id,
              discountPaisa: order.discountPaisa,
              createdAt: order.createdAt,
            },
          ]
        : [],
    ),
  );
}
