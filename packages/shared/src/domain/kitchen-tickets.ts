import { BASE_DELIVERY_MINUTES } from './delivery-estimate.ts';
import type { OrderStatus } from './orders.ts';

/*
 * The kitchen display's tickets (docs/product-rules.md#kitchen-display): which orders it shows,
 * in what order, and when each is due.
 */

/** The statuses the kitchen display shows, in the order a ticket moves through them. */
export const KITCHEN_STATUSES = [
  'confirmed',
  'preparing',
  'ready',
] as const satisfies readonly OrderStatus[];
export type KitchenStatus = (typeof KITCHEN_STATUSES)[number];

/** The status a ticket's big button moves it to; a ready ticket leaves the kitchen otherwise. */
export const NEXT_KITCHEN_STATUS = {
  confirmed: 'preparing',
  preparing: 'ready',
  ready: null,
} as const satisfies Record<KitchenStatus, KitchenStatus | null>;

const MINUTE_MS = 60_000;

/** The longer end of an estimate such as '25-35 minutes' (35); the quiet kitchen's when unreadable. */
export function estimateUpperMinutes(estimate: string): number {
  const figures = estimate.match(/\d+/g)?.map(Number) ?? [];
  const upper = Math.max(...figures.filter((figure) => figure > 0), 0);
  return upper > 0 ? upper : BASE_DELIVERY_MINUTES.max;
}

/**
 * When the order is due: the slot chosen for a later order, else the time the kitchen gave
 * when it accepted it, else the longer end of the estimate the customer was given.
 */
export function ticketDueAt(order: {
  placedAt: Date;
  scheduledFor: Date | null;
  readyBy: Date | null;
  estimatedDelivery: string;
}): Date {
  if (order.scheduledFor) return order.scheduledFor;
  if (order.readyBy) return order.readyBy;
  return new Date(
    order.placedAt.getTime() + estimateUpperMinutes(order.estimatedDelivery) * MINUTE_MS,
  );
}

/** Where a ticket stands in the kitchen's queue: a later order at its slot, any other when placed. */
export function kitchenQueueTime(ticket: {
  placedAt: string;
  scheduledFor: string | null;
}): number {
  return Date.parse(ticket.scheduledFor ?? ticket.placedAt);
}
