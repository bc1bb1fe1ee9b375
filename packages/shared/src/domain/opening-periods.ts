/*
 * A period of opening hours is wall clock on the restaurant's day: 'HH:MM' to 'HH:MM'. A period
 * whose close is at or before its open runs past midnight into the next day (18:00–01:00) and
 * belongs to the day it opens (docs/decisions/052-restaurant-time.md).
 */

/** The days of the week in ISO order: index 0 is Monday (ISO weekday 1), index 6 Sunday (7). */
export const WEEK_DAYS = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;
export type WeekDay = (typeof WEEK_DAYS)[number];

export interface ClockPeriod {
  opens: string;
  closes: string;
}

/** Minutes after midnight of a valid 'HH:MM'. */
export function minutesOfDay(time: string): number {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
}

/** Where a period lies in minutes after its day's midnight; the end passes 1440 after midnight. */
export function periodSpan(period: ClockPeriod): { start: number; end: number } {
  const start = minutesOfDay(period.opens);
  const close = minutesOfDay(period.closes);
  return { start, end: close <= start ? close + 24 * 60 : close };
}

/** Whether periods of one day share a minute (a period may begin where another ends). */
export function periodsOverlap(periods: readonly ClockPeriod[]): boolean {
  const spans = periods.map(periodSpan).sort((a, b) => a.start - b.start);
  return spans.some((span, i) => i > 0 && span.start < (spans[i - 1]?.end ?? 0));
}
