import {
  type AdminChangePasswordRequest,
  type SuccessResponse,
  successResponseSchema,
} from '@shop/shared';
import { adminApi } from '@/features/admin-common/index.ts';

/** POST /api/admin/change-password: this session stays, the admin's others end. */
export function changeAdminPassword(request: AdminChangePasswordRequest): Promise<SuccessResponse> {
  return adminApi.post('/admin/change-password', request, successResponseSchema);
}
