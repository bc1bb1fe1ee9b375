/*
 * Orders: the limits the messages quote, and the messages.
 */

import { ORDER_STATUSES } from '../domain/orders.ts';

/**
 * At most this many units of one meal in an order: a delivery of more is a catering job the
 * kitchen plans by phone, and it bounds what one request can claim of the stock.
 */
export const MAX_LINE_QUANTITY = 50;
/** At most this many different meals in one order (the whole menu is smaller). */
export const MAX_ORDER_LINES = 50;
/** At most this many option choices on one line (a meal offers at most 10 groups). */
export const MAX_LINE_CHOICES = 40;
export const MAX_ORDER_NOTES = 500;
export const MAX_CANCEL_REASON = 500;
export const MAX_REVIEW_LENGTH = 1000;
/** Order lists: page 1, 10 a page unless asked (docs/product-rules.md#order-history). */
export const ORDERS_PAGE_SIZE = 10;
export const ORDERS_MAX_LIMIT = 100;

export const ORDER_MESSAGES = {
  // The checkout form's messages (docs/product-rules.md#checkout), as far as they reach the server.
  phoneRequired: 'Phone number is required',
  phoneInvalid: 'Please enter a valid phone number',
  addressRequired: 'Address is required',
  cityRequired: 'City is required',
  zipRequired: 'ZIP code is required',
  addressLong: 'The delivery address must be at most 500 characters',
  cartEmpty: 'Your cart is empty',
  tooManyLines: `An order can hold at most ${MAX_ORDER_LINES} different meals`,
  duplicateMeal: 'Each meal may appear only once in an order: change its quantity instead',
  quantityInvalid: `Quantity must be a whole number from 1 to ${MAX_LINE_QUANTITY}`,
  mealIdInvalid: 'Meal id must be a positive whole number',
  optionIdInvalid: `options must be a list of at most ${MAX_LINE_CHOICES} choice ids`,
  priceInvalid: 'Price must be an amount with at most two decimals',
  totalInvalid: 'total_amount must be an amount with at most two decimals',
  discountInvalid: 'discount_amount must be an amount with at most two decimals',
  notesLong: `Notes must be at most ${MAX_ORDER_NOTES} characters`,
  idempotencyKeyInvalid: 'idempotency_key must be a UUID',
  idempotencyHeaderInvalid: 'The Idempotency-Key header must be a UUID',
  idempotencyKeysDiffer:
    'The Idempotency-Key header and idempotency_key differ: send the key once, or the same in both',
  userIdMismatch: 'You can only place orders for yourself',
  // Refusals of checkout (409 with the current facts in `details`).
  pricesChanged: 'Prices have changed since you filled your cart. Please review your cart.',
  totalChanged: 'The order total has changed. Please review your cart.',
  mealUnavailable: (name: string) => `${name} is no longer available`,
  onlyNLeft: (left: number, name: string) => `Only ${left} left of ${name}`,
  soldOut: (name: string) => `${name} is sold out`,
  // Order calls.
  orderNotFound: 'Order not found',
  onlyPendingCancel: 'Only pending orders can be cancelled',
  orderClosed: 'This order is already delivered or cancelled: its status cannot change',
  onlyDeliveredRate: 'Only delivered orders can be rated',
  alreadyRated: 'This order has already been rated',
  ratingInvalid: 'Rating must be a whole number from 1 to 5',
  reviewLong: `The review must be at most ${MAX_REVIEW_LENGTH} characters`,
  reasonLong: `The reason must be at most ${MAX_CANCEL_REASON} characters`,
  statusInvalid: `status must be one of ${ORDER_STATUSES.join(', ')}`,
  dateInvalid: (name: string) => `${name} must be a date (YYYY-MM-DD)`,
  datesOrdered: 'startDate must not be after endDate',
  orderDeleted: 'Order deleted',
  onlyClosedDelete: 'Only delivered or cancelled orders can be deleted',
  placed: 'Order placed successfully',
  // A restaurant's day (docs/product-rules.md#opening-hours, #delivery-areas, #orders-for-later).
  fulfilmentInvalid: 'fulfilment must be delivery or pickup',
  deliveryAreaIdInvalid: 'delivery_area_id must be a positive whole number',
  scheduledForInvalid: 'scheduled_for must be a date and time with its offset (ISO 8601)',
  closed: 'We are closed now and not taking orders.',
  closedOpensAt: (opens: string) => `We are closed now and open again ${opens}.`,
  paused: (reason: string) => `We have paused new orders: ${reason}`,
  laterDisabled: 'We are not taking orders for later.',
  slotUnavailable: 'That time cannot be chosen: pick one of the times offered.',
  slotFull: 'That time has just filled up: pick another.',
  noArea:
    'We do not deliver to this address yet. Choose pickup, or an address in one of our delivery areas.',
  areaUnknown: 'That delivery area no longer exists: choose another.',
  belowMinimum: (area: string, minimum: string) =>
    `The minimum order for delivery to ${area} is ${minimum}.`,
  acceptMinutesInvalid: 'minutes must be a whole number from 5 to 240',
  rejectReasonInvalid: (reasons: readonly string[]) =>
    `reason must be one of ${reasons.join(', ')}`,
  onlyPendingAccept: 'Only new (pending) orders can be accepted or rejected',
  accepted: (minutes: number) => `Accepted: ready in ${minutes} minutes`,
  rejected: (reason: string) => `Rejected: ${reason}`,
} as const;

/** Why the owner may reject a new order; the words are the customer's too. */
export const ORDER_REJECTION_REASONS = {
  kitchen_busy: 'The kitchen is too busy right now',
  sold_out: 'Something in the order has sold out',
  outside_area: 'We cannot deliver to this address',
  closing: 'We are closing soon',
  unreachable: 'We could not reach you by phone',
} as const;
export type OrderRejectionReason = keyof typeof ORDER_REJECTION_REASONS;
export const ORDER_REJECTION_REASON_KEYS = Object.keys(
  ORDER_REJECTION_REASONS,
) as OrderRejectionReason[];
