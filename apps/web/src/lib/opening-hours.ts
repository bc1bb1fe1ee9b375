import type { OpeningHours } from '@shop/shared';
import { useFormat, useTranslation } from '@/i18n/index.ts';

/** Opening hours as the current language writes them: 'Mon - Fri', '11:00 AM - 10:00 PM'. */
export function useOpeningHours(rows: readonly OpeningHours[]) {
  const { t } = useTranslation();
  const { clockTime } = useFormat();
  const clock = (time: string) => {
    const [hours = 0, minutes = 0] = time.split(':').map(Number);
    return clockTime(hours, minutes);
  };
  return rows.map((row) => ({
    key: row.days,
    days: t(`hours.${row.days}`),
    time: t('hours.range', { opens: clock(row.opens), closes: clock(row.closes) }),
  }));
}
