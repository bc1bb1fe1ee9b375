import { useCallback } from 'react';
import { useFormat } from '@/i18n/index.ts';

/** Axis and tooltip words for the charts: short dates, months, compact money. */
export function useChartLabels() {
  const { date, money, number } = useFormat();
  return {
    /** 'Nov 23' for a YYYY-MM-DD day. */
    day: useCallback(
      (day: string) =>
        date(new Date(`${day}T00:00:00Z`), { month: 'short', day: 'numeric', timeZone: 'UTC' }),
      [date],
    ),
    /** 'Nov 2026' for a YYYY-MM month. */
    month: useCallback(
      (month: string) =>
        date(new Date(`${month}-01T00:00:00Z`), {
          month: 'short',
          year: 'numeric',
          timeZone: 'UTC',
        }),
      [date],
    ),
    money,
    /** 'NRS 12K' on an axis. */
    compactMoney: useCallback(
      (value: number) => `NRS ${number(value, { notation: 'compact', maximumFractionDigits: 1 })}`,
      [number],
    ),
    number,
  };
}
