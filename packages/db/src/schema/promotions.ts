import { DISCOUNT_TYPES } from '@shop/shared';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, oneOf, paisa, rowVersion, serialId, updatedAt } from './columns.ts';
import { customers } from './customers.ts';
import { categories } from './menu.ts';

/**
 * A coupon's effect is one of DISCOUNT_TYPES; its conditions (minimum order, first order only,
 * weekdays, validity dates, eligible categories) are all optional (docs/product-rules.md#coupons).
 */
export const coupons = pgTable(
  'coupons',
  {
    id: serialId(),
    code: text('code').notNull().unique('coupons_code_unique'),
    description: text('description'),
    discountType: text('discount_type').notNull(),
    percentOff: smallint('percent_off'),
    amountOffPaisa: paisa('amount_off_paisa'),
    /** For 'bundle' coupons: every (buyQuantity + 1)-th eligible unit is free. */
    buyQuantity: smallint('buy_quantity'),
    usageLimit: integer('usage_limit').notNull(),
    usedCount: integer('used_count').notNull().default(0),
    minOrderPaisa: paisa('min_order_paisa').notNull().default(0),
    firstOrderOnly: boolean('first_order_only').notNull().default(false),
    /** ISO weekdays the coupon works on (1 = Monday … 7 = Sunday); null means every day. */
    validWeekdays: smallint('valid_weekdays').array(),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    isActive: boolean('is_active').notNull().default(true),
    version: rowVersion(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('coupons_active_idx').on(t.isActive, t.createdAt),
    check('coupons_code_format', sql`${t.code} ~ '^[A-Z0-9]{3,}$'`),
    check('coupons_discount_type_known', oneOf('discount_type', DISCOUNT_TYPES)),
    check(
      'coupons_effect_matches_type',
      sql`(${t.discountType} = 'percentage' AND ${t.percentOff} BETWEEN 1 AND 100)
        OR (${t.discountType} = 'fixed' AND ${t.amountOffPaisa} >= 100)
        OR (${t.discountType} = 'bundle' AND ${t.buyQuantity} >= 1)
        OR ${t.discountType} = 'free_delivery'`,
    ),
    check('coupons_usage_limit_positive', sql`${t.usageLimit} >= 1`),
    check(
      'coupons_used_count_range',
      sql`${t.usedCount} >= 0 AND ${t.usedCount} <= ${t.usageLimit}`,
    ),
    check('coupons_min_order_non_negative', sql`${t.minOrderPaisa} >= 0`),
    check(
      'coupons_dates_ordered',
      sql`${t.startsAt} IS NULL OR ${t.endsAt} IS NULL OR ${t.endsAt} > ${t.startsAt}`,
    ),
    check(
      'coupons_weekdays_range',
      sql`${t.validWeekdays} IS NULL OR ${t.validWeekdays} <@ ARRAY[1,2,3,4,5,6,7]::smallint[]`,
    ),
  ],
);

/** Categories a coupon applies to; a coupon with none applies to the whole menu. */
export const couponCategories = pgTable(
  'coupon_categories',
  {
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.couponId, t.categoryId] }),
    index('coupon_categories_category_idx').on(t.categoryId),
  ],
);

export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: serialId(),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    // No foreign key to orders: orders reference coupons, and the order id is unique here.
    orderId: uuid('order_id').notNull().unique(),
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    discountPaisa: paisa('discount_paisa').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('coupon_redemptions_coupon_idx').on(t.couponId),
    index('coupon_redemptions_customer_idx').on(t.customerId),
    check('coupon_redemptions_discount_non_negative', sql`${t.discountPaisa} >= 0`),
  ],
);

export const events = pgTable(
  'events',
  {
    id: serialId(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    imageUrl: text('image_url'),
    startDate: timestamp('start_date', { withTimezone: true }).notNull(),
    endDate: timestamp('end_date', { withTimezone: true }).notNull(),
    couponCode: text('coupon_code').references(() => coupons.code, {
      onUpdate: 'cascade',
      onDelete: 'set null',
    }),
    discountPercentage: smallint('discount_percentage'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('events_active_dates_idx').on(t.isActive, t.startDate, t.endDate),
    index('events_created_idx').on(t.createdAt),
    // The event that advertises a coupon (deleting or renaming the coupon, its foreign key).
    index('events_coupon_code_idx').on(t.couponCode).where(sql`${t.couponCode} IS NOT NULL`),
    check('events_dates_ordered', sql`${t.endDate} > ${t.startDate}`),
    check(
      'events_discount_range',
      sql`${t.discountPercentage} IS NULL OR ${t.discountPercentage} BETWEEN 1 AND 100`,
    ),
    check(
      'events_coupon_has_discount',
      sql`${t.couponCode} IS NULL OR ${t.discountPercentage} IS NOT NULL`,
    ),
  ],
);
