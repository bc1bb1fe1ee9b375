import { restaurantWeekday } from '@shop/shared';
import { addMinutes, MINUTE, nepalMidnight } from './calendar.ts';
import type { Random } from './random.ts';

const HISTORY_DAYS = 365;

/** Relative order volume by hour of day in Kathmandu: a lunch peak and a bigger dinner peak. */
const HOURS: readonly (readonly [hour: number, weight: number])[] = [
  [10, 0.3],
  [11, 0.7],
  [12, 1.4],
  [13, 1.5],
  [14, 0.9],
  [15, 0.5],
  [16, 0.6],
  [17, 1.0],
  [18, 1.8],
  [19, 2.2],
  [20, 2.0],
  [21, 1.2],
  [22, 0.4],
];

/** Friday and the weekend are busiest. */
const WEEKDAY_FACTOR: Record<number, number> = {
  1: 0.8,
  2: 0.8,
  3: 0.85,
  4: 0.9,
  5: 1.25,
  6: 1.45,
  7: 1.3,
};

/** Orders finished earlier than this are history; later ones are still being worked on. */
export const LIVE_WINDOW_MINUTES = 90;

/**
 * When the past year's orders were placed, oldest first: the shop gets busier month by month,
 * busier on weekends, and busiest at dinner time. Only times before the live window count.
 */
export function historicOrderTimes(random: Random, now: Date): Date[] {
  const cutoff = now.getTime() - LIVE_WINDOW_MINUTES * MINUTE;
  const times: Date[] = [];
  for (let daysAgo = HISTORY_DAYS - 1; daysAgo >= 0; daysAgo--) {
    const midnight = nepalMidnight(now, daysAgo);
    const growth = 1 - daysAgo / HISTORY_DAYS;
    const mean = (1.1 + 3.6 * growth ** 1.2) * (WEEKDAY_FACTOR[restaurantWeekday(midnight)] ?? 1);
    const count = Math.round(mean * (0.6 + random.next() * 0.8));
    const today: Date[] = [];
    for (let i = 0; i < count; i++) {
      const [hour] = random.weighted(HOURS, ([, weight]) => weight);
      const at = addMinutes(midnight, hour * 60 + random.int(0, 59) + random.next());
      if (at.getTime() < cutoff) today.push(at);
    }
    times.push(...today.sort((a, b) => a.getTime() - b.getTime()));
  }
  return times;
}

/** Ages in minutes of the orders the kitchen is working on right now, newest first. */
export const LIVE_ORDER_AGES = [3, 8, 14, 22, 31, 40, 52, 67] as const;
