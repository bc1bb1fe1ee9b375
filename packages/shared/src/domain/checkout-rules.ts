import type { Fulfilment, LaterSlot } from '../contracts/ordering.ts';
import type { CheckoutProblemKind } from '../contracts/orders.ts';
import { ORDER_MESSAGES } from '../messages/orders.ts';
import { WEEKDAY_NAMES } from './coupon-rules.ts';
import { type MatchableArea, matchDeliveryArea } from './delivery-areas.ts';
import { checkLaterSlot, type LaterSlotFacts, laterSlots } from './later-slots.ts';
import { orderingStatus } from './ordering-status.ts';
import { restaurantDay, restaurantWallClock, restaurantWeekday } from './restaurant-time.ts';

/*
 * The rules of a restaurant's day that checkout applies (docs/product-rules.md#checkout-rules),
 * each one pure function of facts already read, so that the server decides with them when the
 * order is placed and the browser shows the same answers before it is sent.
 */

/** Why the restaurant's day refuses an order, with what the customer needs to choose again. */
export interface OrderingRefusal {
  reason: Extract<
    CheckoutProblemKind,
    'closed' | 'paused' | 'later_disabled' | 'slot_unavailable' | 'slot_full'
  >;
  message: string;
  opensAt: string | null;
  resumesAt: string | null;
  pauseReason: string | null;
  /** For a refused time: that day's slots that still have room. */
  slots: LaterSlot[];
}

/** 'Saturday at 10:00' in the restaurant's time: the server's messages name times so. */
export function restaurantMomentWords(instant: Date | string): string {
  const clock = restaurantWallClock(instant).toISOString().slice(11, 16);
  return `${WEEKDAY_NAMES[restaurantWeekday(new Date(instant)) - 1]} at ${clock}`;
}

/**
 * Whether an order of this fulfilment may be placed at `now`: as soon as possible only while
 * the hours are open and no pause holds; for later, only in a slot offered now with room.
 */
export function orderingRefusal(
  facts: LaterSlotFacts,
  scheduledFor: Date | null,
  now: Date,
): OrderingRefusal | null {
  const none = { opensAt: null, resumesAt: null, pauseReason: null, slots: [] };
  if (scheduledFor) {
    const check = checkLaterSlot(facts, scheduledFor, now);
    if ('slot' in check) return null;
    const slots = laterSlots(facts, restaurantDay(scheduledFor), now);
    if (check.refusal === 'disabled') {
      return { ...none, reason: 'later_disabled', message: ORDER_MESSAGES.laterDisabled };
    }
    if (check.refusal === 'full') {
      return { ...none, reason: 'slot_full', message: ORDER_MESSAGES.slotFull, slots };
    }
    return { ...none, reason: 'slot_unavailable', message: ORDER_MESSAGES.slotUnavailable, slots };
  }
  // Whether slots for later exist does not matter here: leave them out of the status.
  const status = orderingStatus({ ...facts, settings: { ...facts.settings, enabled: false } }, now);
  if (status.accepting) return null;
  const opensAt = status.opensAt ?? null;
  if (status.mode === 'paused') {
    return {
      ...none,
      reason: 'paused',
      message: ORDER_MESSAGES.paused(status.reason ?? ''),
      opensAt,
      resumesAt: status.resumesAt ?? null,
      pauseReason: status.reason ?? null,
    };
  }
  return {
    ...none,
    reason: 'closed',
    message: opensAt
      ? ORDER_MESSAGES.closedOpensAt(restaurantMomentWords(opensAt))
      : ORDER_MESSAGES.closed,
    opensAt,
  };
}

export interface DeliveryAreaChoice {
  fulfilment: Fulfilment;
  /** The area the customer chose, if any. */
  areaId: number | null;
  address: string;
}

/**
 * The area an order is delivered to: none for pickup; the one chosen, which must exist; else
 * the one the address names (domain/delivery-areas.ts). An address in no area is refused.
 */
export function deliveryAreaOf<A extends MatchableArea>(
  areas: readonly A[],
  choice: DeliveryAreaChoice,
): { area: A | null } | { refusal: 'no_area' | 'area_unknown'; message: string } {
  if (choice.fulfilment === 'pickup') return { area: null };
  if (choice.areaId !== null) {
    const chosen = areas.find((area) => area.id === choice.areaId);
    return chosen
      ? { area: chosen }
      : { refusal: 'area_unknown', message: ORDER_MESSAGES.areaUnknown };
  }
  const matched = matchDeliveryArea(areas, choice.address);
  return matched ? { area: matched } : { refusal: 'no_area', message: ORDER_MESSAGES.noArea };
}

/** What an area asks of an order: its fee and its minimum subtotal (paisa). */
export interface AreaTerms {
  feePaisa: number;
  minimumOrderPaisa: number;
}

/** The delivery fee: the area's; none for pickup; waived by a free-delivery coupon. */
export function deliveryFeePaisa(area: AreaTerms | null, freeDelivery: boolean): number {
  return area && !freeDelivery ? area.feePaisa : 0;
}

/** Whether a subtotal (before discount and fee) is below the area's minimum order. */
export function isBelowMinimum(area: AreaTerms | null, subtotal: number): boolean {
  return area !== null && subtotal < area.minimumOrderPaisa;
}
