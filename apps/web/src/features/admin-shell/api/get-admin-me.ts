import { type AdminMe, adminMeResponseSchema } from '@shop/shared';
import { adminApi } from '@/features/admin-common/index.ts';

/** GET /api/admin/me: the signed-in admin, and whether the demo password is still in use. */
export function getAdminMe(signal?: AbortSignal): Promise<AdminMe> {
  return adminApi.get('/admin/me', adminMeResponseSchema, undefined, { signal });
}
