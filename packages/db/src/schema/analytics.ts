import { sql } from 'drizzle-orm';
import { bigint, date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { paisa } from './columns.ts';

/*
 * The dashboard's rollup: customers joined, order counts and money per Kathmandu day, so that
 * a year of a million orders sums in a few thousand rows; and the back office lists' totals.
 *
 * Triggers on `customers`, `orders` and `order_lines` (migration 0004 and later) and on
 * `admin_audit_log` (0025) never update a total: they append a signed delta row in the writing
 * transaction, so concurrent checkouts never wait for each other on a hot "today" row. Readers add the totals and the pending deltas in
 * one statement, which is exact at every moment; `foldAnalyticsDeltas` moves deltas into the
 * totals now and then so the delta tables stay short.
 */

const day = () => date('day', { mode: 'string' }).notNull();
const deltaId = () => bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity();

/** Per Kathmandu day: how many customers joined (by their created_at). */
export const customerDayTotals = pgTable('customer_day_totals', {
  day: day().primaryKey(),
  customers: integer('customers').notNull(),
});

export const customerDayDeltas = pgTable('customer_day_deltas', {
  id: deltaId(),
  day: day(),
  customers: integer('customers').notNull(),
});

/** Per Kathmandu day and status: how many orders were placed and their total (paisa). */
export const orderDayTotals = pgTable(
  'order_day_totals',
  {
    day: day(),
    status: text('status').notNull(),
    orders: integer('orders').notNull(),
    revenuePaisa: paisa('revenue_paisa').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.status] })],
);

export const orderDayDeltas = pgTable('order_day_deltas', {
  id: deltaId(),
  day: day(),
  status: text('status').notNull(),
  orders: integer('orders').notNull(),
  revenuePaisa: paisa('revenue_paisa').notNull(),
});

/**
 * Per Kathmandu day, order status, meal name and category (the lines' snapshots; '' when the
 * line has none): units handed out and what the paid units cost before order discounts.
 */
export const lineDayTotals = pgTable(
  'line_day_totals',
  {
    day: day(),
    status: text('status').notNull(),
    mealName: text('meal_name').notNull(),
    categoryName: text('category_name').notNull().default(sql`''`),
    units: integer('units').notNull(),
    revenuePaisa: paisa('revenue_paisa').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.status, t.mealName, t.categoryName] })],
);

export const lineDayDeltas = pgTable('line_day_deltas', {
  id: deltaId(),
  day: day(),
  status: text('status').notNull(),
  mealName: text('meal_name').notNull(),
  categoryName: text('category_name').notNull().default(sql`''`),
  units: integer('units').notNull(),
  revenuePaisa: paisa('revenue_paisa').notNull(),
});

/**
 * Per admin tier (VIP, Regular, Active, Inactive: `adminCustomerTierFor`): how many customers
 * and what they spent (paisa), for the customers screen's tiles. Kept like the rest of the
 * rollup by deltas a trigger on `customers` appends (migration 0011).
 */
export const customerTierTotals = pgTable('customer_tier_totals', {
  tier: text('tier').primaryKey(),
  customers: integer('customers').notNull(),
  spentPaisa: paisa('spent_paisa').notNull(),
});

export const customerTierDeltas = pgTable('customer_tier_deltas', {
  id: deltaId(),
  tier: text('tier').notNull(),
  customers: integer('customers').notNull(),
  spentPaisa: paisa('spent_paisa').notNull(),
});

/**
 * Per place (city, state and country as the location filter compares them: `lower(trim(…))`,
 * '' for none) and admin tier: how many customers, for the customers list filtered by a
 * location (and a tier). Kept like the rest of the rollup by deltas a trigger on `customers`
 * appends (migration 0014).
 */
export const customerPlaceTotals = pgTable(
  'customer_place_totals',
  {
    city: text('city').notNull(),
    state: text('state').notNull(),
    country: text('country').notNull(),
    tier: text('tier').notNull(),
    customers: integer('customers').notNull(),
  },
  (t) => [primaryKey({ columns: [t.city, t.state, t.country, t.tier] })],
);

export const customerPlaceDeltas = pgTable('customer_place_deltas', {
  id: deltaId(),
  city: text('city').notNull(),
  state: text('state').notNull(),
  country: text('country').notNull(),
  tier: text('tier').notNull(),
  customers: integer('customers').notNull(),
});

/**
 * Per Kathmandu day, staff member (their id as text, '' once they are deleted), action and
 * kind of record: how many activity-log entries, so that the Activity section's total for any
 * of its filters but a record's id is a sum of a few thousand rows rather than a count of a
 * log that grows with every order. Kept like the rest of the rollup by deltas a trigger on
 * `admin_audit_log` appends (migration 0025).
 */
export const activityDayTotals = pgTable(
  'activity_day_totals',
  {
    day: day(),
    adminKey: text('admin_key').notNull(),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entries: integer('entries').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.adminKey, t.action, t.entityType] })],
);

export const activityDayDeltas = pgTable('activity_day_deltas', {
  id: deltaId(),
  day: day(),
  adminKey: text('admin_key').notNull(),
  action: text('action').notNull(),
  entityType: text('entity_type').notNull(),
  entries: integer('entries').notNull(),
});
