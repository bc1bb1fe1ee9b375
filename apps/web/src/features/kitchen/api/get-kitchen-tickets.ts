import {
  KITCHEN_TICKETS_PATH,
  type KitchenTicket,
  kitchenTicketsResponseSchema,
} from '@shop/shared';
import { withAdminToken } from '@/features/admin-session/index.ts';
import { apiGet } from '@/lib/api-client.ts';

/** GET /api/kitchen/tickets, as staff: the tickets in the queue's order. */
export async function getKitchenTickets(signal?: AbortSignal): Promise<KitchenTicket[]> {
  const { tickets } = await withAdminToken((token) =>
    apiGet(KITCHEN_TICKETS_PATH, kitchenTicketsResponseSchema, { token, signal }),
  );
  return tickets;
}
