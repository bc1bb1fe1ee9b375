import { whenPageIdle } from '@/lib/when-page-idle.ts';

/**
 * Installs the shop's service worker (service-worker/sw.ts) once the page has loaded and gone
 * idle, so it never competes with the first paint. Only the production build has one; the back
 * office does not need it but shares the origin, so it is registered wherever the app starts.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  whenPageIdle(() => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => {
      // Private windows and some embedded browsers refuse: the shop works without it.
    });
  });
}
