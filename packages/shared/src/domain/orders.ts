/**
 * The one list of order statuses, in the order an order moves through them. The admin may set
 * any of them until the order is delivered or cancelled; a customer may cancel while pending.
 */
export const ORDER_STATUSES = [
  'pending',
  'confirmed',
  'preparing',
  'ready',
  'out_for_delivery',
  'delivered',
  'cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Orders in these statuses are closed: nobody changes their status again. */
export const FINAL_ORDER_STATUSES: readonly OrderStatus[] = ['delivered', 'cancelled'];

export const PAYMENT_METHODS = ['cash'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** Who changed an order's status, as kept on its timeline. */
export const STATUS_ACTORS = ['customer', 'admin', 'system'] as const;
export type StatusActor = (typeof STATUS_ACTORS)[number];

export const DEFAULT_ESTIMATED_DELIVERY = '25-35 minutes';
