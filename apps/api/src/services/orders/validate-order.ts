import type { Db } from '@shop/db';
import { type OrderValidateResponse, type orderValidateRequestSchema, toNrs } from '@shop/shared';
import type { z } from 'zod';
import { readCheckoutFacts } from './checkout/checkout-facts.ts';
import { areaFacts, conflictDetails, decideCheckout } from './checkout/decide-checkout.ts';
import { assertCallerIsCustomer, checkoutRequestOf } from './checkout/place-order.ts';
import { toLineView } from './order-view.ts';

export type OrderValidateInput = z.output<typeof orderValidateRequestSchema>;

/**
 * Place-order's dry run: the same facts (read without locks) and the same decision, nothing
 * written. A well-formed order that would be refused answers valid: false with the reasons and
 * the current facts.
 */
export async function validateOrder(
  db: Db,
  customerId: string,
  request: OrderValidateInput,
  { now = new Date() }: { now?: Date } = {},
): Promise<OrderValidateResponse> {
  assertCallerIsCustomer(request.user_id, customerId);
  const checkout = checkoutRequestOf(request);
  const facts = await readCheckoutFacts(db, {
    customerId,
    mealIds: request.items.map((item) => item.id),
    couponCode: request.coupon_code,
    now,
  });
  const decision = decideCheckout(checkout, facts, now);
  if (decision.problems.length > 0) {
    return {
      valid: false,
      order: null,
      message: decision.problems[0]?.message ?? null,
      errors: decision.problems.map((problem) => problem.message),
      details: conflictDetails(decision, checkout, facts),
    };
  }
  return {
    valid: true,
    order: {
      subtotal: toNrs(decision.subtotalPaisa),
      discount: toNrs(decision.discountPaisa),
      deliveryFee: toNrs(decision.deliveryFeePaisa),
      total: toNrs(decision.totalPaisa),
      couponCode: decision.coupon?.code ?? null,
      items: decision.lines.map((line) =>
        toLineView({
          orderId: '',
          mealId: line.mealId,
          mealName: line.name,
          unitPricePaisa: line.unitPricePaisa,
          quantity: line.quantity,
          freeQuantity: line.freeQuantity,
          choices: line.choices,
        }),
      ),
      estimatedDeliveryTime: decision.estimatedDelivery,
      fulfilment: checkout.fulfilment,
      deliveryArea: areaFacts(decision.area),
      scheduledFor: checkout.scheduledFor?.toISOString() ?? null,
    },
    message: null,
    errors: [],
    details: null,
  };
}
