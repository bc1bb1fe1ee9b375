/** features/offline: the "You are offline" bar, the connection state, and the service worker. */
export { OfflineBar } from './components/offline-bar.tsx';
export { useOnline } from './hooks/use-online.ts';
export { keepServerReadsForOffline } from './keep-reads-offline.ts';
export { registerServiceWorker } from './register-service-worker.ts';
