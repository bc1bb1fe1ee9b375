import type { BusyPause, SpecialDay } from '../src/contracts/ordering.ts';
import { checkLaterSlot, type LaterSlotFacts, laterSlots } from '../src/domain/later-slots.ts';
import { addDays, isWithinHours, nextOpening } from '../src/domain/opening-hours.ts';
import {
  DEFAULT_LATER_ORDER_SETTINGS,
  DEFAULT_ORDERING_HOURS,
} from '../src/domain/ordering-defaults.ts';
import { orderingStatus } from '../src/domain/ordering-status.ts';
import { restaurantMidnight } from '../src/domain/restaurant-time.ts';

/*
 * A week of the restaurant's time rules, answered as JSON: the time-zone test
 * (src/domain/restaurant-day-time-zone.test.ts) runs it in processes with other TZ values and
 * compares their answers with its own. It reads no clock: every `now` is fixed here.
 */

const MINUTE_MS = 60_000;

const specialDays: SpecialDay[] = [
  { date: '2026-03-07', closed: true, periods: [] },
  { date: '2026-03-10', closed: false, periods: [{ opens: '16:00', closes: '02:00' }] },
];

const scenarios: Record<string, LaterSlotFacts> = {
  demo: {
    hours: { week: DEFAULT_ORDERING_HOURS.delivery, specialDays: [] },
    settings: DEFAULT_LATER_ORDER_SETTINGS,
  },
  lateFridayAndSpecialDays: {
    hours: {
      week: { ...DEFAULT_ORDERING_HOURS.pickup, friday: [{ opens: '18:00', closes: '01:00' }] },
      specialDays,
    },
    settings: { ...DEFAULT_LATER_ORDER_SETTINGS, daysAhead: 3, slotMinutes: 20, leadMinutes: 45 },
  },
  pausedUntilNextOpening: {
    hours: { week: DEFAULT_ORDERING_HOURS.delivery, specialDays },
    settings: DEFAULT_LATER_ORDER_SETTINGS,
    pause: {
      ends: 'next-opening',
      startedAt: '2026-03-06T08:00:00Z',
      reason: 'Busy',
    } satisfies BusyPause,
  },
};

/** The answers for every scenario, every 37 minutes from Thursday 5 to Wednesday 11 March 2026. */
export function restaurantDayAnswers() {
  const from = restaurantMidnight('2026-03-05').getTime();
  const to = restaurantMidnight('2026-03-11').getTime();
  return Object.entries(scenarios).map(([name, facts]) => {
    const instants = [];
    for (let t = from; t < to; t += 37 * MINUTE_MS) {
      const now = new Date(t);
      instants.push({
        now: now.toISOString(),
        open: isWithinHours(facts.hours, now),
        next: nextOpening(facts.hours, now)?.toISOString() ?? null,
        status: orderingStatus(facts, now),
      });
    }
    const now = new Date(from + 13 * 60 * MINUTE_MS);
    const slots = Array.from({ length: 5 }, (_, i) => {
      const day = addDays('2026-03-05', i);
      return { day, slots: laterSlots(facts, day, now) };
    });
    const checks = ['2026-03-06T13:15:00Z', '2026-03-06T19:00:00Z', '2026-03-09T05:15:00Z'].map(
      (startsAt) => checkLaterSlot(facts, new Date(startsAt), now),
    );
    return { name, instants, slots, checks };
  });
}
