import {
  ACCOUNT_MESSAGES,
  type Fulfilment,
  joinDeliveryAddress,
  ORDER_MESSAGES,
  type OrderRequest,
  type OrderValidateRequest,
  orderRequestSchema,
  orderTotalPaisa,
  orderValidateRequestSchema,
  type PaymentMethod,
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

/** Pickup needs no address: its fields are hidden and not asked for. */
const pickupFormSchema = checkoutFormSchema.extend({
  address: z.string(),
  city: z.string(),
  zip: z.string(),
});

export function checkoutFormSchemaFor(fulfilment: Fulfilment) {
  return fulfilment === 'pickup' ? pickupFormSchema : checkoutFormSchema;
}

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
  /** A free-delivery coupon (FREEDEL30): it waives the delivery fee. */
  freeDelivery: boolean;
}

/**
 * Subtotal, discount, delivery fee and total of the cart in paisa: money is never summed as
 * floats. Total = subtotal − discount + delivery fee.
 */
export function checkoutTotals(
  items: readonly CartItem[],
  coupon: AppliedCoupon | null,
  deliveryFee = 0,
) {
  const subtotal = items.reduce((sum, item) => sum + toPaisa(item.price) * item.quantity, 0);
  const discount = Math.min(coupon ? toPaisa(coupon.discount) : 0, subtotal);
  return {
    subtotal,
    discount,
    deliveryFee,
    total: orderTotalPaisa(subtotal, discount) + deliveryFee,
  };
}
export type CheckoutTotals = ReturnType<typeof checkoutTotals>;

/** How and when, as the order request carries it. */
export interface FulfilmentRequest {
  fulfilment: Fulfilment;
  /** The area picked from the list; undefined: matched from the address by the server. */
  areaId?: number | undefined;
  /** A slot's start for later; undefined: as soon as possible. */
  scheduledFor?: string | undefined;
  /** The fee shown, paisa. */
  deliveryFee: number;
}

/**
 * POST /api/orders' body: the lines at the prices shown, the totals shown (the server
 * compares them and refuses a difference), the address, city and ZIP joined with ', ' (none
 * for pickup), how and when, and how it is paid (cash on delivery unless a wallet is chosen).
 */
export function orderRequestFrom(
  details: CheckoutDetails,
  items: readonly CartItem[],
  coupon: AppliedCoupon | null,
  context: { customerId: string; idempotencyKey: string; paymentMethod?: PaymentMethod },
  how: FulfilmentRequest = { fulfilment: 'delivery', deliveryFee: 0 },
): OrderRequest {
  const totals = checkoutTotals(items, coupon, how.deliveryFee);
  const pickup = how.fulfilment === 'pickup';
  return {
    user_id: context.customerId,
    items: items.map((item) => ({
      id: item.id,
      name: item.name,
      quantity: item.quantity,
      price: item.price,
      options: item.choices.map(({ id }) => id),
    })),
    total_amount: toNrs(totals.total),
    ...(pickup ? {} : { delivery_address: joinDeliveryAddress(details) }),
    fulfilment: how.fulfilment,
    ...(how.areaId !== undefined && !pickup ? { delivery_area_id: how.areaId } : {}),
    ...(how.scheduledFor ? { scheduled_for: how.scheduledFor } : {}),
    coupon_code: coupon?.code ?? null,
    discount_amount: toNrs(totals.discount),
    phone: details.phone,
    payment_method: context.paymentMethod ?? 'cash',
    notes: details.notes,
    idempotency_key: context.idempotencyKey,
  };
}

/**
 * The order as POST /api/orders/validate prices it: the order request as it would be sent now,
 * without its key and notes (they change no price); null while the form cannot make one the
 * server would take (no phone or address yet, an empty cart).
 */
export function validateRequestFrom(
  values: CheckoutValues,
  items: readonly CartItem[],
  coupon: AppliedCoupon | null,
  customerId: string,
  how: FulfilmentRequest,
): OrderValidateRequest | null {
  const { idempotency_key: _key, ...request } = orderRequestFrom(
    { ...values, notes: null },
    items,
    coupon,
    { customerId, idempotencyKey: '' },
    how,
  );
  return orderValidateRequestSchema.safeParse(request).success ? request : null;
}
