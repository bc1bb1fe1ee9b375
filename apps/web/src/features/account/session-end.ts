import type { QueryClient } from '@tanstack/react-query';
import { useSessionStore } from './stores/session-store.ts';

/**
 * Forgets the customer in this browser: the stored session and every cached server answer, so
 * the next person at this computer sees none of their data (public lists are simply fetched
 * again). The cart and wishlist are the visitor's, not the account's: they stay.
 */
export function forgetCustomer(queryClient: QueryClient): void {
  useSessionStore.getState().clear();
  queryClient.clear();
}
