import type { ReceivedOrderStatusEvent } from '@shop/shared';
import { useEffect, useRef } from 'react';
import { openLiveFeed } from '@/lib/live-feed/open-live-feed.ts';
import { orderStatusFeed } from '../api/order-status-feed.ts';

interface StreamWiring {
  token: string;
  /** Open the stream only while this holds (the customer has an open order). */
  enabled: boolean;
  /** Read when the stream opens: changes after this history id are caught up. */
  lastEventId: number | null;
  onStatus: (event: ReceivedOrderStatusEvent) => void;
  onUnauthorized: () => void;
}

/** Keeps the live status stream open while `enabled`; it reconnects by itself after drops. */
export function useOrderStatusStream(wiring: StreamWiring): void {
  const latest = useRef(wiring);
  latest.current = wiring;
  const { token, enabled } = wiring;
  useEffect(() => {
    if (!enabled) return;
    return openLiveFeed(orderStatusFeed, {
      token,
      lastEventId: latest.current.lastEventId,
      onEvent: (event) => latest.current.onStatus(event),
      onUnauthorized: () => latest.current.onUnauthorized(),
    });
  }, [token, enabled]);
}
