import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useHydrated } from '@/lib/use-hydrated.ts';
import { eventKeys, getActiveEvents } from '../api/get-active-events.ts';
import { EVENT_POPUP_DELAY_MS, markEventPopupSeen, wasEventPopupSeen } from '../popup-visit.ts';

const loadPopup = () => import('./event-popup.tsx');
const EventPopup = lazy(async () => ({ default: (await loadPopup()).EventPopup }));

/**
 * Fetches the active events and, 5 seconds after they arrive, opens the popup once per visit
 * (see popup-visit.ts). A failed fetch is only logged: the visitor sees nothing. The
 * popup's own code is fetched while the 5 seconds run, never on a visit that has no events.
 */
export function EventPopupHost() {
  const [seen] = useState(wasEventPopupSeen);
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const active = useQuery({
    queryKey: eventKeys.active,
    queryFn: ({ signal }) => getActiveEvents(signal),
    // Which events run depends on the hour: asked for by the browser, never kept in a page.
    enabled: !seen && hydrated,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
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
