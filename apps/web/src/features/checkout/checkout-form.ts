import {
  ACCOUNT_MESSAGES,
  joinDeliveryAddress,
  ORDER_MESSAGES,
  type OrderRequest,
  orderRequestSchema,
  orderTotalPaisa,
  toNrs,
  toPaisa,
} from '@shop/shared';
import { z } from 'zod';
import type { SessionCustomer } from '@/features/account/index.ts';
import type { CartItem } from '@/features/cart/index.ts';

/**
 * What the delivery form holds; every field but the notes is required
 * (docs/product-rules.md#checkout).
 */
export type CheckoutValues = {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  address: string;
  city: string;
  zip: string;
  notes: string;
};

const required = (message: string) =>
  z.string({ error: message }).trim().min(1, { error: message });

/**
 * The delivery form's rules: the spec's "X is required" for each field, trimmed. The phone and
 * the notes follow the order request's own rules (the server's words), so the browser refuses
 * what the server would.
 */
export const checkoutFormSchema = z.object({
  firstName: required(ACCOUNT_MESSAGES.firstNameRequired),
  lastName: required(ACCOUNT_MESSAGES.lastNameRequired),
  email: required(ACCOUNT_MESSAGES.emailRequired),
  phone: orderRequestSchema.shape.phone,
  address: required(ORDER_MESSAGES.addressRequired),
  city: required(ORDER_MESSAGES.cityRequired),
  zip: required(ORDER_MESSAGES.zipRequired),
  notes: orderRequestSchema.shape.notes,
});
export type CheckoutDetails = z.output<typeof checkoutFormSchema>;

/** The form as the signed-in customer's details fill it (blank where they have none). */
export function checkoutValuesFor(customer: SessionCustomer | null): CheckoutValues {
  return {
    firstName: customer?.firstName ?? '',
    lastName: customer?.lastName ?? '',
    email: customer?.email ?? '',
    phone: customer?.phone ?? '',
    address: customer?.address ?? '',
    city: customer?.city ?? '',
    zip: customer?.zipCode ?? '',
    notes: '',
  };
}

/** A coupon the server accepted for this cart, with what it takes off (NRS). */
export interface AppliedCoupon {
  code: string;
  discount: number;
  /** The server's words about it ('Delivery is already free, …'), in English. */
  message: string | null;
}

/** Subtotal, discount and total of the cart in paisa: money is never summed as floats. */
export function checkoutTotals(items: readonly CartItem[], coupon: AppliedCoupon | null) {
  const subtotal = items.reduce((sum, item) => sum + toPaisa(item.price) * item.quantity, 0);
  const discount = Math.min(coupon ? toPaisa(coupon.discount) : 0, subtotal);
  return { subtotal, discount, total: orderTotalPaisa(subtotal, discount) };
}

/**
 * POST /api/orders' body: the lines at the prices shown, the totals shown (the server
 * compares them and refuses a difference), the address, city and ZIP joined with ', '.
 */
export function orderRequestFrom(
  details: CheckoutDetails,
  items: readonly CartItem[],
  coupon: AppliedCoupon | null,
  context: { customerId: string; idempotencyKey: string },
): OrderRequest {
  const totals = checkoutTotals(items, coupon);
  return {
    user_id: context.customerId,
    items: items.map((item) => ({
      id: item.id,
      name: item.name,
      quantity: item.quantity,
      price: item.price,
    })),
    total_amount: toNrs(totals.total),
    delivery_address: joinDeliveryAddress(details),
    coupon_code: coupon?.code ?? null,
    discount_amount: toNrs(totals.discount),
    phone: details.phone,
    payment_method: 'cash',
    notes: details.notes,
    idempotency_key: context.idempotencyKey,
  };
}
