/** Dates in the restaurant's time zone: Nepal is UTC+05:45 all year (no daylight saving). */

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

const NEPAL_OFFSET = 5 * HOUR + 45 * MINUTE;

/** Midnight in Kathmandu of the day `daysAgo` days before `now`'s day. */
export function nepalMidnight(now: Date, daysAgo = 0): Date {
  const local = now.getTime() + NEPAL_OFFSET;
  return new Date(local - (local % DAY) - NEPAL_OFFSET - daysAgo * DAY);
}

/** ISO weekday in Kathmandu: 1 = Monday … 7 = Sunday. */
export function nepalWeekday(date: Date): number {
  const day = new Date(date.getTime() + NEPAL_OFFSET).getUTCDay();
  return day === 0 ? 7 : day;
}

export function addMinutes(date: Date, minutes: number): Date {
  return new Date(date.getTime() + minutes * MINUTE);
}

export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * DAY);
}

/** 'YYYY-MM-DD' for a date column. */
export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}
