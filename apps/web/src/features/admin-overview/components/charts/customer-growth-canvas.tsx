import type { CustomerGrowth } from '@shop/shared';
import { Line } from 'react-chartjs-2';
import { useTranslation } from '@/i18n/index.ts';
import { useChartLabels } from './chart-labels.ts';
import { COLORS } from './chart-setup.ts';

/** New customers and the running total per month of the last 12, as two lines. */
export function CustomerGrowthCanvas({ rows }: { rows: CustomerGrowth }) {
  const { t } = useTranslation('admin-overview');
  const labels = useChartLabels();
  return (
    <Line
      role="img"
      aria-label={t('charts.customerGrowth')}
      data={{
        labels: rows.map((row) => labels.month(row.month)),
        datasets: [
          {
            label: t('charts.newCustomers'),
            data: rows.map((row) => row.new_customers),
            borderColor: COLORS.flame,
            backgroundColor: COLORS.flame,
            cubicInterpolationMode: 'monotone',
            pointRadius: 3,
            yAxisID: 'y',
          },
          {
            label: t('charts.totalCustomers'),
            data: rows.map((row) => row.total_customers),
            borderColor: COLORS.sky,
            backgroundColor: COLORS.skySoft,
            fill: true,
            cubicInterpolationMode: 'monotone',
            pointRadius: 3,
            yAxisID: 'total',
          },
        ],
      }}
      options={{
        interaction: { mode: 'index', intersect: false },
        plugins: {
          legend: { position: 'bottom' },
          tooltip: {
            callbacks: {
              label: (item) => ` ${item.dataset.label}: ${labels.number(item.parsed.y ?? 0)}`,
            },
          },
        },
        scales: {
          x: { grid: { display: false }, ticks: { maxRotation: 0, autoSkipPadding: 12 } },
          y: { beginAtZero: true, position: 'left', ticks: { precision: 0, maxTicksLimit: 6 } },
          total: {
            beginAtZero: true,
            position: 'right',
            grid: { display: false },
            ticks: { precision: 0, maxTicksLimit: 6 },
          },
        },
      }}
    />
  );
}
