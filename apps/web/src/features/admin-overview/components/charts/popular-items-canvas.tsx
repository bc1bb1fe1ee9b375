import type { PopularItems } from '@shop/shared';
import { Bar } from 'react-chartjs-2';
import { useTranslation } from '@/i18n/index.ts';
import { useMediaQuery } from '@/lib/use-media-query.ts';
import { useChartLabels } from './chart-labels.ts';
import { COLORS } from './chart-setup.ts';

/** The meals sold most, as horizontal bars, the most sold on top. */
export function PopularItemsCanvas({ rows }: { rows: PopularItems }) {
  const { t } = useTranslation('admin-overview');
  const labels = useChartLabels();
  const longest = useMediaQuery('(min-width: 640px)') ? 28 : 16;
  return (
    <Bar
      role="img"
      aria-label={t('charts.popularItems')}
      data={{
        labels: rows.map((row) => row.name),
        datasets: [
          {
            label: t('charts.unitsSold'),
            data: rows.map((row) => row.totalSold),
            backgroundColor: COLORS.flame,
            hoverBackgroundColor: COLORS.flameDark,
            borderRadius: 6,
            maxBarThickness: 18,
          },
        ],
      }}
      options={{
        indexAxis: 'y',
        plugins: {
          legend: { display: false },
          tooltip: { callbacks: { label: (item) => ` ${labels.number(item.parsed.x ?? 0)}` } },
        },
        scales: {
          x: { beginAtZero: true, ticks: { precision: 0, maxTicksLimit: 5 } },
          y: {
            grid: { display: false },
            ticks: {
              autoSkip: false,
              // Long meal names would squeeze the bars, most of all on a phone.
              callback(value) {
                const name = this.getLabelForValue(Number(value));
                return name.length > longest ? `${name.slice(0, longest - 1)}…` : name;
              },
            },
          },
        },
      }}
    />
  );
}
