import { z } from 'zod';
import { ORDER_STATUSES } from '../domain/orders.ts';
import { queryInt } from './common.ts';

/*
 * The overview and the analytics charts (docs/product-rules.md#overview). Every figure is an SQL
 * aggregate over the orders and customers, with days and months in the restaurant's time zone
 * (domain/restaurant-time.ts). Revenue is what delivered orders brought in (cash is paid on delivery), in
 * NRS with two decimals.
 */

const count = z.number().int().nonnegative();
/** NRS, two decimals (the API's money, converted from paisa at the edge). */
const amount = z.number();

/**
 * GET /api/admin/dashboard/stats and /overview: the
 * overview's stat cards and revenue summary, and the sidebar's badges. Revenue is what delivered
 * orders brought in after their discounts: `today` since midnight in Kathmandu, `week` and `month`
 * the last 7 and 30 Kathmandu days, today included (the Revenue Trend's days);
 * `beforeDiscounts` is all time before order discounts, what Revenue by Category adds up to.
 * `customers.newToday` counts the last 24 hours.
 */
export const dashboardStatsSchema = z
  .object({
    customers: z.object({ total: count, newToday: count }),
    revenue: z.object({
      total: amount,
      beforeDiscounts: amount,
      today: amount,
      week: amount,
      month: amount,
    }),
    orders: z.object({ total: count, pending: count }),
    food: z.object({ total: count, lowStock: count }),
    categories: z.object({ total: count }),
    events: z.object({ active: count }),
    coupons: z.object({ active: count }),
    gallery: z.object({ total: count }),
    contacts: z.object({ unread: count }),
    feedbacks: z.object({ unread: count }),
  })
  .meta({ id: 'DashboardStats' });
export type DashboardStats = z.infer<typeof dashboardStatsSchema>;

/**
 * GET /api/admin/dashboard/overview: the stats and the moment they were counted. `data` holds
 * the same figures as `stats`, where a client built from the documents reads them.
 */
export const dashboardOverviewSchema = z
  .object({
    stats: dashboardStatsSchema,
    data: dashboardStatsSchema.meta({ description: 'The same figures as `stats`' }),
    generatedAt: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'DashboardOverview' });
export type DashboardOverview = z.infer<typeof dashboardOverviewSchema>;

/** Days of the daily charts (charts cover 30 days or 12 months: docs/product-rules.md#overview). */
export const DAILY_CHART_DAYS = 30;
export const GROWTH_CHART_MONTHS = 12;

/**
 * Analytics periods (default 7d: docs/product-rules.md#overview): the last 7, 30 or 90 days by day,
 * today included, or the last 12 months by month, this month included.
 */
export const ANALYTICS_PERIODS = ['7d', '30d', '90d', '12m'] as const;
export type AnalyticsPeriod = (typeof ANALYTICS_PERIODS)[number];
export const DEFAULT_ANALYTICS_PERIOD: AnalyticsPeriod = '7d';

export const POPULAR_ITEMS_DEFAULT_LIMIT = 10;
export const POPULAR_ITEMS_MAX_LIMIT = 50;

export const ANALYTICS_MESSAGES = {
  periodInvalid: `period must be one of ${ANALYTICS_PERIODS.join(', ')}`,
  limitInvalid: `limit must be a whole number between 1 and ${POPULAR_ITEMS_MAX_LIMIT}`,
} as const;

/** GET /api/admin/analytics/sales and /customers (a query has no OpenAPI id: it is inlined). */
export const analyticsPeriodQuerySchema = z.object({
  period: z
    .enum(ANALYTICS_PERIODS, { error: ANALYTICS_MESSAGES.periodInvalid })
    .default(DEFAULT_ANALYTICS_PERIOD),
});
export type AnalyticsPeriodQuery = z.infer<typeof analyticsPeriodQuerySchema>;

/** GET /api/admin/analytics/popular-items. */
export const popularItemsQuerySchema = z.object({
  limit: queryInt('limit', 1, POPULAR_ITEMS_MAX_LIMIT).default(POPULAR_ITEMS_DEFAULT_LIMIT),
});
export type PopularItemsQuery = z.infer<typeof popularItemsQuerySchema>;

/** A Kathmandu calendar day, YYYY-MM-DD. */
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
/** A Kathmandu calendar month, YYYY-MM. */
const month = z.string().regex(/^\d{4}-\d{2}$/);

/**
 * GET /api/admin/analytics/daily-orders: the last 30 days, oldest first, today last; a day
 * without orders is there with zeros. `orders` counts every order placed that day (cancelled
 * ones too: the kitchen received them); `revenue` is that day's delivered orders.
 */
export const dailyOrdersSchema = z
  .array(z.object({ date: day, revenue: amount, orders: count }))
  .meta({ id: 'DailyOrders' });
export type DailyOrders = z.infer<typeof dailyOrdersSchema>;

/** GET /api/admin/analytics/order-status: every status, in the order an order moves. */
export const orderStatusCountsSchema = z
  .array(z.object({ status: z.enum(ORDER_STATUSES), count }))
  .meta({ id: 'OrderStatusCounts' });
export type OrderStatusCounts = z.infer<typeof orderStatusCountsSchema>;

/**
 * GET /api/admin/analytics/customer-growth: the last 12 months, this one last: who joined in
 * the month, and how many customers there were at its end (or now, for this month).
 */
export const customerGrowthSchema = z
  .array(z.object({ month, new_customers: count, total_customers: count }))
  .meta({ id: 'CustomerGrowth' });
export type CustomerGrowth = z.infer<typeof customerGrowthSchema>;

/** GET /api/admin/analytics/popular-items: units sold (orders not cancelled), most first. */
export const popularItemsSchema = z
  .array(z.object({ name: z.string(), totalSold: count }))
  .meta({ id: 'PopularItems' });
export type PopularItems = z.infer<typeof popularItemsSchema>;

/**
 * GET /api/admin/analytics/revenue-by-category: what the paid units of delivered orders cost,
 * per category the line was sold under (before order discounts), most first; a line without a
 * category counts as 'Other'. The slices add up to the stats' `revenue.beforeDiscounts`.
 */
export const revenueByCategorySchema = z
  .array(z.object({ category: z.string(), revenue: amount }))
  .meta({ id: 'RevenueByCategory' });
export type RevenueByCategory = z.infer<typeof revenueByCategorySchema>;

/** The category name shown for lines sold without one. */
export const OTHER_CATEGORY = 'Other';

const periodFields = {
  period: z.enum(ANALYTICS_PERIODS),
  granularity: z.enum(['day', 'month']),
  /** The first and last day covered (Kathmandu). */
  from: day,
  to: day,
};

/**
 * GET /api/admin/analytics/sales?period: delivered orders (completed sales) per day (7d, 30d,
 * 90d) or month (12m), each point dated by its first day, with the period's totals.
 */
export const salesAnalyticsSchema = z
  .object({
    ...periodFields,
    totalRevenue: amount,
    totalOrders: count,
    averageOrderValue: amount,
    data: z.array(z.object({ date: day, revenue: amount, orders: count })),
  })
  .meta({ id: 'SalesAnalytics' });
export type SalesAnalytics = z.infer<typeof salesAnalyticsSchema>;

/**
 * GET /api/admin/analytics/customers?period: customers who joined per day or month, and how
 * many there were at its end, with the period's totals.
 */
export const customerAnalyticsSchema = z
  .object({
    ...periodFields,
    totalCustomers: count,
    newCustomers: count,
    data: z.array(z.object({ date: day, new_customers: count, total_customers: count })),
  })
  .meta({ id: 'CustomerAnalytics' });
export type CustomerAnalytics = z.infer<typeof customerAnalyticsSchema>;
