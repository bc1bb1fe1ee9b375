import { ACCOUNT_MESSAGES } from '@shop/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { translateMessage } from '@/i18n/index.ts';
import { toast } from '@/lib/toast.ts';
import { logOut } from '../api/log-out.ts';
import { forgetCustomer } from '../session-end.ts';
import { useSessionStore } from '../stores/session-store.ts';

/**
 * Logs the customer out: goes to the home page, forgets the session and the customer's cached
 * data, ends the session on the server, and says so. The browser forgets first, so no request
 * carries the token once the server has ended it (a 401 would end it a second time);
 * going home first keeps a guarded page (the profile) from doing the same.
 */
export function useSignOut(): () => Promise<void> {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(async () => {
    const { token } = useSessionStore.getState();
    // Committed at once, not in a transition: a guarded page still on screen would answer
    // the forgotten session by sending the customer to /login.
    await navigate('/', { flushSync: true });
    forgetCustomer(queryClient);
    // Unreachable server or not: this browser has forgotten the session, which lapses there.
    if (token) await logOut(token).catch(() => undefined);
    toast.success(translateMessage(ACCOUNT_MESSAGES.loggedOut));
  }, [navigate, queryClient]);
}
