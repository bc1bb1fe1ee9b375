import type { QueryClient } from '@tanstack/react-query';
import { configureApiAuth } from '@/lib/api-client.ts';
import { followOtherTabs } from '@/lib/storage.ts';
import { pathOf, withRedirect } from './redirect.ts';
import { forgetCustomer } from './session-end.ts';
import { TOKEN_KEY, USER_KEY } from './stores/session-storage.ts';
import { useSessionStore } from './stores/session-store.ts';

interface Wiring {
  queryClient: QueryClient;
  /** The router's navigate (the app's providers sit outside the router). */
  navigate: (to: string) => void;
}

/**
 * Lends the API client the customer's session (app/providers.tsx): every call sends the token,
 * and when the server refuses it the browser forgets the customer and goes to /login,
 * remembering the page. Setting it again replaces it, so it may run while rendering, before
 * any child's first request.
 */
export function connectCustomerSession({ queryClient, navigate }: Wiring): void {
  configureApiAuth({
    getToken: () => useSessionStore.getState().token,
    onUnauthorized: () => {
      navigate(withRedirect('/login', pathOf(window.location)));
      forgetCustomer(queryClient);
    },
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
