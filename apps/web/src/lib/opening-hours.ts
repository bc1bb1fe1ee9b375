import type { OpeningHours } from '@shop/shared';
import { useFormat, useTranslation } from '@/i18n/index.ts';

/** Opening hours as the current language writes them: 'Mon - Fri', '11:00 AM - 10:00 PM'. */
export function useOpeningHours(rows: readonly OpeningHours[]) {
  const { t } = useTranslation();
  const { date } = useFormat();
  const clock = (time: string) => {
    const [hours = 0, minutes = 0] = time.split(':').map(Number);
    return date(new Date(2000, 0, 1, hours, minutes), { hour: 'numeric', minute: '2-digit' });
  };
  return rows.map((row) => ({
    key: row.days,
    days: t(`hours.${row.days}`),
    time: t('hours.range', { opens: clock(row.opens), closes: clock(row.closes) }),
  }));
}
