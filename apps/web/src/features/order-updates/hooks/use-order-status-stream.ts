import type { ReceivedOrderStatusEvent } from '@shop/shared';
import { useEffect, useRef } from 'react';
import { openOrderStatusStream } from '../api/order-status-stream.ts';

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
    return openOrderStatusStream({
      token,
      lastEventId: latest.current.lastEventId,
      onStatus: (event) => latest.current.onStatus(event),
      onUnauthorized: () => latest.current.onUnauthorized(),
    });
  }, [token, enabled]);
}
