import type { Db, DbOrTx } from '@shop/db';
import { sql } from '@shop/db/orm';
import {
  isWallet,
  ORDER_MESSAGES,
  type Order,
  type OrderRequestParsed,
  PAYMENT_HOLD_MINUTES,
} from '@shop/shared';
import { AppError } from '../../../lib/app-error.ts';
import { isUniqueViolation } from '../../../lib/database-errors.ts';
import { orderConfirmationEmail } from '../order-confirmation-email.ts';
import { findOrderRow, orderView, toOrderView } from '../order-view.ts';
import { type CheckoutFacts, readCheckoutFacts } from './checkout-facts.ts';
import { type CheckoutRequest, conflictDetails, decideCheckout } from './decide-checkout.ts';
import { writeOrder } from './write-order.ts';

/*
 * Placing an order (docs/product-rules.md#checkout-rules, decision 054), top to bottom:
 *   1. only for an order for later or a first-order coupon (needsCustomerLock), a transaction
 *      that first locks the customer and the slot;
 *   2. read the facts (checkout-facts.ts);
 *   3. decide with the pure rules (decide-checkout.ts): a refusal is a 409 with the facts;
 *   4. write the order in one statement that claims what every checkout competes for (the
 *      coupon's uses, the stock) only if it still holds (write-order.ts); COMMIT.
 * When another checkout took the last of something between 2 and 4, the write takes nothing
 * and the order is decided again on the facts as they are now: it is then refused with them,
 * or placed. Every claim stays exact under any number of checkouts at once.
 */

export interface PlacedOrder {
  order: Order;
  /** False when the idempotency key named an order placed before: nothing new was written. */
  created: boolean;
}

/** user_id is optional; when sent it must be the caller's own (no ordering for others). */
export function assertCallerIsCustomer(userId: string | null | undefined, customerId: string) {
  if (userId !== undefined && userId !== null && userId !== customerId) {
    throw new AppError('FORBIDDEN', ORDER_MESSAGES.userIdMismatch);
  }
}

/** The request as the rules read it. */
export function checkoutRequestOf(request: OrderRequestParsed): CheckoutRequest {
  return {
    items: request.items,
    couponCode: request.coupon_code,
    fulfilment: request.fulfilment,
    deliveryAreaId: request.fulfilment === 'pickup' ? null : (request.delivery_area_id ?? null),
    deliveryAddress: request.fulfilment === 'pickup' ? '' : (request.delivery_address ?? ''),
    scheduledFor: request.scheduled_for ? new Date(request.scheduled_for) : null,
    shown: { total: request.total_amount, discount: request.discount_amount },
  };
}

/** The advisory lock class of slots for later; the key is the slot's start in epoch minutes. */
const SLOT_LOCK_CLASS = 21_0052;

async function lockCustomerAndSlot(db: DbOrTx, customerId: string, slot: Date | null) {
  const slotLock = slot
    ? sql`pg_advisory_xact_lock(${SLOT_LOCK_CLASS}::int, ${Math.floor(slot.getTime() / 60_000)}::int)`
    : sql`NULL`;
  await db.execute(
    sql`SELECT ${slotLock} FROM customers WHERE id = ${customerId} FOR NO KEY UPDATE`,
  );
}

export async function placeOrder(
  db: Db,
  customerId: string,
  request: OrderRequestParsed,
  { now = new Date() }: { now?: Date } = {},
): Promise<PlacedOrder> {
  assertCallerIsCustomer(request.user_id, customerId);
  const checkout = checkoutRequestOf(request);
  const read = (on: DbOrTx) =>
    readCheckoutFacts(on, {
      customerId,
      mealIds: request.items.map((item) => item.id),
      couponCode: request.coupon_code,
      idempotencyKey: request.idempotency_key,
      now,
      slots: checkout.scheduledFor !== null,
    });
  const facts = await read(db);
  const order = { customerId, request, checkout, now, read };
  if (!needsCustomerLock(checkout, facts)) return placeUntilDecided(db, facts, order, false);
  return db.transaction(async (tx) => {
    await lockCustomerAndSlot(tx, customerId, checkout.scheduledFor);
    return placeUntilDecided(tx, await read(tx), order, true);
  });
}

/**
 * A slot's capacity and a first-order coupon are counts of orders that no row of the write
 * holds: two checkouts could both see room, so these take the customer's and the slot's locks
 * first and read again (step 1). Every other order goes straight to its write.
 */
function needsCustomerLock(checkout: CheckoutRequest, facts: CheckoutFacts): boolean {
  return checkout.scheduledFor !== null || facts.coupon?.firstOrderOnly === true;
}

interface OrderToPlace {
  customerId: string;
  request: OrderRequestParsed;
  checkout: CheckoutRequest;
  now: Date;
  read: (on: DbOrTx) => Promise<CheckoutFacts>;
}

/** Steps 3 and 4 until the order is placed or refused, reading again after a lost claim. */
async function placeUntilDecided(
  db: DbOrTx,
  firstFacts: CheckoutFacts,
  order: OrderToPlace,
  locked: boolean,
): Promise<PlacedOrder> {
  let facts = firstFacts;
  for (;;) {
    try {
      const placed = await decideAndWrite(db, facts, order);
      if (placed) return placed;
    } catch (error) {
      // Unlocked, the same key may have been placed by a request that committed meanwhile:
      // reading again finds its order.
      if (locked || !isUniqueViolation(error, 'orders_customer_idempotency_unique')) throw error;
    }
    facts = await order.read(db);
  }
}

/** Steps 3 and 4 once; null when the write found a claim taken meanwhile. */
async function decideAndWrite(
  db: DbOrTx,
  facts: CheckoutFacts,
  { customerId, request, checkout, now }: OrderToPlace,
): Promise<PlacedOrder | null> {
  if (facts.existingOrderId) {
    const earlier = await orderView(db, await findOrderRow(db, facts.existingOrderId));
    return { order: earlier, created: false };
  }

  const decision = decideCheckout(checkout, facts, now);
  const [first] = decision.problems;
  if (first) {
    // Choices the meal does not offer are the request's fault (400); the rest changed (409).
    const code = first.kind === 'options' ? 'VALIDATION_FAILED' : 'CONFLICT';
    throw new AppError(code, first.message, {
      details: conflictDetails(decision, checkout, facts),
    });
  }

  const { customerEmail, customerName } = facts;
  const area = decision.area ? { id: decision.area.id, name: decision.area.name } : null;
  const written = await writeOrder(db, {
    customerId,
    customerName,
    customerEmail: customerEmail ?? '',
    phone: request.phone,
    deliveryAddress: checkout.deliveryAddress,
    notes: request.notes,
    paymentMethod: request.payment_method,
    payBy: isWallet(request.payment_method)
      ? new Date(now.getTime() + PAYMENT_HOLD_MINUTES * 60_000)
      : null,
    couponId: decision.coupon?.id ?? null,
    couponCode: decision.coupon?.code ?? null,
    subtotalPaisa: decision.subtotalPaisa,
    discountPaisa: decision.discountPaisa,
    totalPaisa: decision.totalPaisa,
    fulfilment: checkout.fulfilment,
    deliveryArea: area,
    deliveryFeePaisa: decision.deliveryFeePaisa,
    scheduledFor: checkout.scheduledFor,
    estimatedDelivery: decision.estimatedDelivery,
    idempotencyKey: request.idempotency_key ?? null,
    lines: decision.lines,
    // A wallet order is mailed once paid (services/payments/paid-order-mail.ts).
    email:
      customerEmail && !isWallet(request.payment_method)
        ? (orderId) =>
            orderConfirmationEmail(customerEmail, {
              id: orderId,
              customerName,
              lines: decision.lines,
              subtotalPaisa: decision.subtotalPaisa,
              discountPaisa: decision.discountPaisa,
              totalPaisa: decision.totalPaisa,
              couponCode: decision.coupon?.code ?? null,
              fulfilment: checkout.fulfilment,
              deliveryFeePaisa: decision.deliveryFeePaisa,
              deliveryAddress: checkout.deliveryAddress,
              estimatedDelivery: decision.estimatedDelivery,
            })
        : null,
  });
  if (!written) return null;
  return {
    order: toOrderView(written.order, written.lines, [written.history]),
    created: true,
  };
}
