import { sql } from 'drizzle-orm';
import type { DbOrTx } from './database.ts';

/*
 * Upkeep of the rollup (src/schema/analytics.ts): folding the deltas the triggers append into
 * the totals, and rebuilding the totals from the tables after a bulk load (or a TRUNCATE, which
 * no trigger follows).
 */

/** Names the advisory lock that lets one folder work at a time (the others skip). */
const FOLD_LOCK_KEY = 731_204_622;

/**
 * Moves every committed delta into the totals, in one statement (one round trip, and atomic:
 * a reader sees either the deltas or their sums, never both). Skipped when another process is
 * folding already; with no deltas it writes nothing. Rows are upserted in key order, so two
 * folders could never deadlock anyway.
 */
export async function foldAnalyticsDeltas(db: DbOrTx): Promise<void> {
  await db.execute(sql`
    WITH folding AS (
      SELECT pg_try_advisory_xact_lock(${FOLD_LOCK_KEY}) AS locked
    ), customers_moved AS (
      DELETE FROM customer_day_deltas WHERE (SELECT locked FROM folding)
      RETURNING day, customers
    ), customers_folded AS (
      INSERT INTO customer_day_totals (day, customers)
      SELECT day, sum(customers) FROM customers_moved GROUP BY day ORDER BY day
      ON CONFLICT (day) DO UPDATE SET customers = customer_day_totals.customers + excluded.customers
    ), orders_moved AS (
      DELETE FROM order_day_deltas WHERE (SELECT locked FROM folding)
      RETURNING day, status, orders, revenue_paisa
    ), orders_folded AS (
      INSERT INTO order_day_totals (day, status, orders, revenue_paisa)
      SELECT day, status, sum(orders), sum(revenue_paisa) FROM orders_moved
      GROUP BY day, status ORDER BY day, status
      ON CONFLICT (day, status) DO UPDATE SET
        orders = order_day_totals.orders + excluded.orders,
        revenue_paisa = order_day_totals.revenue_paisa + excluded.revenue_paisa
    ), tiers_moved AS (
      DELETE FROM customer_tier_deltas WHERE (SELECT locked FROM folding)
      RETURNING tier, customers, spent_paisa
    ), tiers_folded AS (
      INSERT INTO customer_tier_totals (tier, customers, spent_paisa)
      SELECT tier, sum(customers), sum(spent_paisa) FROM tiers_moved GROUP BY tier ORDER BY tier
      ON CONFLICT (tier) DO UPDATE SET
        customers = customer_tier_totals.customers + excluded.customers,
        spent_paisa = customer_tier_totals.spent_paisa + excluded.spent_paisa
    ), places_moved AS (
      DELETE FROM customer_place_deltas WHERE (SELECT locked FROM folding)
      RETURNING city, state, country, tier, customers
    ), places_folded AS (
      INSERT INTO customer_place_totals (city, state, country, tier, customers)
      SELECT city, state, country, tier, sum(customers) FROM places_moved
      GROUP BY city, state, country, tier ORDER BY city, state, country, tier
      ON CONFLICT (city, state, country, tier) DO UPDATE SET
        customers = customer_place_totals.customers + excluded.customers
    ), lines_moved AS (
      DELETE FROM line_day_deltas WHERE (SELECT locked FROM folding)
      RETURNING day, status, meal_name, category_name, units, revenue_paisa
    ), lines_folded AS (
      INSERT INTO line_day_totals (day, status, meal_name, category_name, units, revenue_paisa)
      SELECT day, status, meal_name, category_name, sum(units), sum(revenue_paisa) FROM lines_moved
      GROUP BY day, status, meal_name, category_name
      ORDER BY day, status, meal_name, category_name
      ON CONFLICT (day, status, meal_name, category_name) DO UPDATE SET
        units = line_day_totals.units + excluded.units,
        revenue_paisa = line_day_totals.revenue_paisa + excluded.revenue_paisa
    ), activity_moved AS (
      DELETE FROM activity_day_deltas WHERE (SELECT locked FROM folding)
      RETURNING day, admin_key, action, entity_type, entries
    ), activity_folded AS (
      INSERT INTO activity_day_totals (day, admin_key, action, entity_type, entries)
      SELECT day, admin_key, action, entity_type, sum(entries) FROM activity_moved
      GROUP BY day, admin_key, action, entity_type
      ORDER BY day, admin_key, action, entity_type
      ON CONFLICT (day, admin_key, action, entity_type) DO UPDATE SET
        entries = activity_day_totals.entries + excluded.entries
    )
    SELECT (SELECT locked FROM folding) AS locked`);
}

/**
 * Recomputes the totals from every customer, order, line and activity entry, for after a load
 * that paused the triggers (`SET LOCAL shop.analytics_rollup_paused = on`). Writers wait
 * meanwhile, so none is lost.
 */
export async function rebuildAnalyticsRollup(db: DbOrTx): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(
      sql`LOCK TABLE customers, orders, order_lines, admin_audit_log IN SHARE ROW EXCLUSIVE MODE`,
    );
    await tx.execute(sql`
      TRUNCATE customer_day_totals, customer_day_deltas, order_day_totals, order_day_deltas,
        line_day_totals, line_day_deltas, customer_tier_totals, customer_tier_deltas,
        customer_place_totals, customer_place_deltas, order_contacts, activity_day_totals,
        activity_day_deltas`);
    await tx.execute(sql`
      INSERT INTO activity_day_totals (day, admin_key, action, entity_type, entries)
      SELECT analytics_day(created_at), coalesce(admin_id::text, ''), action, entity_type, count(*)
      FROM admin_audit_log GROUP BY 1, 2, 3, 4`);
    await tx.execute(sql`
      INSERT INTO customer_tier_totals (tier, customers, spent_paisa)
      SELECT admin_customer_tier(is_active, total_spent_paisa), count(*), sum(total_spent_paisa)
      FROM customers GROUP BY 1`);
    await tx.execute(sql`
      INSERT INTO customer_place_totals (city, state, country, tier, customers)
      SELECT customer_place_key(city), customer_place_key(state), customer_place_key(country),
        admin_customer_tier(is_active, total_spent_paisa), count(*)
      FROM customers GROUP BY 1, 2, 3, 4`);
    await tx.execute(sql`
      INSERT INTO order_contacts (customer_email, customer_name, status, orders, first_at, last_at)
      SELECT customer_email, customer_name, status, count(*), min(created_at), max(created_at)
      FROM orders GROUP BY 1, 2, 3`);
    await tx.execute(sql`
      INSERT INTO customer_day_totals (day, customers)
      SELECT analytics_day(created_at), count(*) FROM customers GROUP BY 1`);
    await tx.execute(sql`
      INSERT INTO order_day_totals (day, status, orders, revenue_paisa)
      SELECT analytics_day(created_at), status, count(*), sum(total_paisa)
      FROM orders GROUP BY 1, 2`);
    await tx.execute(sql`
      INSERT INTO line_day_totals (day, status, meal_name, category_name, units, revenue_paisa)
      SELECT analytics_day(o.created_at), o.status, l.meal_name, coalesce(l.category_name, ''),
             sum(l.quantity), sum(l.unit_price_paisa * (l.quantity - l.free_quantity))
      FROM order_lines l JOIN orders o ON o.id = l.order_id
      GROUP BY 1, 2, 3, 4`);
  });
}
