import { WALLET_NAMES } from '@shop/shared';

/**
 * An order status's name in the back office: one list for the orders, customers, overview and
 * activity.
 */
export const adminOrderStatuses = {
  awaiting_payment: 'Awaiting payment',
  pending: 'Pending',
  confirmed: 'Confirmed',
  preparing: 'Preparing',
  ready: 'Ready',
  out_for_delivery: 'Out for Delivery',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
} as const;

/** How an order is paid and where its money stands: the orders screen and the activity log. */
export const adminOrderPayment = {
  methods: { cash: 'Cash', ...WALLET_NAMES },
  statuses: {
    unpaid: 'Unpaid',
    pending: 'Payment pending',
    paid: 'Paid',
    refund_due: 'Refund due',
    refunded: 'Refunded',
  },
} as const;
