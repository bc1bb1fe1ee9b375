import {
  FULFILMENTS,
  ORDER_STATUSES,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  STATUS_ACTORS,
} from '@shop/shared';
import { sql } from 'drizzle-orm';

import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { admins } from './admins.ts';
import { createdAt, oneOf, paisa, serialId, updatedAt } from './columns.ts';
import { customers } from './customers.ts';
import { orderIdHex, orderIsOpen, orderStatusRank } from './list-keys.ts';
import { meals } from './menu.ts';
import { deliveryAreas } from './ordering.ts';
import { coupons } from './promotions.ts';

/** A choice on an order line, as it was when ordered: its id, group, name and price. */
export interface LineChoice {
  id: number | null;
  group: string;
  name: string;
  pricePaisa: number;
}

/**
 * Customer details are copied onto the order so that it stays a true record of what was
 * ordered and where it went, even after the customer edits or deletes their account.
 */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    status: text('status').notNull().default('pending'),
    customerName: text('customer_name').notNull(),
    customerEmail: text('customer_email').notNull(),
    phone: text('phone').notNull(),
    deliveryAddress: text('delivery_address').notNull(),
    notes: text('notes'),
    paymentMethod: text('payment_method').notNull().default('cash'),
    /**
     * A wallet payment's status (docs/product-rules.md#wallet-payments). A cash order keeps
     * `unpaid` and is read as paid once delivered (paymentStatusOf).
     */
    paymentStatus: text('payment_status').notNull().default('unpaid'),
    /** The wallet's reference of the payment that paid the order. */
    paymentReference: text('payment_reference'),
    /** While awaiting its payment: when the order is cancelled unless paid. */
    payBy: timestamp('pay_by', { withTimezone: true }),
    /** When the owner marked a refund due as given back, and who. */
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    refundedBy: uuid('refunded_by').references(() => admins.id, { onDelete: 'set null' }),
    couponId: integer('coupon_id').references(() => coupons.id, { onDelete: 'set null' }),
    couponCode: text('coupon_code'),
    subtotalPaisa: paisa('subtotal_paisa').notNull(),
    discountPaisa: paisa('discount_paisa').notNull().default(0),
    totalPaisa: paisa('total_paisa').notNull(),
    estimatedDelivery: text('estimated_delivery').notNull().default('25-35 minutes'),
    /** The browser's key for one checkout: a repeated submission returns the first order. */
    idempotencyKey: text('idempotency_key'),
    fulfilment: text('fulfilment').notNull().default('delivery'),
    /** The area delivered to; its name is copied so that the order outlives the area. */
    deliveryAreaId: integer('delivery_area_id').references(() => deliveryAreas.id, {
      onDelete: 'set null',
    }),
    deliveryAreaName: text('delivery_area_name'),
    deliveryFeePaisa: paisa('delivery_fee_paisa').notNull().default(0),
    /** The start of the slot chosen for later; null for as soon as possible. */
    scheduledFor: timestamp('scheduled_for', { withTimezone: true }),
    /** Set when the kitchen accepts the order with its preparation time. */
    readyBy: timestamp('ready_by', { withTimezone: true }),
    /** The reason key (ORDER_REJECTION_REASONS) when the kitchen rejected the order. */
    rejectionReason: text('rejection_reason'),
    /** The customer's rating of a delivered order (once), 1–5, with an optional review. */
    rating: smallint('rating'),
    review: text('review'),
    ratedAt: timestamp('rated_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('orders_customer_created_idx').on(t.customerId, t.createdAt),
    // The back office's order list: each sort it offers (ties by created_at, then id) and the
    // status filter, read in index order; a deep page skips its offset in the index alone.
    index('orders_status_created_id_idx').on(t.status, t.createdAt, t.id),
    index('orders_created_id_idx').on(t.createdAt, t.id),
    index('orders_total_created_id_idx').on(t.totalPaisa, t.createdAt, t.id),
    index('orders_status_rank_created_id_idx').on(
      orderStatusRank(t.status),
      t.createdAt,
      t.id,
      t.status,
    ),
    // The kitchen's queue: the few open orders among a million.
    index('orders_open_created_id_idx').on(t.createdAt, t.id).where(orderIsOpen(t.status)),
    // The order search: text anywhere in the id (pg_trgm); a name or an email is found in
    // `order_contacts`, then its orders by the email, within the days asked for if any.
    index('orders_id_hex_trgm_idx').using('gin', sql`${orderIdHex(t.id)} gin_trgm_ops`),
    // With the name, so that counting a contact's orders of some days reads the index alone.
    index('orders_customer_email_created_idx').on(t.customerEmail, t.createdAt, t.customerName),
    // The customers' tile of orders placed by someone with an account: all orders but these.
    index('orders_without_customer_idx').on(t.createdAt).where(sql`${t.customerId} IS NULL`),
    // The dashboard's revenue of the last 24 hours / 7 / 30 days: an index-only range scan.
    index('orders_delivered_created_total_idx')
      .on(t.createdAt, t.totalPaisa)
      .where(sql`${t.status} = 'delivered'`),
    // Deleting a coupon (its foreign key, and the check that no order used it).
    index('orders_coupon_idx').on(t.couponId).where(sql`${t.couponId} IS NOT NULL`),
    // A slot's orders for later, counted against its capacity while the order is placed.
    index('orders_scheduled_for_idx')
      .on(t.scheduledFor)
      .where(sql`${t.scheduledFor} IS NOT NULL AND ${t.status} <> 'cancelled'`),
    index('orders_delivery_area_idx')
      .on(t.deliveryAreaId)
      .where(sql`${t.deliveryAreaId} IS NOT NULL`),
    // Orders awaiting their payment whose time ran out (the payment jobs' sweep).
    index('orders_pay_by_idx').on(t.payBy).where(sql`${t.status} = 'awaiting_payment'`),
    uniqueIndex('orders_customer_idempotency_unique')
      .on(t.customerId, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} IS NOT NULL`),
    check('orders_rating_range', sql`${t.rating} IS NULL OR ${t.rating} BETWEEN 1 AND 5`),
    check('orders_status_known', oneOf('status', ORDER_STATUSES)),
    check('orders_payment_method_known', oneOf('payment_method', PAYMENT_METHODS)),
    check('orders_payment_status_known', oneOf('payment_status', PAYMENT_STATUSES)),
    check('orders_amounts_non_negative', sql`${t.subtotalPaisa} >= 0 AND ${t.discountPaisa} >= 0`),
    check(
      'orders_total_is_subtotal_less_discount_plus_fee',
      sql`${t.totalPaisa} = ${t.subtotalPaisa} - ${t.discountPaisa} + ${t.deliveryFeePaisa}`,
    ),
    check('orders_fulfilment_known', oneOf('fulfilment', FULFILMENTS)),
    check('orders_delivery_fee_non_negative', sql`${t.deliveryFeePaisa} >= 0`),
    check('orders_total_non_negative', sql`${t.totalPaisa} >= 0`),
  ],
);

/** The meal's name and unit price are copied onto the line: menu edits never rewrite history. */
export const orderLines = pgTable(
  'order_lines',
  {
    id: serialId(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    mealId: integer('meal_id').references(() => meals.id, { onDelete: 'set null' }),
    mealName: text('meal_name').notNull(),
    categoryName: text('category_name'),
    unitPricePaisa: paisa('unit_price_paisa').notNull(),
    quantity: integer('quantity').notNull(),
    /** Units given free by a bundle coupon such as BUY2GET1. */
    freeQuantity: integer('free_quantity').notNull().default(0),
    /**
     * The meal's options chosen (docs/product-rules.md#meal-options), copied as they were like
     * the name and price: the unit price includes them.
     */
    choices: jsonb('choices').$type<LineChoice[]>().notNull().default([]),
  },
  (t) => [
    index('order_lines_order_idx').on(t.orderId),
    index('order_lines_meal_idx').on(t.mealId),
    check('order_lines_quantity_positive', sql`${t.quantity} > 0`),
    check(
      'order_lines_free_quantity_range',
      sql`${t.freeQuantity} >= 0 AND ${t.freeQuantity} <= ${t.quantity}`,
    ),
    check('order_lines_unit_price_non_negative', sql`${t.unitPricePaisa} >= 0`),
  ],
);

/**
 * The order's timeline: every status it has had, when, and who set it
 * (docs/product-rules.md#order-statuses).
 */
export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: serialId(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    changedBy: text('changed_by').notNull(),
    adminId: uuid('admin_id').references(() => admins.id, { onDelete: 'set null' }),
    notes: text('notes'),
    createdAt: createdAt(),
  },
  (t) => [
    index('order_status_history_order_idx').on(t.orderId, t.createdAt),
    check('order_status_history_status_known', oneOf('status', ORDER_STATUSES)),
    check('order_status_history_actor_known', oneOf('changed_by', STATUS_ACTORS)),
  ],
);

/**
 * Each name and email that orders were placed under, with how many orders of each status: what
 * the back office's order search looks text up in (pg_trgm), a few rows per customer rather
 * than one per order, and what it counts the matches by, with a status or without. A trigger on
 * orders keeps it in the writing transaction (migrations 0013, 0015); a row whose orders are all
 * gone stays with 0.
 */
export const orderContacts = pgTable(
  'order_contacts',
  {
    customerEmail: text('customer_email').notNull(),
    customerName: text('customer_name').notNull(),
    status: text('status').notNull(),
    orders: integer('orders').notNull(),
    /**
     * The earliest and latest time of the contact's orders (of the status), ever: a deletion
     * does not narrow them, so they stay bounds. A search with days looks up only the contacts
     * whose bounds meet the days (migration 0017).
     */
    firstAt: timestamp('first_at', { withTimezone: true }).notNull(),
    lastAt: timestamp('last_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.customerEmail, t.customerName, t.status] }),
    index('order_contacts_name_trgm_idx').using('gin', t.customerName.op('gin_trgm_ops')),
    index('order_contacts_email_trgm_idx').using('gin', t.customerEmail.op('gin_trgm_ops')),
  ],
);
