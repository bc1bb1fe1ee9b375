import { adminQueryKeys } from '@/features/admin-common/index.ts';

/** The overview's cache keys, all under the back office's 'admin' prefix. */
export const overviewQueryKeys = {
  all: adminQueryKeys.section('overview'),
  overview: [...adminQueryKeys.section('overview'), 'figures'] as const,
  dailyOrders: [...adminQueryKeys.section('overview'), 'daily-orders'] as const,
  orderStatus: [...adminQueryKeys.section('overview'), 'order-status'] as const,
  customerGrowth: [...adminQueryKeys.section('overview'), 'customer-growth'] as const,
  popularItems: [...adminQueryKeys.section('overview'), 'popular-items'] as const,
  revenueByCategory: [...adminQueryKeys.section('overview'), 'revenue-by-category'] as const,
};
