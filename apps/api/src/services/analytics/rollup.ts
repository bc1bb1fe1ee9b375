import { type DbOrTx, foldAnalyticsDeltas } from '@shop/db';
import { sql } from '@shop/db/orm';

/*
 * The rollup as readers see it (packages/db/src/schema/analytics.ts): the totals plus the
 * deltas not folded yet, read in one statement, so every figure is exact.
 */

/** Rows (day, customers): how many customers joined. */
export const customerDays = sql`(
  SELECT day, customers FROM customer_day_totals
  UNION ALL
  SELECT day, customers FROM customer_day_deltas
)`;

/** Rows (day, status, orders, revenue_paisa): orders placed and their totals. */
export const orderDays = sql`(
  SELECT day, status, orders, revenue_paisa FROM order_day_totals
  UNION ALL
  SELECT day, status, orders, revenue_paisa FROM order_day_deltas
)`;

/** Rows (tier, customers, spent_paisa): customers and their spending per admin tier. */
export const customerTiers = sql`(
  SELECT tier, customers, spent_paisa FROM customer_tier_totals
  UNION ALL
  SELECT tier, customers, spent_paisa FROM customer_tier_deltas
)`;

/**
 * Rows (city, state, country, tier, customers): customers per place (as the location filter
 * compares it, '' for none) and admin tier.
 */
export const customerPlaceTiers = sql`(
  SELECT city, state, country, tier, customers FROM customer_place_totals
  UNION ALL
  SELECT city, state, country, tier, customers FROM customer_place_deltas
)`;

/** Rows (day, status, meal_name, category_name, units, revenue_paisa) of the order lines. */
export const lineDays = sql`(
  SELECT day, status, meal_name, category_name, units, revenue_paisa FROM line_day_totals
  UNION ALL
  SELECT day, status, meal_name, category_name, units, revenue_paisa FROM line_day_deltas
)`;

/**
 * Rows (day, admin_key, action, entity_type, entries) of the activity log: entries per staff
 * member (their id as text, '' once deleted), action and kind of record.
 */
export const activityDays = sql`(
  SELECT day, admin_key, action, entity_type, entries FROM activity_day_totals
  UNION ALL
  SELECT day, admin_key, action, entity_type, entries FROM activity_day_deltas
)`;

/**
 * Folds the pending deltas before a read, so the part summed row by row stays a handful of
 * rows however long nobody looked. Another process already folding is not waited for.
 */
export function tidyRollup(db: DbOrTx): Promise<void> {
  return foldAnalyticsDeltas(db);
}
