import type { Db, DbOrTx } from '@shop/db';
import {
  estimateDeliveryTime,
  ORDER_MESSAGES,
  type Order,
  type OrderRequestParsed,
} from '@shop/shared';
import { AppError } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/database-errors.ts';
import type { StoredCoupon } from '../coupons/find-coupon.ts';
import { type CheckoutContext, readCheckoutContext, recheckFirstOrder } from './checkout-facts.ts';
import {
  type CheckoutQuote,
  conflictDetails,
  type QuoteInput,
  quoteOrder,
} from './checkout-quote.ts';
import { orderConfirmationEmail } from './order-confirmation-email.ts';
import { findOrderRow, orderView, toOrderView } from './order-view.ts';
import { isCheckoutClaimRefused, writeOrder } from './write-order.ts';

/*
 * Placing an order (docs/product-rules.md#pricing, #stock, #coupons), decision 020: read, decide,
 * write. One statement reads the menu, the coupon and the customer; quoteOrder decides; one
 * statement writes the order and all that goes with it and claims the coupon use and the stock,
 * only if what the order was priced on still holds (else it writes nothing and we read again).
 * No transaction spans the two, so the rows every checkout competes for are locked only while
 * the write commits. Only a first-order coupon takes a transaction: it locks the customer so that
 * two of their checkouts cannot both be "first". Anything that differs from what the browser
 * showed refuses the order (409) with the current facts; nothing is written then.
 */

/** Reads again after a write refused for changed facts; a third refusal is answered as such. */
const ATTEMPTS = 3;

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
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await attemptToPlace(db, customerId, request, now);
    } catch (error) {
      if (isIdempotencyViolation(error)) {
        // A concurrent submission with the same key committed first: answer with its order.
        const context = await readContext(db, customerId, request, now, []);
        if (context.existingOrderId) return earlierOrder(db, context.existingOrderId);
      }
      if (!isCheckoutClaimRefused(error)) throw error;
      if (attempt === ATTEMPTS) throw await currentFactsRefusal(db, customerId, request, now);
    }
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
  return isUniqueViolation(error, 'orders_customer_idempotency_unique');
}

function readContext(
  db: DbOrTx,
  customerId: string,
  request: OrderRequestParsed,
  now: Date,
  mealIds = request.items.map((item) => item.id),
): Promise<CheckoutContext> {
  return readCheckoutContext(db, {
    customerId,
    mealIds,
    couponCode: mealIds.length > 0 ? request.coupon_code : null,
    idempotencyKey: request.idempotency_key,
    now,
  });
}

function refusal(quote: CheckoutQuote, input: QuoteInput, couponCode: string | null): AppError {
  const first = quote.problems[0];
  return new AppError('CONFLICT', first?.message ?? ORDER_MESSAGES.totalChanged, {
    details: conflictDetails(quote, input.items, input.meals, couponCode),
  });
}

/** The refusal of an order whose facts kept changing under it, with the facts as they are now. */
async function currentFactsRefusal(
  db: DbOrTx,
  customerId: string,
  request: OrderRequestParsed,
  now: Date,
): Promise<AppError> {
  const input = quoteInputOf(request, await readContext(db, customerId, request, now), now);
  return refusal(quoteOrder(input), input, request.coupon_code);
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

async function attemptToPlace(
  db: Db,
  customerId: string,
  request: OrderRequestParsed,
  now: Date,
): Promise<PlacedOrder> {
  const context = await readContext(db, customerId, request, now);
  if (context.existingOrderId) return earlierOrder(db, context.existingOrderId);
  const input = quoteInputOf(request, context, now);
  const quote = quoteOrder(input);
  if (quote.problems.length > 0) throw refusal(quote, input, request.coupon_code);
  const coupon = quote.couponCheck?.ok ? context.coupon : null;
  if (!coupon?.firstOrderOnly) return write(db, customerId, request, context, quote, coupon);
  return db.transaction(async (tx) => {
    const firstOrder = await recheckFirstOrder(tx, customerId, request.idempotency_key);
    if (firstOrder.existingOrderId) return earlierOrder(tx, firstOrder.existingOrderId);
    if (firstOrder.hasEarlierOrder) {
      const notFirst = { ...input, hasEarlierOrder: true };
      throw refusal(quoteOrder(notFirst), notFirst, request.coupon_code);
    }
    return write(tx, customerId, request, context, quote, coupon);
  });
}

async function write(
  db: DbOrTx,
  customerId: string,
  request: OrderRequestParsed,
  context: CheckoutContext,
  quote: CheckoutQuote,
  coupon: StoredCoupon | null,
): Promise<PlacedOrder> {
  const estimatedDelivery = estimateDeliveryTime(context.queueLength);
  const { customerEmail, customerName } = context;
  const written = await writeOrder(db, {
    customerId,
    customerName,
    customerEmail: customerEmail ?? '',
    phone: request.phone,
    deliveryAddress: request.delivery_address,
    notes: request.notes,
    paymentMethod: request.payment_method,
    coupon: coupon ? { id: coupon.id, code: coupon.code, terms: coupon.terms } : null,
    subtotalPaisa: quote.subtotalPaisa,
    discountPaisa: quote.discountPaisa,
    totalPaisa: quote.totalPaisa,
    estimatedDelivery,
    idempotencyKey: request.idempotency_key ?? null,
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
  return {
    order: toOrderView(written.order, written.lines, [written.history]),
    created: true,
  };
}
