/**
 * features/order-updates: the live notice of an order's new status
 * (docs/product-rules.md#order-statuses).
 */
export const orderUpdates = {
  status: {
    awaiting_payment: {
      title: 'Waiting for your payment',
      body: 'Order {{number}} goes to the restaurant once it is paid.',
    },
    pending: {
      title: 'Order received',
      body: 'Order {{number}} is waiting for the restaurant to confirm it.',
    },
    confirmed: {
      title: 'Order confirmed',
      body: 'The restaurant has accepted order {{number}}.',
    },
    preparing: {
      title: 'Your order is being prepared',
      body: 'Our kitchen is cooking order {{number}} now.',
    },
    ready: {
      title: 'Ready for pickup',
      body: 'Order {{number}} is ready for pickup.',
    },
    out_for_delivery: {
      title: 'Out for delivery',
      body: 'Order {{number}} is on its way to you.',
    },
    delivered: {
      title: 'Order delivered',
      body: 'Order {{number}} has been delivered. Enjoy your meal!',
    },
    cancelled: {
      title: 'Order cancelled',
      body: 'Order {{number}} has been cancelled.',
    },
    unknown: {
      title: 'Order status updated',
      body: 'Order {{number}} has a new status.',
    },
  },
  /** A wallet order's news, when the stream tells it moved on from awaiting its payment. */
  payment: {
    received: {
      title: 'Payment received',
      body: 'Your payment was received: the restaurant has your order {{number}}.',
    },
    notPaidInTime: {
      title: 'Order cancelled',
      body: 'Not paid in time: the order {{number}} was cancelled.',
    },
  },
  /** The restaurant refused the order: its reason, said once (not as a cancellation's note). */
  rejected: 'The restaurant could not take order {{number}}: {{reason}}.',
  note: 'Note from the restaurant: {{notes}}',
  view: 'View order',
} as const;
