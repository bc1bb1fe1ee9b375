import type { RevenueByCategory } from '@shop/shared';
import { Pie } from 'react-chartjs-2';
import { useTranslation } from '@/i18n/index.ts';
import { shareOfTotal } from '../../category-share.ts';
import { useChartLabels } from './chart-labels.ts';
import { SLICE_COLORS } from './chart-setup.ts';
import { useLegendPosition } from './legend-position.ts';

/** Delivered revenue per category; a slice's tooltip tells its amount and share of the whole. */
export function RevenueByCategoryCanvas({ rows }: { rows: RevenueByCategory }) {
  const { t } = useTranslation('admin-overview');
  const labels = useChartLabels();
  const legend = useLegendPosition();
  const amounts = rows.map((row) => row.revenue);
  return (
    <Pie
      role="img"
      aria-label={t('charts.revenueByCategory')}
      data={{
        labels: rows.map((row) => row.category),
        datasets: [
          {
            data: amounts,
            backgroundColor: rows.map((_, i) => SLICE_COLORS[i % SLICE_COLORS.length] as string),
            borderColor: '#ffffff',
            borderWidth: 2,
            hoverOffset: 6,
          },
        ],
      }}
      options={{
        plugins: {
          legend: { position: legend, labels: { padding: 12 } },
          tooltip: {
            callbacks: {
              label: (item) =>
                ` ${t('charts.share', {
                  amount: labels.money(amounts[item.dataIndex] ?? 0),
                  percent: shareOfTotal(amounts, item.dataIndex),
                })}`,
            },
          },
        },
      }}
    />
  );
}
