/**
 * The restaurant's clock, defined once: Kathmandu. Nepal keeps UTC+05:45 all year (it has no
 * daylight saving), so a fixed offset turns an instant into the restaurant's wall time and back;
 * SQL (`AT TIME ZONE`) and Intl formatters take the zone's name. Nothing else in the repository
 * spells the zone or the offset (restaurant-time-once.test.ts checks).
 */

export const RESTAURANT_TIME_ZONE = 'Asia/Kathmandu';

/** The offset as ISO 8601 writes it after a wall time: '2026-03-01T10:00:00+05:45'. */
export const RESTAURANT_UTC_OFFSET = '+05:45';

export const RESTAURANT_UTC_OFFSET_MS = (5 * 60 + 45) * 60_000;

const DAY_MS = 24 * 60 * 60_000;

/**
 * The instant moved by the offset: its UTC fields (getUTCHours, toISOString…) read the
 * restaurant's wall clock.
 */
export function restaurantWallClock(instant: Date | string): Date {
  return new Date(new Date(instant).getTime() + RESTAURANT_UTC_OFFSET_MS);
}

/** The restaurant's calendar day of an instant: 'YYYY-MM-DD'. */
export function restaurantDay(instant: Date | string): string {
  return restaurantWallClock(instant).toISOString().slice(0, 10);
}

/** The instant the restaurant's day ('YYYY-MM-DD') begins: its midnight. */
export function restaurantMidnight(day: string): Date {
  return new Date(`${day}T00:00:00${RESTAURANT_UTC_OFFSET}`);
}

/** The first instant after the restaurant's day: where a filter's inclusive end date stops. */
export function restaurantDayEnd(day: string): Date {
  return new Date(restaurantMidnight(day).getTime() + DAY_MS);
}

/** ISO weekday of an instant in the restaurant: 1 = Monday … 7 = Sunday. */
export function restaurantWeekday(instant: Date): number {
  const day = restaurantWallClock(instant).getUTCDay();
  return day === 0 ? 7 : day;
}
