import type { Order, OrderTimelineEntry } from '@shop/shared';

export const ORDER_ID = '3f2a9c1d-0000-4000-8000-00000000abcd';

/** A step of an order's timeline, at the order's own time. */
export const timelineEntry = (
  id: number,
  status: OrderTimelineEntry['status'],
  by: OrderTimelineEntry['by'],
) => ({ id, status, at: '2025-01-05T10:00:00.000Z', by, notes: null });

/**
 * An order as the API sends it, for the component tests of the checkout and the order pages:
 * pending, two burgers with FIRST20, delivered to Thamel for no fee, as soon as possible, paid
 * cash on delivery.
 */
export function anOrder(overrides: Partial<Order> = {}): Order {
  return {
    id: ORDER_ID,
    status: 'pending',
    createdAt: '2025-01-05T10:00:00.000Z',
    totalAmount: 1040,
    subtotalAmount: 1300,
    discountAmount: 260,
    couponCode: 'FIRST20',
    estimatedDeliveryTime: '25-35 minutes',
    paymentMethod: 'cash',
    payment: { method: 'cash', status: 'unpaid', reference: null, payBy: null },
    deliveryAddress: 'Thamel Marg 1, Kathmandu, 44600',
    fulfilment: 'delivery',
    deliveryArea: { id: 1, name: 'Thamel' },
    deliveryFee: 0,
    scheduledFor: null,
    readyBy: null,
    rejectionReason: null,
    phone: '9801234567',
    notes: 'Ring twice',
    rating: null,
    review: null,
    items: [
      {
        mealId: 1,
        name: 'Himalayan Smash Burger',
        quantity: 2,
        price: 650,
        freeQuantity: 0,
        options: [],
      },
    ],
    timeline: [timelineEntry(1, 'pending', 'customer')],
    ...overrides,
  };
}

/** A wallet order as checkout leaves it: awaiting its payment until `payBy`. */
export function aWalletOrder(
  wallet: 'esewa' | 'khalti',
  payBy: string,
  overrides: Partial<Order> = {},
): Order {
  return anOrder({
    status: 'awaiting_payment',
    paymentMethod: wallet,
    payment: { method: wallet, status: 'pending', reference: null, payBy },
    timeline: [timelineEntry(1, 'awaiting_payment', 'customer')],
    ...overrides,
  });
}
