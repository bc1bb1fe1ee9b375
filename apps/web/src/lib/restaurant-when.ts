import { RESTAURANT_TIME_ZONE, restaurantDay, restaurantWallClock } from '@shop/shared';
import { useCallback, useMemo } from 'react';
import {
  formatDate,
  formatNumber,
  type Language,
  useFormat,
  useTranslation,
} from '@/i18n/index.ts';

const DAY_MS = 24 * 60 * 60_000;

/** An instant's time on the restaurant's clock, 24-hour: '22:00' ('२२:००' in Nepali). */
export function restaurantClock(instant: Date | string, language: Language): string {
  const wall = restaurantWallClock(instant);
  const pad = (n: number) => formatNumber(n, language, { minimumIntegerDigits: 2 });
  return `${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}`;
}

/** Which restaurant day an instant is on, seen from `now`: today, tomorrow or later. */
export function dayFrom(
  instant: Date | string,
  now: Date | string,
): 'today' | 'tomorrow' | 'later' {
  const day = restaurantDay(instant);
  if (day === restaurantDay(now)) return 'today';
  if (day === restaurantDay(new Date(new Date(now).getTime() + DAY_MS))) return 'tomorrow';
  return 'later';
}

/**
 * Instants in the restaurant's words and time zone, wherever the browser is: `time` '22:00';
 * `when` 'today at 10:00', 'tomorrow at 10:00', 'Saturday at 10:00'; `day` 'Saturday 12:30'.
 */
export function useRestaurantWhen() {
  const { t } = useTranslation('common');
  const { language } = useFormat();
  const weekday = useCallback(
    (instant: Date | string) =>
      formatDate(new Date(instant), language, { weekday: 'long', timeZone: RESTAURANT_TIME_ZONE }),
    [language],
  );
  return useMemo(() => {
    const time = (instant: Date | string) => restaurantClock(instant, language);
    const when = (instant: Date | string, now: Date | string) => {
      const values = { time: time(instant), day: weekday(instant) };
      const day = dayFrom(instant, now);
      return day === 'later' ? t('when.weekday', values) : t(`when.${day}`, values);
    };
    const day = (instant: Date | string) => `${weekday(instant)} ${time(instant)}`;
    return { time, when, weekday, day };
  }, [t, language, weekday]);
}
