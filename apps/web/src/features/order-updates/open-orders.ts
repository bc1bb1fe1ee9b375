import { FINAL_ORDER_STATUSES, type Order } from '@shop/shared';

/** Whether any of these orders can still change status. */
export function hasOpenOrder(orders: readonly Pick<Order, 'status'>[]): boolean {
  return orders.some((order) => !FINAL_ORDER_STATUSES.includes(order.status));
}

/**
 * The newest timeline entry the page already knows of: the stream starts after it, so a change
 * made between loading the orders and connecting is still announced. Null without any.
 */
export function newestHistoryId(orders: readonly Pick<Order, 'timeline'>[]): number | null {
  let newest: number | null = null;
  for (const order of orders) {
    for (const entry of order.timeline) newest = Math.max(newest ?? 0, entry.id);
  }
  return newest;
}
