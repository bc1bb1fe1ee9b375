import type { ReceivedAdminOrderEvent } from '@shop/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { adminQueryKeys, useAdminNotifications } from '@/features/admin-common/index.ts';
import { useAdminSessionStore } from '@/features/admin-session/index.ts';
import { useTranslation } from '@/i18n/index.ts';
import { playAlertTone } from '@/lib/alert-tone.ts';
import { openLiveFeed } from '@/lib/live-feed/open-live-feed.ts';
import { refreshQueries } from '@/lib/refresh-queries.ts';
import { toast } from '@/lib/toast.ts';
import { staffOrderFeed } from '../api/staff-order-feed.ts';
import { newOrderValues } from '../new-order-message.ts';
import { useAlertSound } from '../stores/alert-sound-store.ts';

/** What an order event does on this screen: a new order is announced; every change refreshes. */
function useOrderEventHandler() {
  const { t } = useTranslation('admin');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const addNotification = useAdminNotifications((state) => state.add);
  return (event: ReceivedAdminOrderEvent) => {
    // The pending badge and the orders list.
    void refreshQueries(queryClient, [
      { queryKey: adminQueryKeys.stats },
      { queryKey: adminQueryKeys.section('orders') },
    ]);
    if (event.kind !== 'created') return;
    const message = t('alerts.newOrder', newOrderValues(event));
    addNotification({ message, tone: 'info', orderId: event.orderId });
    toast.info(message, {
      action: { label: t('alerts.view'), onClick: () => void navigate('/admin/orders') },
    });
    if (!useAlertSound.getState().muted) playAlertTone();
  };
}

/** Follows every order live while an admin is signed in, and reconnects after drops. */
export function useStaffAlerts(token: string | null): void {
  const handle = useOrderEventHandler();
  const latest = useRef(handle);
  latest.current = handle;
  useEffect(() => {
    if (!token) return;
    return openLiveFeed(staffOrderFeed, {
      token,
      onEvent: (event) => latest.current(event),
      // The session is over: forget it (unless a new sign-in replaced it meanwhile), and the
      // layout goes to the login.
      onUnauthorized: () => {
        const session = useAdminSessionStore.getState();
        if (session.token === token) session.clear();
      },
    });
  }, [token]);
}
