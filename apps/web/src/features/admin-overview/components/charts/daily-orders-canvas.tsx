import type { DailyOrders } from '@shop/shared';
import { Bar } from 'react-chartjs-2';
import { useTranslation } from '@/i18n/index.ts';
import { useChartLabels } from './chart-labels.ts';
import { COLORS } from './chart-setup.ts';

/** Orders placed per day of the last 30 days, as bars. */
export function DailyOrdersCanvas({ rows }: { rows: DailyOrders }) {
  const { t } = useTranslation('admin-overview');
  const labels = useChartLabels();
  return (
    <Bar
      role="img"
      aria-label={t('charts.dailyOrders')}
      data={{
        labels: rows.map((row) => labels.day(row.date)),
        datasets: [
          {
            label: t('charts.orders'),
            data: rows.map((row) => row.orders),
            backgroundColor: COLORS.sky,
            hoverBackgroundColor: COLORS.charcoal,
            borderRadius: 6,
            maxBarThickness: 22,
          },
        ],
      }}
      options={{
        plugins: { legend: { display: false } },
        scales: {
          x: { grid: { display: false }, ticks: { maxTicksLimit: 8, maxRotation: 0 } },
          y: { beginAtZero: true, ticks: { precision: 0, maxTicksLimit: 6 } },
        },
      }}
    />
  );
}
