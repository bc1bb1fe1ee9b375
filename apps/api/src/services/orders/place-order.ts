import type { Db, DbOrTx } from '@shop/db';
import {
  estimateDeliveryTime,
  ORDER_MESSAGES,
  type Order,
  type OrderRequestParsed,
} from '@shop/shared';
import { AppError } from '../../lib/app-error.ts';
import {
  type CheckoutContext,
  readCheckoutContext,
  readMealFacts,
  recheckFirstOrder,
} from './checkout-facts.ts';
import {
  type CheckoutQuote,
  conflictDetails,
  type QuoteInput,
  quoteOrder,
} from './checkout-quote.ts';
import { orderConfirmationEmail } from './order-confirmation-email.ts';
import { findOrderRow, orderView, toOrderView } from './order-view.ts';
import { writeOrder } from './write-order.ts';

/*
 * Placing an order (docs/product-rules.md#pricing, #stock, #coupons): one transaction of two
 * statements whatever the number of lines (four with a first-order coupon). The first reads the
 * menu, the coupon and the customer; quoteOrder decides; the second writes the order and all
 * that goes with it and claims the coupon use and the stock, so that the rows every checkout
 * competes for stay locked only for the moment before COMMIT. Anything that differs from what
 * the browser showed refuses the order (409) with the current facts; nothing is written then.
 */

export interface PlacedOrder {
  order: Order;
  /** False when the idempotency key named an order placed before: nothing new was written. */
  created: boolean;
}

export async function placeOrder(
  db: Db,
  customerId: string,
  request: OrderRequestParsed,
  { now = new Date() }: { now?: Date } = {},
): Promise<PlacedOrder> {
  assertCallerIsCustomer(request.user_id, customerId);
  try {
    return await db.transaction((tx) => placeIn(tx, customerId, request, now));
  } catch (error) {
    if (!isIdempotencyViolation(error)) throw error;
    // A concurrent submission with the same key committed first: answer with its order.
    const context = await readCheckoutContext(db, {
      customerId,
      mealIds: [],
      couponCode: null,
      idempotencyKey: request.idempotency_key,
      now,
    });
    if (!context.existingOrderId) throw error;
    return earlierOrder(db, context.existingOrderId);
  }
}

/** user_id is optional; when sent it must be the caller's own (no ordering for others). */
export function assertCallerIsCustomer(userId: string | null | undefined, customerId: string) {
  if (userId !== undefined && userId !== null && userId !== customerId) {
    throw new AppError('FORBIDDEN', ORDER_MESSAGES.userIdMismatch);
  }
}

async function earlierOrder(db: DbOrTx, orderId: string): Promise<PlacedOrder> {
  return {
    order: await orderView(db, await findOrderRow(db, orderId)),
    created: false,
  };
}

function isIdempotencyViolation(error: unknown): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    const { code, constraint } = current as { code?: unknown; constraint?: unknown };
    if (code !== '23505') continue;
    if (constraint === 'orders_customer_idempotency_unique') return true;
    if (current.message.includes('orders_customer_idempotency_unique')) return true;
  }
  return false;
}

function refusal(quote: CheckoutQuote, input: QuoteInput, couponCode: string | null): AppError {
  const first = quote.problems[0];
  return new AppError('CONFLICT', first?.message ?? ORDER_MESSAGES.totalChanged, {
    details: conflictDetails(quote, input.items, input.meals, couponCode),
  });
}

function quoteInputOf(
  request: OrderRequestParsed,
  context: CheckoutContext,
  now: Date,
): QuoteInput {
  return {
    items: request.items,
    meals: context.meals,
    couponCode: request.coupon_code,
    coupon: context.coupon,
    now,
    hasEarlierOrder: context.hasEarlierOrder,
    shown: { total: request.total_amount, discount: request.discount_amount },
  };
}

async function placeIn(
  tx: DbOrTx,
  customerId: string,
  request: OrderRequestParsed,
  now: Date,
): Promise<PlacedOrder> {
  const mealIds = request.items.map((item) => item.id);
  const context = await readCheckoutContext(tx, {
    customerId,
    mealIds,
    couponCode: request.coupon_code,
    idempotencyKey: request.idempotency_key,
    now,
  });
  if (context.existingOrderId) return earlierOrder(tx, context.existingOrderId);
  const input = quoteInputOf(request, context, now);
  const quote = quoteOrder(input);
  if (quote.problems.length > 0) throw refusal(quote, input, request.coupon_code);

  const coupon = quote.couponCheck?.ok ? context.coupon : null;
  if (coupon?.firstOrderOnly) {
    const firstOrder = await recheckFirstOrder(tx, customerId, request.idempotency_key);
    if (firstOrder.existingOrderId) return earlierOrder(tx, firstOrder.existingOrderId);
    if (firstOrder.hasEarlierOrder) {
      const notFirst = { ...input, hasEarlierOrder: true };
      throw refusal(quoteOrder(notFirst), notFirst, request.coupon_code);
    }
  }
  const estimatedDelivery = estimateDeliveryTime(context.queueLength);
  const { customerEmail, customerName } = context;
  const written = await writeOrder(tx, {
    customerId,
    customerName,
    customerEmail: customerEmail ?? '',
    phone: request.phone,
    deliveryAddress: request.delivery_address,
    notes: request.notes,
    paymentMethod: request.payment_method,
    coupon: coupon ? { id: coupon.id, code: coupon.code } : null,
    subtotalPaisa: quote.subtotalPaisa,
    discountPaisa: quote.discountPaisa,
    totalPaisa: quote.totalPaisa,
    estimatedDelivery,
    idempotencyKey: request.idempotency_key,
    lines: quote.lines,
    email: customerEmail
      ? (orderId) =>
          orderConfirmationEmail(customerEmail, {
            id: orderId,
            customerName,
            lines: quote.lines,
            subtotalPaisa: quote.subtotalPaisa,
            discountPaisa: quote.discountPaisa,
            totalPaisa: quote.totalPaisa,
            couponCode: coupon?.code ?? null,
            deliveryAddress: request.delivery_address,
            estimatedDelivery,
          })
      : null,
  });
  if (coupon && !written.couponClaimed) {
    // The last use went to another order since it was read.
    const usedUp = { ...input, coupon: { ...coupon, usedCount: coupon.usageLimit } };
    throw refusal(quoteOrder(usedUp), usedUp, request.coupon_code);
  }
  if (written.linesClaimed < quote.lines.length) {
    // Another order took the stock since it was read: answer with the stock as it is now.
    const current = { ...input, meals: await readMealFacts(tx, mealIds) };
    throw refusal(quoteOrder(current), current, request.coupon_code);
  }
  return {
    order: toOrderView(written.order, written.lines, [written.history]),
    created: true,
  };
}
