import type { DailyOrders } from '@shop/shared';
import { Line } from 'react-chartjs-2';
import { useTranslation } from '@/i18n/index.ts';
import { useChartLabels } from './chart-labels.ts';
import { COLORS } from './chart-setup.ts';

/** Delivered revenue per day of the last 30 days, as a filled line. */
export function RevenueTrendCanvas({ rows }: { rows: DailyOrders }) {
  const { t } = useTranslation('admin-overview');
  const labels = useChartLabels();
  return (
    <Line
      role="img"
      aria-label={t('charts.revenueTrend')}
      data={{
        labels: rows.map((row) => labels.day(row.date)),
        datasets: [
          {
            label: t('charts.revenue'),
            data: rows.map((row) => row.revenue),
            borderColor: COLORS.flame,
            backgroundColor: COLORS.flameSoft,
            fill: true,
            cubicInterpolationMode: 'monotone',
            pointRadius: 0,
            pointHoverRadius: 5,
            borderWidth: 2.5,
          },
        ],
      }}
      options={{
        interaction: { mode: 'index', intersect: false },
        plugins: {
          legend: { display: false },
          tooltip: { callbacks: { label: (item) => ` ${labels.money(item.parsed.y ?? 0)}` } },
        },
        scales: {
          x: { grid: { display: false }, ticks: { maxTicksLimit: 8, maxRotation: 0 } },
          y: {
            beginAtZero: true,
            ticks: { callback: (value) => labels.compactMoney(Number(value)), maxTicksLimit: 6 },
          },
        },
      }}
    />
  );
}
