import type { AdminSummary } from '@shop/shared';
import { useEffect } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { followOtherTabs } from '@/lib/storage.ts';
import { ADMIN_TOKEN_KEY, ADMIN_USER_KEY } from '../stores/admin-session-storage.ts';
import { useAdminSessionStore } from '../stores/admin-session-store.ts';

/**
 * The signed-in staff member and their bearer token; both null when signed out. Follows a
 * sign-in or sign-out in another tab.
 */
export function useAdminSession(): { token: string | null; admin: AdminSummary | null } {
  useEffect(() => {
    const reload = () => useAdminSessionStore.getState().reload();
    const stopToken = followOtherTabs(ADMIN_TOKEN_KEY, reload);
    const stopUser = followOtherTabs(ADMIN_USER_KEY, reload);
    return () => {
      stopToken();
      stopUser();
    };
  }, []);
  return useAdminSessionStore(useShallow(({ token, admin }) => ({ token, admin })));
}
