import type {
  CustomerGrowth,
  DailyOrders,
  OrderStatusCounts,
  PopularItems,
  RevenueByCategory,
} from '@shop/shared';
import { type ComponentType, lazy, Suspense } from 'react';
import { useTranslation } from '@/i18n/index.ts';
import type { ChartData } from '../hooks/use-chart-data.ts';
import { ChartCard, ChartLoading } from './chart-card.tsx';

/** One chart canvas from the charts chunk, which loads the first time any of them shows. */
function lazyCanvas<T>(
  load: (charts: typeof import('./charts/index.ts')) => ComponentType<{ rows: T[] }>,
) {
  return lazy(async () => ({ default: load(await import('./charts/index.ts')) }));
}

const canvases = {
  revenueTrend: lazyCanvas((c) => c.RevenueTrendCanvas),
  dailyOrders: lazyCanvas((c) => c.DailyOrdersCanvas),
  orderStatus: lazyCanvas((c) => c.OrderStatusCanvas),
  popularItems: lazyCanvas((c) => c.PopularItemsCanvas),
  customerGrowth: lazyCanvas((c) => c.CustomerGrowthCanvas),
  revenueByCategory: lazyCanvas((c) => c.RevenueByCategoryCanvas),
};

/** The rows each chart draws. */
interface ChartRows {
  revenueTrend: DailyOrders[number];
  dailyOrders: DailyOrders[number];
  orderStatus: OrderStatusCounts[number];
  popularItems: PopularItems[number];
  customerGrowth: CustomerGrowth[number];
  revenueByCategory: RevenueByCategory[number];
}

interface ChartSlotProps<K extends keyof ChartRows> {
  chart: K;
  data: ChartData<ChartRows[K]>;
  title: string;
  hint: string;
  className?: string;
  height?: string;
}

/** A chart's card: 'Loading...' until both its rows and the chart code are here, then the chart. */
export function ChartSlot<K extends keyof ChartRows>({
  chart,
  data,
  title,
  hint,
  className,
  height,
}: ChartSlotProps<K>) {
  // TypeScript cannot follow `chart` into the map; ChartRows keeps the two in step.
  const Canvas = canvases[chart] as ComponentType<{ rows: ChartRows[K][] }>;
  const empty = data.rows.length === 0 || data.rows.every((row) => isZero(row));
  return (
    <ChartCard
      title={title}
      hint={hint}
      loading={data.loading}
      empty={empty}
      className={className}
      height={height}
      testId={`chart-${chart}`}
    >
      <Suspense fallback={<ChartLoading />}>
        <Canvas rows={data.rows} />
      </Suspense>
    </ChartCard>
  );
}

/** A row whose every figure is 0 (a day without orders) draws nothing. */
function isZero(row: unknown): boolean {
  if (typeof row !== 'object' || row === null) return false;
  return Object.values(row).every((value) => typeof value !== 'number' || value === 0);
}

export function useChartTitles() {
  const { t } = useTranslation('admin-overview');
  return {
    revenueTrend: { title: t('charts.revenueTrend'), hint: t('charts.revenueTrendHint') },
    dailyOrders: { title: t('charts.dailyOrders'), hint: t('charts.dailyOrdersHint') },
    orderStatus: { title: t('charts.orderStatus'), hint: t('charts.allOrders') },
    popularItems: { title: t('charts.popularItems'), hint: t('charts.unitsSold') },
    customerGrowth: { title: t('charts.customerGrowth'), hint: t('charts.last12Months') },
    revenueByCategory: { title: t('charts.revenueByCategory') },
  };
}
