import type { OpeningPeriod, SpecialDay, WeeklyHours } from '../contracts/ordering.ts';
import { periodSpan, WEEK_DAYS } from './opening-periods.ts';
import { restaurantDay, restaurantMidnight } from './restaurant-time.ts';

/*
 * The restaurant's hours as instants (docs/decisions/052-restaurant-time.md). A period is wall
 * clock on a restaurant day; it becomes an interval [start, end) of UTC instants by adding its
 * minutes to that day's midnight, which restaurant-time.ts gives with the fixed offset. Nothing
 * here reads the process's time zone or clock.
 */

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** How far ahead the next opening is looked for. */
export const OPENING_SEARCH_DAYS = 14;

/** The hours of one fulfilment: its week and the special days that override it. */
export interface Hours {
  week: WeeklyHours;
  specialDays: readonly SpecialDay[];
}

/** An interval of instants, start included, end excluded, in epoch milliseconds. */
export interface Interval {
  start: number;
  end: number;
}

/** The day after (or `by` days after) a restaurant day 'YYYY-MM-DD'. */
export function addDays(day: string, by: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + by * DAY_MS).toISOString().slice(0, 10);
}

/** ISO weekday of a calendar day: 1 = Monday … 7 = Sunday. */
function weekdayOfDay(day: string): number {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return weekday === 0 ? 7 : weekday;
}

/** The periods that open on a restaurant day: its special day's, else its week day's. */
export function periodsOfDay(hours: Hours, day: string): readonly OpeningPeriod[] {
  const special = hours.specialDays.find((candidate) => candidate.date === day);
  if (special) return special.closed ? [] : special.periods;
  const name = WEEK_DAYS[weekdayOfDay(day) - 1];
  return name ? hours.week[name] : [];
}

/** The intervals of the periods that open on a day, in the order they open. */
export function intervalsOfDay(hours: Hours, day: string): Interval[] {
  const midnight = restaurantMidnight(day).getTime();
  return periodsOfDay(hours, day)
    .map(periodSpan)
    .sort((a, b) => a.start - b.start)
    .map((span) => ({
      start: midnight + span.start * MINUTE_MS,
      end: midnight + span.end * MINUTE_MS,
    }));
}

/**
 * The open intervals that meet [from, to), merged where they touch or overlap (a lunch ending
 * at 15:00 and a dinner starting at 15:00 are one opening; so are a period past midnight and the
 * next day's period that starts before it ends). The day before `from` is read for its periods
 * past midnight.
 */
export function openIntervals(hours: Hours, from: Date, to: Date): Interval[] {
  const first = addDays(restaurantDay(from), -1);
  const last = restaurantDay(to);
  const all: Interval[] = [];
  for (let day = first; day <= last; day = addDays(day, 1)) {
    all.push(...intervalsOfDay(hours, day));
  }
  all.sort((a, b) => a.start - b.start);
  const merged: Interval[] = [];
  for (const interval of all) {
    const previous = merged.at(-1);
    if (previous && interval.start <= previous.end) {
      previous.end = Math.max(previous.end, interval.end);
    } else {
      merged.push({ ...interval });
    }
  }
  return merged.filter(
    (interval) => interval.end > from.getTime() && interval.start < to.getTime(),
  );
}

/**
 * The opening that holds an instant (periods merged as openIntervals does), if the hours are
 * open then. Its end is Infinity when it does not close within `OPENING_SEARCH_DAYS` (a shop
 * open around the clock).
 */
export function openingAt(hours: Hours, instant: Date): Interval | undefined {
  const at = instant.getTime();
  const searchEnd = at + OPENING_SEARCH_DAYS * DAY_MS;
  // An opening that holds `at` began at most two days before: a period is shorter than a day,
  // and one that began earlier would have to be merged with periods around the clock.
  const found = openIntervals(hours, new Date(at - 2 * DAY_MS), new Date(searchEnd)).find(
    (interval) => interval.start <= at && at < interval.end,
  );
  if (!found) return undefined;
  return found.end >= searchEnd ? { ...found, end: Number.POSITIVE_INFINITY } : found;
}

/** Whether the hours are open at an instant: an opening's first minute is in, its close is out. */
export function isWithinHours(hours: Hours, instant: Date): boolean {
  return openingAt(hours, instant) !== undefined;
}

/**
 * The first opening strictly after an instant: when orders start again after being closed (an
 * opening that holds the instant does not count). None when the hours stay closed for
 * `searchDays` days.
 */
export function nextOpening(
  hours: Hours,
  after: Date,
  searchDays: number = OPENING_SEARCH_DAYS,
): Date | undefined {
  const at = after.getTime();
  const found = openIntervals(hours, after, new Date(at + searchDays * DAY_MS)).find(
    (interval) => interval.start > at,
  );
  return found ? new Date(found.start) : undefined;
}
