import { useIsFetching, useQueryClient } from '@tanstack/react-query';
import { useFormat, useTranslation } from '@/i18n/index.ts';
import { overviewQueryKeys } from '../api/query-keys.ts';
import { useDashboardOverview } from '../hooks/use-dashboard-overview.ts';
import { useOverviewCharts } from '../hooks/use-overview-charts.ts';
import { ChartSlot, useChartTitles } from './overview-charts.tsx';
import { OverviewError } from './overview-error.tsx';
import { OverviewSkeleton } from './overview-skeleton.tsx';
import { QuickActions } from './quick-actions.tsx';
import { RefreshStatus } from './refresh-status.tsx';
import { RevenueSummary } from './revenue-summary.tsx';
import { StatCards } from './stat-cards.tsx';

/**
 * /admin and /admin/dashboard (docs/product-rules.md#overview): the stat cards, the revenue
 * summary, six charts and quick actions, refreshed every 30 seconds while the page shows.
 */
export function AdminOverviewPage() {
  const { t } = useTranslation('admin-overview');
  const { money } = useFormat();
  const queryClient = useQueryClient();
  const overview = useDashboardOverview();
  const charts = useOverviewCharts();
  const titles = useChartTitles();
  const refreshing = useIsFetching({ queryKey: overviewQueryKeys.all }) > 0 && !overview.isPending;
  const refresh = () => queryClient.invalidateQueries({ queryKey: overviewQueryKeys.all });
  const data = overview.data;

  return (
    <div className="space-y-6">
      <title>{t('documentTitle')}</title>
      <header className="flex flex-col gap-3 lg:flex-row lg:items-end lg:justify-between">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight text-charcoal-900 sm:text-3xl">
            {t('heading')}
          </h1>
          <p className="mt-1 text-sm text-charcoal-600 sm:text-base">{t('description')}</p>
        </div>
        {data && (
          <RefreshStatus
            updatedAt={data.generatedAt}
            refreshing={refreshing}
            failed={overview.isError}
            onRefresh={refresh}
          />
        )}
      </header>

      {overview.isPending && <OverviewSkeleton />}
      {!data && overview.isError && (
        <OverviewError error={overview.error} onRetry={() => overview.refetch()} />
      )}
      {data && (
        <>
          <StatCards stats={data.stats} />
          <div className="grid grid-cols-1 gap-6 lg:grid-cols-5">
            <ChartSlot
              chart="revenueTrend"
              data={charts.dailyOrders}
              {...titles.revenueTrend}
              className="lg:col-span-3"
              height="h-64 sm:h-72 lg:h-auto lg:min-h-72 lg:flex-1"
            />
            <RevenueSummary revenue={data.stats.revenue} className="lg:col-span-2" />
          </div>
          <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
            <ChartSlot chart="dailyOrders" data={charts.dailyOrders} {...titles.dailyOrders} />
            <ChartSlot chart="orderStatus" data={charts.orderStatus} {...titles.orderStatus} />
            <ChartSlot
              chart="popularItems"
              data={charts.popularItems}
              {...titles.popularItems}
              height="h-80"
            />
            <ChartSlot
              chart="revenueByCategory"
              data={charts.revenueByCategory}
              {...titles.revenueByCategory}
              hint={t('charts.byCategoryHint', {
                before: money(data.stats.revenue.beforeDiscounts),
                after: money(data.stats.revenue.total),
              })}
              height="h-80"
            />
          </div>
          <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
            <ChartSlot
              chart="customerGrowth"
              data={charts.customerGrowth}
              {...titles.customerGrowth}
            />
            <QuickActions />
          </div>
        </>
      )}
    </div>
  );
}
