/*
 * The estimated delivery time an order is given, from the kitchen's queue when it is placed
 * (docs/product-rules.md#delivery-estimate): 25-35 minutes with an empty queue, 5 minutes more
 * for every 3 orders ahead of it, at most 45 minutes more.
 */

export const BASE_DELIVERY_MINUTES = { min: 25, max: 35 } as const;
export const ORDERS_PER_DELAY_STEP = 3;
export const DELAY_STEP_MINUTES = 5;
export const MAX_DELAY_MINUTES = 45;
/**
 * An open order (pending, confirmed, preparing) older than this is not counted in the queue:
 * it was forgotten, not being cooked.
 */
export const KITCHEN_QUEUE_WINDOW_MS = 3 * 60 * 60 * 1000;

/** Statuses of orders the kitchen still has to cook. */
export const KITCHEN_QUEUE_STATUSES = ['pending', 'confirmed', 'preparing'] as const;

/** From this many open orders on, the delay is at its most: counting further changes nothing. */
export const QUEUE_LENGTH_AT_MAX_DELAY =
  Math.ceil(MAX_DELAY_MINUTES / DELAY_STEP_MINUTES) * ORDERS_PER_DELAY_STEP;

/** Extra minutes for a queue of this many open orders. */
export function queueDelayMinutes(queueLength: number): number {
  const steps = Math.floor(Math.max(0, queueLength) / ORDERS_PER_DELAY_STEP);
  return Math.min(steps * DELAY_STEP_MINUTES, MAX_DELAY_MINUTES);
}

/**
 * 'A-B minutes' for an order placed behind `queueLength` open orders, plus its delivery area's
 * extra minutes (docs/product-rules.md#delivery-areas).
 */
export function estimateDeliveryTime(queueLength: number, extraMinutes = 0): string {
  const delay = queueDelayMinutes(queueLength) + extraMinutes;
  return `${BASE_DELIVERY_MINUTES.min + delay}-${BASE_DELIVERY_MINUTES.max + delay} minutes`;
}
