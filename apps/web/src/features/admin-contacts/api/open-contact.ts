import { type ContactResponse, contactResponseSchema } from '@shop/shared';
import { adminApi } from '@/features/admin-common/index.ts';

/**
 * GET /api/contact/:id: the message, which the server marks read
 * (docs/product-rules.md#unread-counts).
 */
export function openContact(id: number): Promise<ContactResponse> {
  return adminApi.get(`/contact/${id}`, contactResponseSchema);
}
