import type { QueryClient } from '@tanstack/react-query';
import { configureApiAuth } from '@/lib/api-client.ts';
import { followOtherTabs } from '@/lib/storage.ts';
import { forgetCustomer } from './session-end.ts';
import { TOKEN_KEY, USER_KEY } from './stores/session-storage.ts';
import { useSessionStore } from './stores/session-store.ts';

/**
 * Lends the API client the customer's session (app/providers.tsx): every call sends the token,
 * and when the server refuses it (logged out elsewhere, a password reset) the browser quietly
 * forgets the customer. A public page stays where it is, now signed out; a page that needs a
 * session (RequireCustomer) sees the session go and sends the customer to /login, remembering
 * the page. Setting it again replaces it, so it may run while rendering, before any child's
 * first request.
 */
export function connectCustomerSession({ queryClient }: { queryClient: QueryClient }): void {
  configureApiAuth({
    getToken: () => useSessionStore.getState().token,
    onUnauthorized: () => forgetCustomer(queryClient),
  });
}

/** Follows a sign-in or sign-out in another tab of the shop. Returns the clean-up. */
export function followCustomerSession(): () => void {
  const reload = () => useSessionStore.getState().reload();
  const stopToken = followOtherTabs(TOKEN_KEY, reload);
  const stopUser = followOtherTabs(USER_KEY, reload);
  return () => {
    stopToken();
    stopUser();
  };
}
