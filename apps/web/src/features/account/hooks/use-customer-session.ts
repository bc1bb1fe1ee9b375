import type { SessionCustomer } from '@shop/shared';
import { useShallow } from 'zustand/react/shallow';
import { useBrowserStore } from '@/lib/use-browser-store.ts';
import { useSessionStore } from '../stores/session-store.ts';

/**
 * The signed-in customer and their bearer token; both null when signed out (and while a page
 * the server rendered hydrates: lib/use-browser-store.ts).
 */
export function useCustomerSession(): { token: string | null; customer: SessionCustomer | null } {
  return useBrowserStore(
    useSessionStore,
    useShallow(({ token, customer }) => ({ token, customer })),
  );
}
