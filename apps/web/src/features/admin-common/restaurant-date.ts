import { RESTAURANT_TIME_ZONE } from '@shop/shared';
import { useFormat } from '@/i18n/index.ts';

/** 'Mar 10, 2026, 10:00 AM' in Kathmandu; with `dateOnly`, 'Mar 10, 2026'. */
export function useRestaurantDate() {
  const { date } = useFormat();
  return (iso: string, { dateOnly = false }: { dateOnly?: boolean } = {}) =>
    date(new Date(iso), {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      ...(dateOnly ? {} : { hour: 'numeric', minute: '2-digit' }),
      timeZone: RESTAURANT_TIME_ZONE,
    });
}
