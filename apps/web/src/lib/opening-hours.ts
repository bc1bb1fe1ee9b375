import type { OpeningHours } from '@shop/shared';
import { useFormat, useTranslation } from '@/i18n/index.ts';

/** One line of opening hours as shown: 'Mon - Fri', '11:00 AM - 10:00 PM'. */
export interface HoursRow {
  key: string;
  days: string;
  time: string;
}

/** A period ('11:00', '22:00') as the current language writes it: '11:00 AM - 10:00 PM'. */
export function useHoursRange(): (opens: string, closes: string) => string {
  const { t } = useTranslation();
  const { clockTime } = useFormat();
  const clock = (time: string) => {
    const [hours = 0, minutes = 0] = time.split(':').map(Number);
    return clockTime(hours, minutes);
  };
  return (opens, closes) => t('hours.range', { opens: clock(opens), closes: clock(closes) });
}

/** Opening hours as the current language writes them: 'Mon - Fri', '11:00 AM - 10:00 PM'. */
export function useOpeningHours(rows: readonly OpeningHours[]): HoursRow[] {
  const { t } = useTranslation();
  const range = useHoursRange();
  return rows.map((row) => ({
    key: row.days,
    days: t(`hours.${row.days}`),
    time: range(row.opens, row.closes),
  }));
}
