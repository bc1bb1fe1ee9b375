import { z } from 'zod';
import { lineKey } from '../domain/meal-options.ts';
import { ORDER_STATUSES, PAYMENT_METHODS, STATUS_ACTORS } from '../domain/orders.ts';
import {
  MAX_CANCEL_REASON,
  MAX_LINE_CHOICES,
  MAX_LINE_QUANTITY,
  MAX_ORDER_LINES,
  MAX_ORDER_NOTES,
  MAX_REVIEW_LENGTH,
  ORDER_MESSAGES,
  ORDER_REJECTION_REASON_KEYS,
  ORDERS_MAX_LIMIT,
  ORDERS_PAGE_SIZE,
  type OrderRejectionReason,
} from '../messages/orders.ts';
import { PAYMENT_MESSAGES } from '../messages/payments.ts';
import { nrsAmount, paginationSchema, queryInt, wholeNumber } from './common.ts';
import { hasNoNulCharacter, NUL_CHARACTER_MESSAGE } from './fields.ts';
import { lineChoiceSchema, mealOptionGroupSchema, orderLineChoiceSchema } from './meal-options.ts';
import { FULFILMENTS, laterSlotSchema } from './ordering.ts';
import { orderPaymentSchema, walletStepFields } from './payments.ts';

/*
 * Orders (docs/product-rules.md#pricing, #stock, #order-statuses). Request field names are the
 * spec's (snake_case); the order the API answers is one schema, `orderSchema`, for every call.
 */

const m = ORDER_MESSAGES;

const optionalText = (max: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(max, { error: message })
    .refine(hasNoNulCharacter, { error: NUL_CHARACTER_MESSAGE })
    .nullish()
    .transform((value) => (value ? value : null));

/* ------------------------------------------------------------------------------------------ */
/* Delivery address: the spec joins address, city and ZIP with ', ' into one field.            */

export interface DeliveryAddressParts {
  address: string;
  city: string;
  zip: string;
}

/** The order request's delivery_address: `address, city, zip`. */
export function joinDeliveryAddress(parts: DeliveryAddressParts): string {
  return [parts.address.trim(), parts.city.trim(), parts.zip.trim()].join(', ');
}

/**
 * Reads `address, city, zip` back (the address itself may contain commas: the last part is
 * the ZIP, the one before it the city). Missing parts come back empty.
 */
export function splitDeliveryAddress(joined: string): DeliveryAddressParts {
  const parts = joined.split(',').map((part) => part.trim());
  if (parts.length === 1) return { address: parts[0] ?? '', city: '', zip: '' };
  if (parts.length === 2) return { address: parts[0] ?? '', city: parts[1] ?? '', zip: '' };
  return {
    address: parts.slice(0, -2).join(', '),
    city: parts.at(-2) ?? '',
    zip: parts.at(-1) ?? '',
  };
}

/**
 * The first message that a joined delivery address fails (docs/product-rules.md#accounts), or null.
 */
export function deliveryAddressProblem(joined: string): string | null {
  const { address, city, zip } = splitDeliveryAddress(joined);
  if (!address) return m.addressRequired;
  if (!city) return m.cityRequired;
  if (!zip) return m.zipRequired;
  return null;
}

const deliveryAddressField = z
  .string({ error: m.addressRequired })
  .trim()
  .max(500, { error: m.addressLong })
  .refine(hasNoNulCharacter, { error: NUL_CHARACTER_MESSAGE })
  .superRefine((value, ctx) => {
    const problem = deliveryAddressProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  })
  .meta({
    description: 'Address, city and ZIP code joined with ", "',
    example: 'Thamel Marg 1, Kathmandu, 44600',
  });

/** The registration form's phone rule: digits, spaces, dashes, plus signs and parentheses. */
const phoneField = z
  .string({ error: m.phoneRequired })
  .trim()
  .min(1, { error: m.phoneRequired })
  .max(30, { error: m.phoneInvalid })
  .regex(/^[0-9 ()+-]*[0-9][0-9 ()+-]*$/, { error: m.phoneInvalid });

/* ------------------------------------------------------------------------------------------ */
/* Requests                                                                                    */

/** A cart line's choices of the meal's options, by id. */
export const lineOptionsField = z
  .array(wholeNumber(m.optionIdInvalid, 1, 2_147_483_647), { error: m.optionIdInvalid })
  .max(MAX_LINE_CHOICES, { error: m.optionIdInvalid })
  .optional()
  .meta({
    description:
      "The ids of the meal's choices (docs/product-rules.md#meal-options); left out: each group's defaults",
  });

/** No two lines of the same meal with the same choices (other choices: another line). */
export const distinctLines = (items: readonly { id: number; options?: readonly number[] }[]) =>
  new Set(items.map((item) => lineKey(item.id, item.options))).size === items.length;

export const orderItemRequestSchema = z
  .object({
    id: wholeNumber(m.mealIdInvalid, 1, 2_147_483_647).meta({ description: 'The meal id' }),
    name: z.string().max(200).optional().meta({
      description: 'The name the customer saw; informative only',
    }),
    quantity: wholeNumber(m.quantityInvalid, 1, MAX_LINE_QUANTITY),
    price: nrsAmount(m.priceInvalid).meta({
      description:
        'The unit price the customer saw, with its options, NRS. Compared with the current price, never charged: a difference refuses the order (409)',
    }),
    options: lineOptionsField,
  })
  .meta({ id: 'OrderItemRequest' });
export type OrderItemRequest = z.input<typeof orderItemRequestSchema>;

const orderItemsField = z
  .array(orderItemRequestSchema, { error: m.cartEmpty })
  .min(1, { error: m.cartEmpty })
  .max(MAX_ORDER_LINES, { error: m.tooManyLines })
  .refine(distinctLines, { error: m.duplicateMeal });

const orderRequestFields = {
  user_id: z.string().max(100).nullish().meta({
    description:
      "Optional. The caller's own customer id; any other id is refused with 403. The order always belongs to the signed-in customer",
  }),
  items: orderItemsField,
  total_amount: nrsAmount(m.totalInvalid).meta({
    description: 'The total the customer saw, NRS; compared, never trusted (409 when it differs)',
  }),
  delivery_address: deliveryAddressField.optional(),
  coupon_code: z
    .string()
    .trim()
    .max(50)
    .nullish()
    .transform((code) => (code ? code.toUpperCase() : null))
    .meta({ description: 'A coupon code, any letter case; null or absent for none' }),
  discount_amount: nrsAmount(m.discountInvalid).default(0).meta({
    description: 'The discount the customer saw, NRS; compared, never trusted',
  }),
  phone: phoneField,
  payment_method: z
    .enum(PAYMENT_METHODS, { error: PAYMENT_MESSAGES.paymentMethodInvalid })
    .default('cash')
    .meta({
      description:
        'cash (on delivery, the default), esewa or khalti (GET /api/payments/methods says which are offered). A wallet order awaits its payment: the answer says where the browser goes to pay',
    }),
  notes: optionalText(MAX_ORDER_NOTES, m.notesLong),
  fulfilment: z.enum(FULFILMENTS, { error: m.fulfilmentInvalid }).default('delivery').meta({
    description: 'delivery (the default) or pickup at the restaurant: no fee, no minimum',
  }),
  delivery_area_id: wholeNumber(m.deliveryAreaIdInvalid, 1, 2_147_483_647).nullish().meta({
    description:
      'Delivery only: the area chosen; left out, the area is matched from delivery_address',
  }),
  scheduled_for: z.iso.datetime({ offset: true, error: m.scheduledForInvalid }).nullish().meta({
    description:
      'The start of a slot for later (GET /api/ordering/slots); left out: as soon as possible',
  }),
};

/** Pickup needs no address: the spec's client always sends one, for delivery. */
function addressUnlessPickup(
  order: { fulfilment: string; delivery_address?: string | undefined },
  ctx: z.RefinementCtx,
) {
  if (order.fulfilment !== 'pickup' && !order.delivery_address) {
    ctx.addIssue({ code: 'custom', message: m.addressRequired, path: ['delivery_address'] });
  }
}

const idempotencyKeyField = z.uuid({ error: m.idempotencyKeyInvalid }).optional().meta({
  description:
    'Optional. A UUID made once per checkout (also accepted as the `Idempotency-Key` header): repeating it returns the first order (200) instead of placing a second. Without a key every request places an order',
});

/**
 * POST /api/orders: the documents' fields, plus our optional idempotency key. The browser
 * makes one per checkout (crypto.randomUUID()); the same key again returns the first order.
 */
export const orderRequestSchema = z
  .object({ ...orderRequestFields, idempotency_key: idempotencyKeyField })
  .superRefine(addressUnlessPickup)
  .meta({ id: 'OrderRequest' });
export type OrderRequest = z.input<typeof orderRequestSchema>;
export type OrderRequestParsed = z.output<typeof orderRequestSchema>;

/**
 * POST /api/orders' headers: the conventional `Idempotency-Key`, the same key as the body's
 * (Fastify hands headers over in lower case; other headers pass through untouched).
 */
export const orderRequestHeadersSchema = z.looseObject({
  'idempotency-key': z.uuid({ error: m.idempotencyHeaderInvalid }).optional().meta({
    description:
      'Optional: the idempotency key as the conventional `Idempotency-Key` header, instead of (or the same as) the body’s `idempotency_key`',
  }),
});

/** POST /api/orders/validate: the same order (nothing is written, so no key is used). */
export const orderValidateRequestSchema = z
  .object({ ...orderRequestFields, idempotency_key: idempotencyKeyField })
  .superRefine(addressUnlessPickup)
  .meta({ id: 'OrderValidateRequest' });
export type OrderValidateRequest = z.input<typeof orderValidateRequestSchema>;

/** Any text: an id that is not a UUID names no order, so it is answered 404 like an unknown one. */
export const orderParamsSchema = z.object({
  id: z.string().meta({ description: 'The order id (a UUID)' }),
});

export const orderListQuerySchema = z.object({
  page: queryInt('page', 1, 100_000).default(1),
  limit: queryInt('limit', 1, ORDERS_MAX_LIMIT).default(ORDERS_PAGE_SIZE),
});
export type OrderListQuery = z.output<typeof orderListQuerySchema>;

const dateField = (name: string) =>
  z
    .string({ error: m.dateInvalid(name) })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: m.dateInvalid(name) })
    .refine((text) => isRealDate(text), { error: m.dateInvalid(name) })
    .optional()
    .meta({ description: `${name}, a day in Kathmandu time (YYYY-MM-DD), inclusive` });

function isRealDate(text: string): boolean {
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

export const orderHistoryQuerySchema = z
  .object({
    status: z.enum(ORDER_STATUSES, { error: m.statusInvalid }).optional(),
    startDate: dateField('startDate'),
    endDate: dateField('endDate'),
    page: queryInt('page', 1, 100_000).default(1),
    limit: queryInt('limit', 1, ORDERS_MAX_LIMIT).default(ORDERS_PAGE_SIZE),
  })
  .refine((q) => !q.startDate || !q.endDate || q.startDate <= q.endDate, {
    error: m.datesOrdered,
  });
export type OrderHistoryQuery = z.output<typeof orderHistoryQuerySchema>;

export const cancelOrderRequestSchema = z
  .object({ reason: optionalText(MAX_CANCEL_REASON, m.reasonLong) })
  .meta({ id: 'CancelOrderRequest' });

export const rateOrderRequestSchema = z
  .object({
    rating: wholeNumber(m.ratingInvalid, 1, 5),
    review: optionalText(MAX_REVIEW_LENGTH, m.reviewLong),
  })
  .meta({ id: 'RateOrderRequest' });
export type RateOrderRequest = z.input<typeof rateOrderRequestSchema>;

export const deliveryEstimateRequestSchema = z
  .object({
    address: z.string().max(500).optional(),
    fulfilment: z.enum(FULFILMENTS, { error: m.fulfilmentInvalid }).optional(),
    delivery_area_id: wholeNumber(m.deliveryAreaIdInvalid, 1, 2_147_483_647).nullish(),
    items: z
      .array(z.object({ id: z.number().int().optional(), quantity: z.number().int().optional() }))
      .max(MAX_ORDER_LINES, { error: m.tooManyLines })
      .optional(),
  })
  .meta({ id: 'DeliveryEstimateRequest' });

export const orderStatusUpdateSchema = z
  .object({
    status: z.enum(ORDER_STATUSES, { error: m.statusInvalid }),
    notes: optionalText(MAX_ORDER_NOTES, m.notesLong),
  })
  .meta({ id: 'OrderStatusUpdate' });
export type OrderStatusUpdate = z.input<typeof orderStatusUpdateSchema>;

/** PATCH /api/admin/orders/{id}/accept: a new order, ready in this many minutes. */
export const acceptOrderRequestSchema = z
  .object({
    minutes: wholeNumber(m.acceptMinutesInvalid, 5, 240).meta({
      description: 'Minutes until the order is ready',
      example: 25,
    }),
  })
  .meta({ id: 'AcceptOrderRequest' });

/** PATCH /api/admin/orders/{id}/reject: a new order refused, with a reason from the list. */
export const rejectOrderRequestSchema = z
  .object({
    reason: z.enum(
      ORDER_REJECTION_REASON_KEYS as [OrderRejectionReason, ...OrderRejectionReason[]],
      {
        error: m.rejectReasonInvalid(ORDER_REJECTION_REASON_KEYS),
      },
    ),
  })
  .meta({ id: 'RejectOrderRequest' });

/* ------------------------------------------------------------------------------------------ */
/* Responses                                                                                   */

export const orderLineSchema = z
  .object({
    mealId: z.number().int().nullable().meta({ description: 'Null once the meal was deleted' }),
    name: z.string().meta({ description: 'The meal name when ordered' }),
    quantity: z.number().int(),
    price: z.number().meta({ description: 'Unit price when ordered, NRS' }),
    freeQuantity: z.number().int().meta({ description: 'Units given free by a bundle coupon' }),
    options: z.array(orderLineChoiceSchema).default([]).meta({
      description:
        "The meal's options chosen, included in price (docs/product-rules.md#meal-options)",
    }),
  })
  .meta({ id: 'OrderLine' });
export type OrderLine = z.infer<typeof orderLineSchema>;

export const orderTimelineEntrySchema = z
  .object({
    id: z.number().int().meta({ description: 'Also the event id of the live status stream' }),
    status: z.enum(ORDER_STATUSES),
    at: z.iso.datetime({ offset: true }),
    by: z.enum(STATUS_ACTORS),
    notes: z.string().nullable(),
  })
  .meta({ id: 'OrderTimelineEntry' });
export type OrderTimelineEntry = z.infer<typeof orderTimelineEntrySchema>;

export const orderSchema = z
  .object({
    id: z.string(),
    status: z.enum(ORDER_STATUSES),
    createdAt: z.iso.datetime({ offset: true }),
    totalAmount: z
      .number()
      .meta({ description: 'subtotalAmount − discountAmount + deliveryFee, NRS' }),
    subtotalAmount: z.number(),
    discountAmount: z.number(),
    couponCode: z.string().nullable(),
    estimatedDeliveryTime: z.string().meta({ example: '25-35 minutes' }),
    paymentMethod: z.enum(PAYMENT_METHODS),
    payment: orderPaymentSchema,
    deliveryAddress: z.string().meta({ description: 'Empty for pickup' }),
    phone: z.string(),
    notes: z.string().nullable(),
    fulfilment: z.enum(FULFILMENTS),
    deliveryArea: z
      .object({ id: z.number().int().nullable(), name: z.string() })
      .nullable()
      .meta({ description: 'Delivery only; the id is null once the area was deleted' }),
    deliveryFee: z.number().meta({ description: 'NRS; part of totalAmount' }),
    scheduledFor: z.iso.datetime({ offset: true }).nullable().meta({
      description: 'The slot chosen for later; null for as soon as possible',
    }),
    readyBy: z.iso.datetime({ offset: true }).nullable().meta({
      description: 'When the kitchen said it will be ready, once accepted',
    }),
    rejectionReason: z.string().nullable().meta({
      description: 'Why the restaurant refused the order, in words, when it did',
    }),
    rating: z
      .number()
      .int()
      .nullable()
      .meta({ description: "The customer's rating, 1–5, once delivered" }),
    review: z.string().nullable(),
    items: z.array(orderLineSchema),
    timeline: z.array(orderTimelineEntrySchema).meta({ description: 'Oldest first' }),
  })
  .meta({ id: 'Order' });
export type Order = z.infer<typeof orderSchema>;

export const orderResponseSchema = z.object({ order: orderSchema }).meta({ id: 'OrderResponse' });
export type OrderResponse = z.infer<typeof orderResponseSchema>;

/** POST /api/orders and POST /api/orders/{id}/payment: the order, and for a wallet where to pay. */
export const placedOrderResponseSchema = z
  .object({ order: orderSchema, ...walletStepFields })
  .meta({ id: 'PlacedOrderResponse' });
export type PlacedOrderResponse = z.infer<typeof placedOrderResponseSchema>;

export const orderListResponseSchema = z
  .object({
    orders: z.array(orderSchema).meta({ description: 'Newest first' }),
    totalSpent: z.number().meta({
      description: "Sum of the customer's delivered orders' totals, NRS (cash is paid on delivery)",
    }),
    completedCount: z.number().int().meta({ description: 'Delivered orders of the customer' }),
    pagination: paginationSchema,
  })
  .meta({ id: 'OrderList' });
export type OrderListResponse = z.infer<typeof orderListResponseSchema>;

export const orderTrackingResponseSchema = z
  .object({
    orderId: z.string(),
    status: z.enum(ORDER_STATUSES),
    timeline: z.array(orderTimelineEntrySchema),
    estimatedDeliveryTime: z.string(),
    fulfilment: z.enum(FULFILMENTS),
    scheduledFor: z.iso.datetime({ offset: true }).nullable(),
    readyBy: z.iso.datetime({ offset: true }).nullable(),
    rejectionReason: z.string().nullable(),
  })
  .meta({ id: 'OrderTracking' });
export type OrderTrackingResponse = z.infer<typeof orderTrackingResponseSchema>;

export const REORDER_CHANGE_KINDS = ['price_changed', 'unavailable', 'removed'] as const;
export type ReorderChangeKind = (typeof REORDER_CHANGE_KINDS)[number];

export const reorderResponseSchema = z
  .object({
    items: z
      .array(
        z.object({
          id: z.number().int(),
          name: z.string(),
          price: z.number().meta({ description: "Today's price, NRS" }),
          quantity: z.number().int(),
          image: z.string().nullable(),
          options: z
            .array(z.number().int())
            .default([])
            .meta({ description: 'The choices made then that the meal still offers, by id' }),
          choices: z
            .array(lineChoiceSchema)
            .default([])
            .meta({ description: 'The same choices, named and priced today' }),
        }),
      )
      .meta({
        description:
          'Meals still on the menu and in stock, at today’s prices (with their options), to put in the cart',
      }),
    changes: z
      .array(
        z.object({
          mealId: z.number().int().nullable(),
          name: z.string(),
          kind: z.enum(REORDER_CHANGE_KINDS).meta({
            description:
              'price_changed: in items at the new price; unavailable: on the menu but sold out; removed: no longer on the menu',
          }),
          oldPrice: z.number().meta({ description: 'The price paid in this order' }),
          newPrice: z.number().nullable().meta({ description: "Today's price, null when removed" }),
        }),
      )
      .meta({ description: 'What differs from the order, for the customer to read' }),
  })
  .meta({ id: 'Reorder' });
export type ReorderResponse = z.infer<typeof reorderResponseSchema>;

/** What checkout shows of a delivery area. */
export const deliveryAreaFactsSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    fee: z.number().meta({ description: 'NRS' }),
    minimumOrder: z.number().meta({ description: 'NRS' }),
    extraMinutes: z.number().int(),
  })
  .meta({ id: 'DeliveryAreaFacts' });
export type DeliveryAreaFacts = z.infer<typeof deliveryAreaFactsSchema>;

export const deliveryEstimateResponseSchema = z
  .object({
    estimatedDeliveryTime: z.string().meta({ example: '25-35 minutes' }),
    queueLength: z.number().int().meta({
      description: 'Orders the kitchen has open now (pending, confirmed, preparing)',
    }),
    fulfilment: z.enum(FULFILMENTS),
    deliveryArea: deliveryAreaFactsSchema.nullable().meta({
      description: 'The area of the address (or of delivery_area_id); null for pickup or none',
    }),
    deliveryFee: z.number().meta({ description: 'NRS' }),
    minimumOrder: z.number().meta({ description: 'NRS; 0 for none' }),
  })
  .meta({ id: 'DeliveryEstimate' });
export type DeliveryEstimateResponse = z.infer<typeof deliveryEstimateResponseSchema>;

/* ------------------------------------------------------------------------------------------ */
/* Checkout refusals: a 409's `details`, and a validate answer's `details`                     */

export const CHECKOUT_PROBLEM_KINDS = [
  'closed',
  'paused',
  'later_disabled',
  'slot_unavailable',
  'slot_full',
  'no_area',
  'area_unknown',
  'price_changed',
  'unavailable',
  'options',
  'option_unavailable',
  'out_of_stock',
  'coupon',
  'below_minimum',
  'total_changed',
] as const;
export type CheckoutProblemKind = (typeof CHECKOUT_PROBLEM_KINDS)[number];

export const checkoutConflictSchema = z
  .object({
    problems: z
      .array(
        z.object({
          kind: z.enum(CHECKOUT_PROBLEM_KINDS),
          message: z.string(),
          mealId: z.number().int().nullable(),
        }),
      )
      .meta({ description: 'Every reason the order was refused; the first is the message' }),
    items: z
      .array(
        z.object({
          id: z.number().int(),
          name: z.string(),
          price: z.number().meta({ description: 'Current unit price, NRS' }),
          available: z.boolean().meta({ description: 'On the menu and in stock' }),
          stock: z.number().int(),
          options: z
            .array(mealOptionGroupSchema)
            .default([])
            .meta({ description: "The meal's option groups as they are now" }),
        }),
      )
      .meta({
        description: 'The current facts of every meal the order named (unknown ones left out)',
      }),
    coupon: z
      .object({
        code: z.string(),
        valid: z.boolean(),
        discount_amount: z.number(),
        message: z.string().nullable(),
        error: z.string().nullable(),
      })
      .nullable(),
    totals: z.object({
      subtotal: z.number(),
      discount: z.number(),
      deliveryFee: z.number(),
      total: z.number(),
    }),
    ordering: z
      .object({
        reason: z.enum(CHECKOUT_PROBLEM_KINDS),
        opensAt: z.iso.datetime({ offset: true }).nullable().meta({
          description: 'Closed or paused: the next instant orders are taken, when known',
        }),
        resumesAt: z.iso.datetime({ offset: true }).nullable(),
        pauseReason: z.string().nullable(),
        deliveryArea: deliveryAreaFactsSchema.nullable(),
        minimumOrder: z.number().nullable().meta({ description: 'NRS, below_minimum' }),
        slots: z.array(laterSlotSchema).meta({
          description: 'Refused for the time: the slots of that day that still have room',
        }),
      })
      .nullable()
      .meta({ description: 'The facts of a refusal by the restaurant’s day, when it was one' }),
  })
  .meta({ id: 'CheckoutConflict' });
export type CheckoutConflict = z.infer<typeof checkoutConflictSchema>;

/** A refused checkout (409): the error, and in `details` the current facts. */
export const checkoutConflictResponseSchema = z
  .object({
    error: z.literal('CONFLICT'),
    message: z.string().meta({ example: 'Only 2 left of Chicken Burger' }),
    details: checkoutConflictSchema,
  })
  .meta({ id: 'CheckoutConflictError' });
export type CheckoutConflictResponse = z.infer<typeof checkoutConflictResponseSchema>;

export const orderPreviewSchema = z
  .object({
    subtotal: z.number(),
    discount: z.number(),
    deliveryFee: z.number(),
    total: z.number(),
    couponCode: z.string().nullable(),
    items: z.array(orderLineSchema),
    estimatedDeliveryTime: z.string(),
    fulfilment: z.enum(FULFILMENTS),
    deliveryArea: deliveryAreaFactsSchema.nullable(),
    scheduledFor: z.iso.datetime({ offset: true }).nullable(),
  })
  .meta({ id: 'OrderPreview' });
export type OrderPreview = z.infer<typeof orderPreviewSchema>;

export const orderValidateResponseSchema = z
  .object({
    valid: z.boolean(),
    order: orderPreviewSchema.nullable().meta({ description: 'What would be charged, when valid' }),
    message: z.string().nullable().meta({ description: 'Why not, when invalid' }),
    errors: z.array(z.string()).meta({ description: 'Every reason, when invalid' }),
    details: checkoutConflictSchema.nullable().meta({
      description: 'The current facts, when invalid (as a checkout 409 would give them)',
    }),
  })
  .meta({ id: 'OrderValidation' });
export type OrderValidateResponse = z.infer<typeof orderValidateResponseSchema>;
