import type { AdminOrderDetail } from '@shop/shared';

export const ADMIN_ORDER_ID = '3f2a9c1d-0000-4000-8000-00000000abcd';

/**
 * An order as the back office reads it, for the component tests: Sita's two burgers, delivered
 * to Thamel, NRS 1,040, paid with eSewa and waiting in the kitchen's queue.
 */
export function anAdminOrder(overrides: Partial<AdminOrderDetail> = {}): AdminOrderDetail {
  return {
    id: ADMIN_ORDER_ID,
    createdAt: '2026-11-29T10:00:00.000Z',
    updatedAt: '2026-11-29T10:05:00.000Z',
    status: 'confirmed',
    total_amount: 1040,
    customerId: '11111111-0000-4000-8000-000000000001',
    customerInfo: {
      name: 'Sita Sharma',
      email: 'sita@example.com',
      phone: '9801234567',
      address: 'Thamel Marg 1, Kathmandu',
      paymentMethod: 'esewa',
    },
    itemCount: 2,
    fulfilment: 'delivery',
    scheduledFor: null,
    payment: { method: 'esewa', status: 'paid', reference: '0007ABC', payBy: null },
    items: [
      {
        mealId: 1,
        name: 'Himalayan Smash Burger',
        quantity: 2,
        price: 520,
        freeQuantity: 0,
        options: [],
      },
    ],
    subtotalAmount: 1040,
    discountAmount: 0,
    couponCode: null,
    notes: null,
    estimatedDeliveryTime: '25-35 minutes',
    rating: null,
    review: null,
    customer: {
      id: '11111111-0000-4000-8000-000000000001',
      isActive: true,
      totalSpent: 0,
      totalOrders: 1,
    },
    timeline: [
      {
        id: 1,
        status: 'confirmed',
        at: '2026-11-29T10:00:00.000Z',
        by: 'admin',
        adminName: 'Ram',
        notes: null,
      },
    ],
    deliveryArea: { id: 1, name: 'Thamel' },
    deliveryFee: 0,
    readyBy: null,
    rejectionReason: null,
    ...overrides,
  };
}
