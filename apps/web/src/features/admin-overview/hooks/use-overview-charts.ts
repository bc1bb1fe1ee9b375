import { getCustomerGrowth } from '../api/get-customer-growth.ts';
import { getDailyOrders } from '../api/get-daily-orders.ts';
import { getOrderStatus } from '../api/get-order-status.ts';
import { getPopularItems } from '../api/get-popular-items.ts';
import { getRevenueByCategory } from '../api/get-revenue-by-category.ts';
import { overviewQueryKeys } from '../api/query-keys.ts';
import { useChartData } from './use-chart-data.ts';

/**
 * The charts' data, fetched as soon as the overview opens, while the chart code still loads.
 * The revenue trend and the daily orders share one call.
 */
export function useOverviewCharts() {
  return {
    dailyOrders: useChartData(overviewQueryKeys.dailyOrders, getDailyOrders),
    orderStatus: useChartData(overviewQueryKeys.orderStatus, getOrderStatus),
    customerGrowth: useChartData(overviewQueryKeys.customerGrowth, getCustomerGrowth),
    popularItems: useChartData(overviewQueryKeys.popularItems, getPopularItems),
    revenueByCategory: useChartData(overviewQueryKeys.revenueByCategory, getRevenueByCategory),
  };
}

export type OverviewCharts = ReturnType<typeof useOverviewCharts>;
