import {
  KITCHEN_TICKETS_PATH,
  type KitchenMoveRequest,
  type KitchenStatus,
  kitchenMoveResponseSchema,
} from '@shop/shared';
import { withAdminToken } from '@/features/admin-session/index.ts';
import { apiPatch } from '@/lib/api-client.ts';

/**
 * Moves a ticket on (PATCH /api/kitchen/tickets/{id}/status), naming the status the display
 * showed: if someone moved it meanwhile the server refuses (409).
 */
export async function moveTicket(
  orderId: string,
  from: KitchenStatus,
  to: KitchenMoveRequest['status'],
): Promise<void> {
  await withAdminToken((token) =>
    apiPatch(
      `${KITCHEN_TICKETS_PATH}/${encodeURIComponent(orderId)}/status`,
      { status: to, expectedStatus: from },
      kitchenMoveResponseSchema,
      { token },
    ),
  );
}
