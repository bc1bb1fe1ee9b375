import { SITE } from '@shop/shared';
import { useTranslation } from '@/i18n/index.ts';
import { type HoursRow, useHoursRange, useOpeningHours } from '@/lib/opening-hours.ts';
import { weekRows } from '../week-rows.ts';
import { useOrderingStatus } from './use-ordering-status.ts';

/**
 * The restaurant's delivery hours as the owner set them (GET /api/ordering/status), written as
 * the site writes hours; SITE.hours only while they are unknown (the status call failed).
 */
export function useShopHours(): HoursRow[] {
  const { t } = useTranslation('common');
  const { data } = useOrderingStatus();
  const fallback = useOpeningHours(SITE.hours);
  const range = useHoursRange();
  if (!data) return fallback;
  return weekRows(data.hours.delivery).map((row) => ({
    key: row.from,
    days:
      row.from === row.to
        ? t(`hours.day.${row.from}`)
        : t('hours.days', { from: t(`hours.day.${row.from}`), to: t(`hours.day.${row.to}`) }),
    time:
      row.periods.length === 0
        ? t('hours.closed')
        : row.periods.map((period) => range(period.opens, period.closes)).join(', '),
  }));
}
