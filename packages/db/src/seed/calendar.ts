import { restaurantDay, restaurantMidnight } from '@shop/shared';

/** Dates for the seed, on the restaurant's clock (restaurant-time in @shop/shared). */

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

/** Midnight in Kathmandu of the day `daysAgo` days before `now`'s day. */
export function nepalMidnight(now: Date, daysAgo = 0): Date {
  return new Date(restaurantMidnight(restaurantDay(now)).getTime() - daysAgo * DAY);
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
