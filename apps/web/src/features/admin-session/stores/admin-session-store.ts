import type { AdminSummary } from '@shop/shared';
import { create } from 'zustand';
import {
  forgetAdminSession,
  readAdminSession,
  type SavedAdminSession,
  saveAdminSession,
} from './admin-session-storage.ts';

export interface AdminSessionState {
  token: string | null;
  admin: AdminSummary | null;
  /** Keeps the session the login answered with. */
  signIn: (session: SavedAdminSession) => void;
  /** Forgets the session, in this tab and in the browser's storage. */
  clear: () => void;
  /** Reads the saved session again: another tab signed in or out. */
  reload: () => void;
}

type SessionFields = Pick<AdminSessionState, 'token' | 'admin'>;

const SIGNED_OUT: SessionFields = { token: null, admin: null };

function savedSession(repair: boolean): SessionFields {
  return readAdminSession({ repair }) ?? SIGNED_OUT;
}

/**
 * The staff session. Like the customer's (features/account: session-store.ts), it starts signed
 * out, which is what the server renders for the admin login, so hydration matches; in the
 * browser the saved session is read when the module loads, and components see it right after
 * hydration (zustand hydrates from the initial state, then renders the current one).
 */
export const useAdminSessionStore = create<AdminSessionState>()((set) => ({
  ...SIGNED_OUT,
  signIn: (session) => {
    saveAdminSession(session);
    set(session);
  },
  clear: () => {
    forgetAdminSession();
    set(SIGNED_OUT);
  },
  reload: () => set(savedSession(false)),
}));

if (typeof window !== 'undefined') useAdminSessionStore.setState(savedSession(true));
