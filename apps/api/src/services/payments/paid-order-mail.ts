import { type DbOrTx, orderLines, orders } from '@shop/db';
import { asc, eq } from '@shop/db/orm';
import type { Fulfilment } from '@shop/shared';
import { queueEmail } from '../mail/queue-email.ts';
import { orderConfirmationEmail } from '../orders/order-confirmation-email.ts';

/**
 * The confirmation mail of an order paid with a wallet, queued in the transaction that marks
 * it paid: a wallet order is mailed once the restaurant has it, never while it may still be
 * cancelled unpaid. It is made from the order as kept, as checkout would have made it.
 */
export async function queuePaidOrderMail(
  tx: DbOrTx,
  orderId: string,
  paidWith: { wallet: string; reference: string },
): Promise<void> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
  if (!order?.customerEmail) return;
  const lines = await tx
    .select({
      name: orderLines.mealName,
      quantity: orderLines.quantity,
      unitPricePaisa: orderLines.unitPricePaisa,
      freeQuantity: orderLines.freeQuantity,
      choices: orderLines.choices,
    })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.id));
  await queueEmail(
    tx,
    orderConfirmationEmail(order.customerEmail, {
      id: order.id,
      customerName: order.customerName,
      lines,
      subtotalPaisa: order.subtotalPaisa,
      discountPaisa: order.discountPaisa,
      totalPaisa: order.totalPaisa,
      couponCode: order.couponCode,
      fulfilment: order.fulfilment as Fulfilment,
      deliveryFeePaisa: order.deliveryFeePaisa,
      deliveryAddress: order.deliveryAddress,
      estimatedDelivery: order.estimatedDelivery,
      paidWith,
    }),
  );
}
