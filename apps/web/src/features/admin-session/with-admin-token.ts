import { ApiError } from '@/lib/api-client.ts';
import { useAdminSessionStore } from './stores/admin-session-store.ts';

/**
 * Runs a staff call with the staff token (the API client's `token` option, so the customer's
 * session is neither sent nor ended). When the server refuses that token the browser forgets
 * the staff session, and every screen that needs one shows the staff sign-in again; the error
 * is rethrown for the caller.
 */
export async function withAdminToken<T>(call: (token: string | null) => Promise<T>): Promise<T> {
  const { token } = useAdminSessionStore.getState();
  try {
    return await call(token);
  } catch (error) {
    const refused = error instanceof ApiError && error.status === 401;
    // Only the session that was sent is over: a request that raced a new sign-in keeps it.
    if (refused && useAdminSessionStore.getState().token === token) {
      useAdminSessionStore.getState().clear();
    }
    throw error;
  }
}
