import { type KitchenStatus, orderResponseSchema } from '@shop/shared';
import { withAdminToken } from '@/features/admin-session/index.ts';
import { apiPatch, apiUrl } from '@/lib/api-client.ts';

/**
 * Moves a ticket on with the back office's status call (PATCH /api/admin/orders/{id}/status),
 * naming the status the display showed: if someone moved it meanwhile the server refuses (409).
 */
export async function moveTicket(
  orderId: string,
  from: KitchenStatus,
  to: KitchenStatus,
): Promise<void> {
  await withAdminToken((token) =>
    apiPatch(
      apiUrl(`/admin/orders/${encodeURIComponent(orderId)}/status`),
      { status: to, expectedStatus: from },
      orderResponseSchema,
      { token },
    ),
  );
}
