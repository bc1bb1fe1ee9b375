import { useCallback } from 'react';
import { calendarDate } from '@/features/admin-common/index.ts';
import { useFormat } from '@/i18n/index.ts';

/** 'Nov 23' for a YYYY-MM-DD day. */
const dayLabel = (day: string) => calendarDate(day, { month: 'short', day: 'numeric' });

/** 'Nov 2026' for a YYYY-MM month. */
const monthLabel = (month: string) =>
  calendarDate(`${month}-01`, { month: 'short', year: 'numeric' });

/** Axis and tooltip words for the charts: short dates, months, compact money. */
export function useChartLabels() {
  const { money, number } = useFormat();
  return {
    day: dayLabel,
    month: monthLabel,
    money,
    /** 'NRS 12K' on an axis. */
    compactMoney: useCallback(
      (value: number) => `NRS ${number(value, { notation: 'compact', maximumFractionDigits: 1 })}`,
      [number],
    ),
    number,
  };
}
