import type { Db } from '@shop/db';
import {
  estimateDeliveryTime,
  type OrderValidateResponse,
  type orderValidateRequestSchema,
  toNrs,
} from '@shop/shared';
import type { z } from 'zod';
import { readCheckoutContext } from './checkout-facts.ts';
import { conflictDetails, quoteOrder } from './checkout-quote.ts';
import { toLineView } from './order-view.ts';
import { assertCallerIsCustomer } from './place-order.ts';

export type OrderValidateInput = z.output<typeof orderValidateRequestSchema>;

/**
 * Place-order's dry run: the same reads and the same decision, nothing written. A well-formed
 * order that would be refused answers valid: false with the reasons and the current facts.
 */
export async function validateOrder(
  db: Db,
  customerId: string,
  request: OrderValidateInput,
  { now = new Date() }: { now?: Date } = {},
): Promise<OrderValidateResponse> {
  assertCallerIsCustomer(request.user_id, customerId);
  const context = await readCheckoutContext(db, {
    customerId,
    mealIds: request.items.map((item) => item.id),
    couponCode: request.coupon_code,
    now,
  });
  const input = {
    items: request.items,
    meals: context.meals,
    couponCode: request.coupon_code,
    coupon: context.coupon,
    now,
    hasEarlierOrder: context.hasEarlierOrder,
    shown: { total: request.total_amount, discount: request.discount_amount },
  };
  const quote = quoteOrder(input);
  if (quote.problems.length > 0) {
    return {
      valid: false,
      order: null,
      message: quote.problems[0]?.message ?? null,
      errors: quote.problems.map((problem) => problem.message),
      details: conflictDetails(quote, request.items, context.meals, request.coupon_code),
    };
  }
  return {
    valid: true,
    order: {
      subtotal: toNrs(quote.subtotalPaisa),
      discount: toNrs(quote.discountPaisa),
      total: toNrs(quote.totalPaisa),
      couponCode: quote.couponCheck?.ok ? (context.coupon?.code ?? null) : null,
      items: quote.lines.map((line) =>
        toLineView({
          orderId: '',
          mealId: line.mealId,
          mealName: line.name,
          unitPricePaisa: line.unitPricePaisa,
          quantity: line.quantity,
          freeQuantity: line.freeQuantity,
        }),
      ),
      estimatedDeliveryTime: estimateDeliveryTime(context.queueLength),
    },
    message: null,
    errors: [],
    details: null,
  };
}
