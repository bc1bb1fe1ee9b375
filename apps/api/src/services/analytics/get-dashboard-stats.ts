import type { DbOrTx } from '@shop/db';
import { type SQL, sql } from '@shop/db/orm';
import { type DashboardStats, LOW_STOCK_THRESHOLD, toNrs } from '@shop/shared';
import { kathmanduToday } from './kathmandu.ts';
import { customerDays, lineDays, orderDays, tidyRollup } from './rollup.ts';
import { numberOf, rowsOf } from './rows.ts';

interface StatsRow {
  customers_total: string;
  customers_new: string;
  revenue_total: string;
  revenue_before_discounts: string;
  revenue_today: string;
  revenue_week: string;
  revenue_month: string;
  orders_total: string;
  orders_pending: string;
  food_total: string;
  food_low_stock: string;
  categories_total: string;
  events_active: string;
  coupons_active: string;
  gallery_total: string;
  contacts_unread: string;
  feedbacks_unread: string;
}

/**
 * What delivered orders placed on the last `days` Kathmandu days, today included, brought in:
 * the same days as the Revenue Trend's buckets, so the two agree to the paisa.
 */
function deliveredRevenueOfLastDays(days: number): SQL {
  return sql`(SELECT coalesce(sum(revenue_paisa), 0) FROM ${orderDays} AS days
    WHERE status = 'delivered' AND day > ${kathmanduToday} - ${days}::int)`;
}

/**
 * The overview's stat cards and the sidebar's badges, in one statement. Customer and order
 * totals come from the rollup; revenue counts delivered orders after their discounts, placed
 * today, over the last 7 and the last 30 Kathmandu days (decision 037); all time also before
 * discounts, the sum of Revenue by Category. Low stock counts meals on sale with 5
 * or fewer left (docs/product-rules.md#stock); an event is active while switched on and running; a coupon
 * while switched on and not used up; a message is unread until opened (docs/product-rules.md#unread-counts); feedback while
 * pending.
 */
export async function getDashboardStats(db: DbOrTx): Promise<DashboardStats> {
  await tidyRollup(db);
  const [row] = await rowsOf<StatsRow>(
    db,
    sql`
      WITH placed AS (
        SELECT coalesce(sum(orders), 0) AS orders,
          coalesce(sum(revenue_paisa) FILTER (WHERE status = 'delivered'), 0) AS revenue
        FROM ${orderDays} AS days
      )
      SELECT
        (SELECT coalesce(sum(customers), 0) FROM ${customerDays} AS days) AS customers_total,
        (SELECT count(*) FROM customers WHERE created_at > now() - interval '24 hours') AS customers_new,
        placed.revenue AS revenue_total,
        (SELECT coalesce(sum(revenue_paisa), 0) FROM ${lineDays} AS lines
          WHERE status = 'delivered') AS revenue_before_discounts,
        ${deliveredRevenueOfLastDays(1)} AS revenue_today,
        ${deliveredRevenueOfLastDays(7)} AS revenue_week,
        ${deliveredRevenueOfLastDays(30)} AS revenue_month,
        placed.orders AS orders_total,
        (SELECT count(*) FROM orders WHERE status = 'pending') AS orders_pending,
        (SELECT count(*) FROM meals) AS food_total,
        (SELECT count(*) FROM meals WHERE is_active AND stock <= ${LOW_STOCK_THRESHOLD}) AS food_low_stock,
        (SELECT count(*) FROM categories) AS categories_total,
        (SELECT count(*) FROM events
          WHERE is_active AND now() BETWEEN start_date AND end_date) AS events_active,
        (SELECT count(*) FROM coupons WHERE is_active AND used_count < usage_limit) AS coupons_active,
        (SELECT count(*) FROM galleries) AS gallery_total,
        (SELECT count(*) FROM contact_messages WHERE read_at IS NULL) AS contacts_unread,
        (SELECT count(*) FROM feedback WHERE status = 'pending') AS feedbacks_unread
      FROM placed`,
  );
  if (!row) throw new Error('the dashboard stats query returned no row');
  const n = (value: string) => numberOf(value);
  const nrs = (value: string) => toNrs(numberOf(value));
  return {
    customers: { total: n(row.customers_total), newToday: n(row.customers_new) },
    revenue: {
      total: nrs(row.revenue_total),
      beforeDiscounts: nrs(row.revenue_before_discounts),
      today: nrs(row.revenue_today),
      week: nrs(row.revenue_week),
      month: nrs(row.revenue_month),
    },
    orders: { total: n(row.orders_total), pending: n(row.orders_pending) },
    food: { total: n(row.food_total), lowStock: n(row.food_low_stock) },
    categories: { total: n(row.categories_total) },
    events: { active: n(row.events_active) },
    coupons: { active: n(row.coupons_active) },
    gallery: { total: n(row.gallery_total) },
    contacts: { unread: n(row.contacts_unread) },
    feedbacks: { unread: n(row.feedbacks_unread) },
  };
}
