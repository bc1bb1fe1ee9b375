import type { StaffRole } from '@shop/shared';
import { useAdminSession } from '@/features/admin-session/index.ts';
import { useAdminMe } from './use-admin-me.ts';

/**
 * The signed-in staff member's role: as /api/admin/me says it now (the owner may have changed
 * it since the sign-in), else as the sign-in answered it. The server decides every call; this
 * only chooses what the back office offers (docs/product-rules.md#staff-and-roles).
 */
export function useStaffRole(): StaffRole | null {
  const { admin } = useAdminSession();
  const { data } = useAdminMe();
  return data?.role ?? admin?.role ?? null;
}
