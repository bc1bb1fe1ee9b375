import { orderingSettings, orders, specialDays } from '@shop/db';
import { eq } from '@shop/db/orm';
import {
  type BusyPause,
  type LaterOrderSettings,
  type OpeningPeriod,
  type SpecialDay,
  WEEK_DAYS,
  type WeeklyHours,
} from '@shop/shared';
import type { TestApp } from '../test-app.ts';

/*
 * What the tests of a restaurant's day share: a clock they move, read in the restaurant's time
 * (Asia/Kathmandu, UTC+05:45), and the settings written straight into the database.
 */

/** An instant given as the restaurant's wall clock: '2025-06-02T10:59'. */
export const kathmandu = (wallClock: string) => new Date(`${wallClock}:00+05:45`);

/** A clock the test sets; the app reads it through `clock`. */
export function testClock(start: string) {
  let now = kathmandu(start).getTime();
  return {
    clock: () => new Date(now),
    set: (wallClock: string) => {
      now = kathmandu(wallClock).getTime();
    },
    advance: (minutes: number) => {
      now += minutes * 60_000;
    },
  };
}

/** The same periods on every day of the week. */
export function everyDay(periods: OpeningPeriod[]): WeeklyHours {
  return Object.fromEntries(WEEK_DAYS.map((day) => [day, periods])) as WeeklyHours;
}

/** Sets the week's hours of delivery and pickup (pickup the same unless given). */
export async function setHours(t: TestApp, delivery: WeeklyHours, pickup: WeeklyHours = delivery) {
  await t.db
    .update(orderingSettings)
    .set({ hours: { delivery, pickup } })
    .where(eq(orderingSettings.id, 1));
}

export async function setLaterOrders(t: TestApp, settings: Partial<LaterOrderSettings>) {
  const [row] = await t.db.select().from(orderingSettings);
  if (!row) throw new Error('no ordering settings');
  await t.db
    .update(orderingSettings)
    .set({ laterOrders: { ...row.laterOrders, ...settings } })
    .where(eq(orderingSettings.id, 1));
}

export async function setPause(t: TestApp, pause: BusyPause | null) {
  await t.db.update(orderingSettings).set({ pause }).where(eq(orderingSettings.id, 1));
}

export async function setSpecialDay(t: TestApp, day: SpecialDay) {
  await t.db
    .insert(specialDays)
    .values({ ...day, label: day.label ?? null })
    .onConflictDoUpdate({
      target: specialDays.date,
      set: { closed: day.closed, periods: day.periods },
    });
}

let serial = 0;
/** `count` orders for later in the slot starting at `slot`, written as checkout would. */
export async function fillSlot(t: TestApp, slot: Date, count: number) {
  const rows = Array.from({ length: count }, () => {
    serial += 1;
    return {
      status: 'pending' as const,
      customerName: `Slot Tester ${serial}`,
      customerEmail: `slot-${serial}@example.com`,
      phone: '9800000000',
      deliveryAddress: 'Thamel Marg 1, Kathmandu',
      subtotalPaisa: 50_000,
      discountPaisa: 0,
      totalPaisa: 50_000,
      scheduledFor: slot,
    };
  });
  await t.db.insert(orders).values(rows);
}
