import type { OrderStatus, OrderStatusCounts } from '@shop/shared';
import { Doughnut } from 'react-chartjs-2';
import { useTranslation } from '@/i18n/index.ts';
import { useChartLabels } from './chart-labels.ts';
import { COLORS } from './chart-setup.ts';
import { useLegendPosition } from './legend-position.ts';

const STATUS_COLORS: Record<OrderStatus, string> = {
  awaiting_payment: COLORS.slate,
  pending: COLORS.amber,
  confirmed: COLORS.sky,
  preparing: COLORS.violet,
  ready: COLORS.teal,
  out_for_delivery: COLORS.flameDark,
  delivered: COLORS.emerald,
  cancelled: COLORS.rose,
};

/** How many orders are in each status, as a doughnut with a legend. */
export function OrderStatusCanvas({ rows }: { rows: OrderStatusCounts }) {
  const { t } = useTranslation('admin-overview');
  const labels = useChartLabels();
  const legend = useLegendPosition();
  return (
    <Doughnut
      role="img"
      aria-label={t('charts.orderStatus')}
      data={{
        labels: rows.map((row) => t(`statuses.${row.status}`)),
        datasets: [
          {
            data: rows.map((row) => row.count),
            backgroundColor: rows.map((row) => STATUS_COLORS[row.status]),
            borderColor: '#ffffff',
            borderWidth: 2,
            hoverOffset: 6,
          },
        ],
      }}
      options={{
        cutout: '64%',
        plugins: {
          legend: { position: legend, labels: { padding: 12 } },
          tooltip: {
            callbacks: { label: (item) => ` ${item.label}: ${labels.number(Number(item.raw))}` },
          },
        },
      }}
    />
  );
}
