/**
 * The one list of order statuses, in the order an order moves through them. An order paid with
 * a wallet starts awaiting its payment and reaches the restaurant (pending) once paid
 * (docs/product-rules.md#wallet-payments); a cash order starts pending. The admin may set any
 * status but awaiting_payment until the order is delivered or cancelled; a customer may cancel
 * while pending or awaiting payment.
 */
export const ORDER_STATUSES = [
  'awaiting_payment',
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

/** Statuses a customer may cancel their own order in. */
export const CUSTOMER_CANCELLABLE_STATUSES: readonly OrderStatus[] = [
  'awaiting_payment',
  'pending',
];

/** Cash on delivery (the default) and the two wallets (docs/product-rules.md#wallet-payments). */
export const PAYMENT_METHODS = ['cash', 'esewa', 'khalti'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const WALLETS = ['esewa', 'khalti'] as const;
export type Wallet = (typeof WALLETS)[number];

export function isWallet(method: string): method is Wallet {
  return (WALLETS as readonly string[]).includes(method);
}

/**
 * Where an order's money stands: unpaid (cash until delivered; a wallet order whose payment
 * failed or never started), pending (a wallet payment under way), paid, refund_due (a paid order
 * cancelled: the owner gives the money back) and refunded (the owner did).
 */
export const PAYMENT_STATUSES = ['unpaid', 'pending', 'paid', 'refund_due', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** Who changed an order's status, as kept on its timeline. */
export const STATUS_ACTORS = ['customer', 'admin', 'system'] as const;
export type StatusActor = (typeof STATUS_ACTORS)[number];

export const DEFAULT_ESTIMATED_DELIVERY = '25-35 minutes';
