import {
  KITCHEN_STATUSES,
  type KitchenStatus,
  type KitchenTicket,
  kitchenQueueTime,
} from '@shop/shared';

/*
 * The board's columns (docs/product-rules.md#kitchen-display): one per status a ticket moves
 * through, each in the queue's order, oldest first and a later order at its slot. The server
 * answers in that order already; sorting here keeps a ticket moved by this screen in its place
 * before the list is read again.
 */

export type KitchenColumns = Record<KitchenStatus, KitchenTicket[]>;

function byQueue(a: KitchenTicket, b: KitchenTicket): number {
  return (
    kitchenQueueTime(a) - kitchenQueueTime(b) ||
    Date.parse(a.placedAt) - Date.parse(b.placedAt) ||
    (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)
  );
}

export function arrangeTickets(tickets: readonly KitchenTicket[]): KitchenColumns {
  const columns = Object.fromEntries(
    KITCHEN_STATUSES.map((status) => [status, [] as KitchenTicket[]]),
  ) as KitchenColumns;
  for (const ticket of [...tickets].sort(byQueue)) columns[ticket.status].push(ticket);
  return columns;
}
