import {
  ArcElement,
  BarElement,
  CategoryScale,
  Chart,
  Filler,
  Legend,
  LinearScale,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';

/*
 * chart.js with only the pieces the overview draws (so the rest is left out of the bundle), in
 * the shop's type and colours.
 */
Chart.register(
  ArcElement,
  BarElement,
  CategoryScale,
  Filler,
  Legend,
  LinearScale,
  LineElement,
  PointElement,
  Tooltip,
);
Chart.defaults.font.family =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';
Chart.defaults.color = '#786d63';
Chart.defaults.borderColor = 'rgba(31, 27, 24, 0.08)';
Chart.defaults.plugins.tooltip.backgroundColor = '#1f1b18';
Chart.defaults.plugins.tooltip.padding = 10;
Chart.defaults.plugins.tooltip.cornerRadius = 10;
Chart.defaults.plugins.legend.labels.usePointStyle = true;
Chart.defaults.plugins.legend.labels.boxWidth = 8;
Chart.defaults.maintainAspectRatio = false;
Chart.defaults.responsive = true;

export const COLORS = {
  flame: '#f45a16',
  flameSoft: 'rgba(244, 90, 22, 0.14)',
  flameDark: '#a52e10',
  charcoal: '#48413b',
  sky: '#0ea5e9',
  skySoft: 'rgba(14, 165, 233, 0.12)',
  emerald: '#10b981',
  amber: '#f59e0b',
  violet: '#8b5cf6',
  rose: '#f43f5e',
  teal: '#14b8a6',
  slate: '#94a3b8',
} as const;

/** Slices of the pie and the doughnut, in order. */
export const SLICE_COLORS = [
  COLORS.flame,
  COLORS.amber,
  COLORS.emerald,
  COLORS.sky,
  COLORS.violet,
  COLORS.rose,
  COLORS.teal,
  COLORS.charcoal,
  COLORS.slate,
] as const;
