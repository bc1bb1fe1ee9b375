import { useEffect } from 'react';
import { markFirstRenderCommitted } from '@/lib/first-render.ts';

/**
 * Marks the page as live (`<html data-ready>`) once React has committed its first render,
 * hydrated or not. A server-rendered page shows its buttons before its scripts run; the
 * browser tests wait for this before they act, as a click before it does nothing.
 */
export function AppReady() {
  useEffect(() => {
    markFirstRenderCommitted();
    document.documentElement.dataset.ready = '';
  }, []);
  return null;
}
