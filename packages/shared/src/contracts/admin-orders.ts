import { z } from 'zod';
import {
  ORDER_STATUSES,
  type OrderStatus,
  PAYMENT_METHODS,
  STATUS_ACTORS,
} from '../domain/orders.ts';
import { ORDER_MESSAGES } from '../messages/orders.ts';
import { queryChoice, queryText, SORT_ORDERS } from './admin-customers.ts';
import { paginationSchema, queryInt } from './common.ts';
import { FULFILMENTS } from './ordering.ts';
import { orderLineSchema, orderSchema, orderStatusUpdateSchema } from './orders.ts';
import { orderPaymentSchema } from './payments.ts';

/*
 * The back office's order calls (docs/product-rules.md#orders). Field names
 * are those of the shop's first API (`total_amount`, `customerInfo`); amounts are NRS with two
 * decimals. Setting a status (PATCH …/status) and deleting an order (DELETE /api/orders/{id})
 * answer with the shop's order contract (contracts/orders.ts).
 */

/**
 * docs/product-rules.md#orders: the management screen asks for page 1 with 50 a page; at most 100.
 */
export const ADMIN_ORDERS_PAGE_SIZE = 50;
export const ADMIN_ORDERS_MAX_LIMIT = 100;
export const ADMIN_ORDER_SEARCH_MAX = 100;

export const ADMIN_ORDER_SORTS = ['createdAt', 'total', 'status'] as const;
export type AdminOrderSort = (typeof ADMIN_ORDER_SORTS)[number];

/** An order status as people read it in a sentence ('out for delivery'). */
export function orderStatusWords(status: OrderStatus): string {
  return status.replaceAll('_', ' ');
}

export const ADMIN_ORDER_MESSAGES = {
  // Fallbacks (docs/product-rules.md#when-a-call-fails).
  loadFailed: 'Failed to load orders. Please try again.',
  updateStatusFailed: 'Failed to update order status. Please try again.',
  fetchActiveFailed: 'Failed to fetch active orders',
  // Answers the spec does not word.
  changedMeanwhile: (current: OrderStatus) =>
    `Someone else changed this order meanwhile: it is now ${orderStatusWords(current)}`,
  searchLong: `search must be at most ${ADMIN_ORDER_SEARCH_MAX} characters`,
  customerIdInvalid: 'customerId must be a UUID',
  sortByInvalid: `sortBy must be one of ${ADMIN_ORDER_SORTS.join(', ')}`,
  sortOrderInvalid: `sortOrder must be one of ${SORT_ORDERS.join(', ')}`,
  expectedStatusInvalid: `expectedStatus must be one of ${ORDER_STATUSES.join(', ')}`,
  cursorInvalid: (name: 'after' | 'before') =>
    `${name} must be a cursor this list's pagination gave, for the same sort`,
  cursorsBoth: 'Give after or before, not both',
} as const;

const m = ADMIN_ORDER_MESSAGES;

/** A page's edge as the list's `pagination` gives it: opaque to the caller. */
const cursorField = (name: 'after' | 'before', description: string) =>
  z
    .string({ error: m.cursorInvalid(name) })
    .regex(/^[A-Za-z0-9_-]{1,400}$/, { error: m.cursorInvalid(name) })
    .optional()
    .meta({ description });

function isRealDate(text: string): boolean {
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

const dayField = (name: string) =>
  z
    .string({ error: ORDER_MESSAGES.dateInvalid(name) })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: ORDER_MESSAGES.dateInvalid(name) })
    .refine(isRealDate, { error: ORDER_MESSAGES.dateInvalid(name) })
    .optional()
    .meta({ description: `${name}: a day in Kathmandu time (YYYY-MM-DD), inclusive` });

/* ------------------------------------------------------------------------------------------ */
/* GET /api/admin/orders and /api/admin/orders/active                                          */

export const adminOrderListQuerySchema = z
  .object({
    status: queryChoice(ORDER_STATUSES, ORDER_MESSAGES.statusInvalid),
    customerId: z
      .uuid({ error: m.customerIdInvalid })
      .optional()
      .meta({ description: 'Only this customer’s orders' }),
    startDate: dayField('startDate'),
    endDate: dayField('endDate'),
    search: queryText(ADMIN_ORDER_SEARCH_MAX, m.searchLong).meta({
      description:
        'Part of the order id (with or without dashes and a leading #), the customer’s name or email; any letter case',
    }),
    page: queryInt('page', 1, 100_000).default(1),
    limit: queryInt('limit', 1, ADMIN_ORDERS_MAX_LIMIT).default(ADMIN_ORDERS_PAGE_SIZE),
    sortBy: queryChoice(ADMIN_ORDER_SORTS, m.sortByInvalid, 'createdAt'),
    sortOrder: queryChoice(SORT_ORDERS, m.sortOrderInvalid, 'desc'),
    after: cursorField(
      'after',
      'The orders after this cursor (`pagination.nextCursor`), rather than skipping `page - 1` pages; `page` is then only the number shown',
    ),
    before: cursorField(
      'before',
      'The orders before this cursor (`pagination.previousCursor`), rather than skipping `page - 1` pages',
    ),
  })
  .refine((q) => !q.startDate || !q.endDate || q.startDate <= q.endDate, {
    error: ORDER_MESSAGES.datesOrdered,
  })
  .refine((q) => !q.after || !q.before, { error: m.cursorsBoth });
export type AdminOrderListQuery = z.input<typeof adminOrderListQuerySchema>;
export type AdminOrderListFilters = z.output<typeof adminOrderListQuerySchema>;

export const activeOrdersQuerySchema = z.object({
  page: queryInt('page', 1, 100_000).default(1),
  limit: queryInt('limit', 1, ADMIN_ORDERS_MAX_LIMIT).default(ADMIN_ORDERS_PAGE_SIZE),
});

export const adminCustomerInfoSchema = z
  .object({
    name: z.string(),
    email: z.string(),
    phone: z.string(),
    address: z.string(),
    paymentMethod: z.enum(PAYMENT_METHODS),
  })
  .meta({
    id: 'AdminOrderCustomerInfo',
    description: 'As copied onto the order when it was placed',
  });

export const adminOrderSummarySchema = z
  .object({
    id: z.string(),
    createdAt: z.iso.datetime({ offset: true }),
    updatedAt: z.iso.datetime({ offset: true }),
    status: z.enum(ORDER_STATUSES),
    total_amount: z.number().meta({ description: 'NRS' }),
    customerId: z.string().nullable().meta({ description: 'Null once the customer was deleted' }),
    customerInfo: adminCustomerInfoSchema,
    itemCount: z.number().int().meta({ description: 'Units ordered' }),
    fulfilment: z.enum(FULFILMENTS),
    scheduledFor: z.iso.datetime({ offset: true }).nullable().meta({
      description: 'The slot chosen for later; null for as soon as possible',
    }),
    payment: orderPaymentSchema,
  })
  .meta({ id: 'AdminOrderSummary' });
export type AdminOrderSummary = z.infer<typeof adminOrderSummarySchema>;

export const adminOrderStatsSchema = z
  .object({
    total: z.number().int(),
    pending: z.number().int(),
    preparing: z.number().int(),
    ready: z.number().int(),
    delivered: z.number().int(),
    revenue: z.number().meta({ description: 'NRS of delivered orders (cash is paid on delivery)' }),
  })
  .meta({ id: 'AdminOrderStats' });
export type AdminOrderStats = z.infer<typeof adminOrderStatsSchema>;

export const adminOrderListResponseSchema = z
  .object({
    orders: z.array(adminOrderSummarySchema),
    stats: adminOrderStatsSchema.meta({
      description: 'Of all orders, whatever the filters (the screen’s tiles)',
    }),
    pagination: paginationSchema
      .extend({
        nextCursor: z.string().nullable().meta({
          description: 'Send as `after` with `page + 1` for the next page; null on the last',
        }),
        previousCursor: z.string().nullable().meta({
          description: 'Send as `before` with `page - 1` for the previous page; null on the first',
        }),
      })
      .meta({ description: 'Of the orders the filters match' }),
  })
  .meta({ id: 'AdminOrderList' });
export type AdminOrderListResponse = z.infer<typeof adminOrderListResponseSchema>;

export const activeOrdersResponseSchema = z
  .object({
    orders: z.array(adminOrderSummarySchema).meta({ description: 'Oldest first: the queue' }),
    pagination: paginationSchema,
  })
  .meta({ id: 'ActiveOrders' });
export type ActiveOrdersResponse = z.infer<typeof activeOrdersResponseSchema>;

/* ------------------------------------------------------------------------------------------ */
/* GET /api/admin/orders/{id}                                                                  */

export const adminOrderTimelineEntrySchema = z
  .object({
    id: z.number().int(),
    status: z.enum(ORDER_STATUSES),
    at: z.iso.datetime({ offset: true }),
    by: z.enum(STATUS_ACTORS),
    adminName: z.string().nullable().meta({ description: 'Which admin, when by is admin' }),
    notes: z.string().nullable(),
  })
  .meta({ id: 'AdminOrderTimelineEntry' });
export type AdminOrderTimelineEntry = z.infer<typeof adminOrderTimelineEntrySchema>;

export const adminOrderDetailSchema = adminOrderSummarySchema
  .extend({
    items: z.array(orderLineSchema),
    subtotalAmount: z.number(),
    discountAmount: z.number(),
    couponCode: z.string().nullable(),
    notes: z.string().nullable().meta({ description: 'The customer’s notes' }),
    estimatedDeliveryTime: z.string(),
    rating: z.number().int().nullable(),
    review: z.string().nullable(),
    customer: z
      .object({
        id: z.string(),
        isActive: z.boolean(),
        totalSpent: z.number(),
        totalOrders: z.number().int(),
      })
      .nullable()
      .meta({ description: 'The customer’s account today; null once deleted' }),
    timeline: z.array(adminOrderTimelineEntrySchema).meta({ description: 'Oldest first' }),
    deliveryArea: orderSchema.shape.deliveryArea,
    deliveryFee: orderSchema.shape.deliveryFee,
    readyBy: orderSchema.shape.readyBy,
    rejectionReason: orderSchema.shape.rejectionReason,
  })
  .meta({ id: 'AdminOrderDetail' });
export type AdminOrderDetail = z.infer<typeof adminOrderDetailSchema>;

export const adminOrderResponseSchema = z
  .object({ order: adminOrderDetailSchema })
  .meta({ id: 'AdminOrderResponse' });
export type AdminOrderResponse = z.infer<typeof adminOrderResponseSchema>;

/* ------------------------------------------------------------------------------------------ */
/* PATCH /api/admin/orders/{id}/status (and /api/orders/{id}/status)                          */

/**
 * The shop's status change plus the status the admin saw: when the order has moved on since,
 * the change is refused (409) with the order as it is now, so a second admin never overwrites
 * the first one's change unseen. The back office always sends it; without it the change applies
 * to whatever status the order has.
 */
export const adminOrderStatusUpdateSchema = orderStatusUpdateSchema
  .extend({
    expectedStatus: z
      .enum(ORDER_STATUSES, { error: m.expectedStatusInvalid })
      .optional()
      .meta({ description: 'The status the admin saw; 409 when the order has another now' }),
  })
  .meta({ id: 'AdminOrderStatusUpdate' });
export type AdminOrderStatusUpdate = z.input<typeof adminOrderStatusUpdateSchema>;

/** A refused status change (409): why, and the order as it is now. */
export const orderStatusConflictSchema = z
  .object({
    error: z.literal('CONFLICT'),
    message: z.string().meta({
      example: 'Someone else changed this order meanwhile: it is now preparing',
    }),
    details: z.object({ order: adminOrderDetailSchema }),
  })
  .meta({ id: 'OrderStatusConflict' });
export type OrderStatusConflict = z.infer<typeof orderStatusConflictSchema>;
