import type { BusyPause, LaterOrderSettings, LaterSlot } from '../contracts/ordering.ts';
import { activePause } from './busy-pause.ts';
import { addDays, type Hours, intervalsOfDay } from './opening-hours.ts';
import { restaurantDay } from './restaurant-time.ts';

/*
 * Slots for orders for later (docs/decisions/052-restaurant-time.md#slots). A restaurant day's
 * slots are cut from the periods that open on that day, from each period's opening, every
 * `slotMinutes`; a period past midnight gives its slots to the day it opens.
 */

const MINUTE_MS = 60_000;

/** What the slot rules read: one fulfilment's hours, the pause, the settings, the orders held. */
export interface LaterSlotFacts {
  hours: Hours;
  settings: LaterOrderSettings;
  pause?: BusyPause | null;
  /** How many orders each slot already holds, by its start's ISO instant (toISOString). */
  taken?: ReadonlyMap<string, number>;
}

/**
 * The restaurant days that may hold slots at `now`: yesterday (its periods past midnight), today
 * and `daysAhead` days after today. None when orders for later are off.
 */
export function laterSlotDays(settings: LaterOrderSettings, now: Date): string[] {
  if (!settings.enabled) return [];
  const today = restaurantDay(now);
  return Array.from({ length: settings.daysAhead + 2 }, (_, i) => addDays(today, i - 1));
}

/**
 * Every slot of a restaurant day that can be chosen at `now`, with the places it has left:
 * inside a period (none that ends after the period closes), starting at least `leadMinutes`
 * after now, on a day no more than `daysAhead` after today, not before a busy pause ends by
 * itself, and with room (fewer orders than `capacityPerSlot`).
 */
export function laterSlots(facts: LaterSlotFacts, day: string, now: Date): LaterSlot[] {
  const { settings } = facts;
  if (!laterSlotDays(settings, now).includes(day)) return [];
  const slotMs = settings.slotMinutes * MINUTE_MS;
  const earliest = now.getTime() + settings.leadMinutes * MINUTE_MS;
  const pause = activePause(facts.pause, facts.hours, now);
  // A pause until resumed has no end: it stops orders for now, not the slots the owner offers.
  const pausedUntil = pause?.endsAt?.getTime() ?? Number.NEGATIVE_INFINITY;
  const slots: LaterSlot[] = [];
  for (const interval of intervalsOfDay(facts.hours, day)) {
    for (let start = interval.start; start + slotMs <= interval.end; start += slotMs) {
      if (start < earliest || start < pausedUntil) continue;
      const startsAt = new Date(start).toISOString();
      const left = settings.capacityPerSlot - (facts.taken?.get(startsAt) ?? 0);
      if (left <= 0) continue;
      slots.push({ startsAt, endsAt: new Date(start + slotMs).toISOString(), left });
    }
  }
  return slots;
}

/** Whether any slot for later can be chosen at `now`, on any day the settings allow. */
export function hasLaterSlot(facts: LaterSlotFacts, now: Date): boolean {
  return laterSlotDays(facts.settings, now).some((day) => laterSlots(facts, day, now).length > 0);
}

/** Why a time asked for an order for later cannot be taken; undefined when it can. */
export type LaterSlotRefusal = 'disabled' | 'not-a-slot' | 'full';

/**
 * Checks a chosen slot's start, as the server does when the order is placed: it must be one of
 * the slots `laterSlots` offers at `now` (so not past, not within the lead time, inside the
 * hours, not ending after a close, within the days ahead), and have room.
 */
export function checkLaterSlot(
  facts: LaterSlotFacts,
  startsAt: Date,
  now: Date,
): { slot: LaterSlot } | { refusal: LaterSlotRefusal } {
  if (!facts.settings.enabled) return { refusal: 'disabled' };
  const wanted = startsAt.toISOString();
  const day = restaurantDay(startsAt);
  const unlimited = { ...facts, taken: undefined };
  for (const candidate of [day, addDays(day, -1)]) {
    const offered = laterSlots(unlimited, candidate, now).find((s) => s.startsAt === wanted);
    if (!offered) continue;
    const slot = laterSlots(facts, candidate, now).find((s) => s.startsAt === wanted);
    return slot ? { slot } : { refusal: 'full' };
  }
  return { refusal: 'not-a-slot' };
}
