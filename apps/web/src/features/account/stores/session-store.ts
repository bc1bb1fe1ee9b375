import { type SessionCustomer, sessionCustomerSchema } from '@shop/shared';
import { create } from 'zustand';
import { forgetSession, readSession, saveSession } from './session-storage.ts';

export interface SessionState {
  token: string | null;
  customer: SessionCustomer | null;
  /** Whether the session outlives the browser session ("Remember me"). */
  remember: boolean;
  /** Keeps the session login or registration answered with, where `remember` says. */
  signIn: (session: { token: string; customer: SessionCustomer }, remember: boolean) => void;
  /** Forgets the session, in this tab and in the browser's storage. */
  clear: () => void;
  /** Reads the saved session again: another tab signed in or out. */
  reload: () => void;
}

type SessionFields = Pick<SessionState, 'token' | 'customer' | 'remember'>;

const SIGNED_OUT: SessionFields = { token: null, customer: null, remember: false };

function savedSession(repair: boolean): SessionFields {
  return readSession(sessionCustomerSchema, { repair }) ?? SIGNED_OUT;
}

/**
 * The customer's session. It starts signed out, which is what the server renders (it never sees
 * the token), so hydration matches; in the browser the saved session is read at once when the
 * module loads, before the first render, and components see it right after hydration.
 */
export const useSessionStore = create<SessionState>()((set) => ({
  ...SIGNED_OUT,
  signIn: ({ token, customer }, remember) => {
    saveSession({ token, customer, remember });
    set({ token, customer, remember });
  },
  clear: () => {
    forgetSession();
    set(SIGNED_OUT);
  },
  reload: () => set(savedSession(false)),
}));

if (typeof window !== 'undefined') useSessionStore.setState(savedSession(true));
