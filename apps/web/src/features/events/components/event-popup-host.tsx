import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { whenPageIdle } from '@/lib/when-page-idle.ts';
import { useActiveEvents } from '../hooks/use-active-events.ts';
import {
  EVENT_POPUP_DELAY_MS,
  markEventPopupSeen,
  showsEventPopupOn,
  wasEventPopupSeen,
} from '../popup-visit.ts';

const loadPopup = () => import('./event-popup.tsx');
const EventPopup = lazy(async () => ({ default: (await loadPopup()).EventPopup }));

/** The popup's host, left out on the pages where the customer is mid-order. */
export function EventPopupHost() {
  const { pathname } = useLocation();
  return showsEventPopupOn(pathname) ? <EventPopupTimer /> : null;
}

/**
 * Fetches the active events once the page is idle and, 5 seconds after they arrive, opens the
 * popup once per visit (see popup-visit.ts). A failed fetch is only logged: the visitor sees
 * nothing. The popup's own code is fetched while the 5 seconds run, never on a visit that has
 * no events. Idle, not hydrated: nothing of it is needed to paint or to answer a tap.
 */
function EventPopupTimer() {
  const [seen] = useState(wasEventPopupSeen);
  const [idle, setIdle] = useState(false);
  useEffect(() => whenPageIdle(() => setIdle(true)), []);
  const [open, setOpen] = useState(false);
  const active = useActiveEvents(!seen && idle);
  const events = active.data?.events ?? [];
  const hasEvents = events.length > 0;

  useEffect(() => {
    if (active.isError) console.warn('Active events could not be loaded:', active.error);
  }, [active.isError, active.error]);

  useEffect(() => {
    if (!hasEvents || wasEventPopupSeen()) return;
    void loadPopup();
    const timer = window.setTimeout(() => {
      markEventPopupSeen();
      setOpen(true);
    }, EVENT_POPUP_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [hasEvents]);

  const close = useCallback(() => setOpen(false), []);
  if (!open || !hasEvents) return null;
  return (
    <Suspense fallback={null}>
      <EventPopup events={events} onClose={close} />
    </Suspense>
  );
}
