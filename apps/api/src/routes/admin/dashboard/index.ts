import {
  analyticsPeriodQuerySchema,
  customerAnalyticsSchema,
  customerGrowthSchema,
  dailyOrdersSchema,
  dashboardOverviewSchema,
  dashboardStatsSchema,
  errorResponseSchema,
  orderStatusCountsSchema,
  popularItemsQuerySchema,
  popularItemsSchema,
  RESTAURANT_TIME_ZONE,
  revenueByCategorySchema,
  salesAnalyticsSchema,
} from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getCustomerAnalytics } from '../../../services/analytics/get-customer-analytics.ts';
import { getCustomerGrowth } from '../../../services/analytics/get-customer-growth.ts';
import { getDailyOrders } from '../../../services/analytics/get-daily-orders.ts';
import { getDashboardOverview } from '../../../services/analytics/get-dashboard-overview.ts';
import { getDashboardStats } from '../../../services/analytics/get-dashboard-stats.ts';
import { getOrderStatusCounts } from '../../../services/analytics/get-order-status-counts.ts';
import { getPopularItems } from '../../../services/analytics/get-popular-items.ts';
import { getRevenueByCategory } from '../../../services/analytics/get-revenue-by-category.ts';
import { getSalesAnalytics } from '../../../services/analytics/get-sales-analytics.ts';

const tags = ['dashboard'];
const refused = { 401: errorResponseSchema };
const refusedOrInvalid = { 400: errorResponseSchema, 401: errorResponseSchema };
const kathmandu = `Days and months are Kathmandu’s (${RESTAURANT_TIME_ZONE}).`;

/** The overview, the sidebar badges and the analytics charts: reads only. */
export const adminDashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/dashboard/stats',
    {
      schema: {
        tags,
        summary: 'The stat cards and sidebar badges',
        description:
          'Revenue is what delivered orders brought in (cash is paid on delivery): all time, the last 24 hours, 7 and 30 days, ' +
          'counted from when the order was placed. Low stock: meals on sale with 5 or fewer left. Active events are switched on ' +
          'and running now; active coupons are switched on and not used up; contact messages are unread until opened; feedback ' +
          'is unread while pending.',
        response: { 200: dashboardStatsSchema, ...refused },
      },
    },
    () => getDashboardStats(app.db),
  );

  app.get(
    '/api/admin/dashboard/overview',
    {
      schema: {
        tags,
        summary: 'The overview’s figures and when they were counted',
        description: 'The stats of /api/admin/dashboard/stats with the time they were counted.',
        response: { 200: dashboardOverviewSchema, ...refused },
      },
    },
    () => getDashboardOverview(app.db),
  );

  app.get(
    '/api/admin/analytics/daily-orders',
    {
      schema: {
        tags,
        summary: 'Orders and revenue per day, the last 30 days',
        description: `Oldest first, today last, days without orders as zeros. Orders counts every order placed (cancelled too); revenue counts delivered orders. ${kathmandu}`,
        response: { 200: dailyOrdersSchema, ...refused },
      },
    },
    () => getDailyOrders(app.db),
  );

  app.get(
    '/api/admin/analytics/order-status',
    {
      schema: {
        tags,
        summary: 'How many orders are in each status',
        description: 'Every status, in the order an order moves through them, zero when none.',
        response: { 200: orderStatusCountsSchema, ...refused },
      },
    },
    () => getOrderStatusCounts(app.db),
  );

  app.get(
    '/api/admin/analytics/customer-growth',
    {
      schema: {
        tags,
        summary: 'New and total customers per month, the last 12 months',
        description: `This month last; total_customers is the count at the month’s end (now, for this month). ${kathmandu}`,
        response: { 200: customerGrowthSchema, ...refused },
      },
    },
    () => getCustomerGrowth(app.db),
  );

  app.get(
    '/api/admin/analytics/popular-items',
    {
      schema: {
        tags,
        summary: 'The meals sold most',
        description:
          'Units sold on orders that were not cancelled, by meal name, most first; limit 1–50, 10 by default.',
        querystring: popularItemsQuerySchema,
        response: { 200: popularItemsSchema, ...refusedOrInvalid },
      },
    },
    (request) => getPopularItems(app.db, request.query.limit),
  );

  app.get(
    '/api/admin/analytics/revenue-by-category',
    {
      schema: {
        tags,
        summary: 'Revenue per category',
        description:
          'What the paid units of delivered orders cost, per category the line was sold under, before order discounts; ' +
          'a line without a category counts as Other.',
        response: { 200: revenueByCategorySchema, ...refused },
      },
    },
    () => getRevenueByCategory(app.db),
  );

  app.get(
    '/api/admin/analytics/sales',
    {
      schema: {
        tags,
        summary: 'Completed sales per day or month of a period',
        description: `Delivered orders and their revenue. period: 7d, 30d or 90d (per day, today included) or 12m (per month, this month included); 7d by default. ${kathmandu}`,
        querystring: analyticsPeriodQuerySchema,
        response: { 200: salesAnalyticsSchema, ...refusedOrInvalid },
      },
    },
    (request) => getSalesAnalytics(app.db, request.query.period),
  );

  app.get(
    '/api/admin/analytics/customers',
    {
      schema: {
        tags,
        summary: 'New and total customers per day or month of a period',
        description: `period: 7d, 30d or 90d (per day, today included) or 12m (per month, this month included); 7d by default. ${kathmandu}`,
        querystring: analyticsPeriodQuerySchema,
        response: { 200: customerAnalyticsSchema, ...refusedOrInvalid },
      },
    },
    (request) => getCustomerAnalytics(app.db, request.query.period),
  );
};
