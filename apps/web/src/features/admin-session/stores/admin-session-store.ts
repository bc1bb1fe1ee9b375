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

/** The staff session, read from storage before the first render. */
export const useAdminSessionStore = create<AdminSessionState>()((set) => ({
  ...savedSession(true),
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
