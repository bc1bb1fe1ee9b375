import type { SessionCustomer } from '@shop/shared';
import { useShallow } from 'zustand/react/shallow';
import { useSessionStore } from '../stores/session-store.ts';

/** The signed-in customer and their bearer token; both null when signed out. */
export function useCustomerSession(): { token: string | null; customer: SessionCustomer | null } {
  return useSessionStore(useShallow(({ token, customer }) => ({ token, customer })));
}
