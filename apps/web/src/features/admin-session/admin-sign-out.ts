import { adminLogOut } from './api/admin-log-out.ts';
import { useAdminSessionStore } from './stores/admin-session-store.ts';

/**
 * Ends the staff session: on the server (a 401 or no connection only means it ends there by
 * itself), then in this browser. Where to go next is the caller's choice.
 */
export async function adminSignOut(): Promise<void> {
  const { token, clear } = useAdminSessionStore.getState();
  if (token) await adminLogOut(token).catch(() => undefined);
  clear();
}
