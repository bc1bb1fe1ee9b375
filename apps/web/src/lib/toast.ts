import { useSyncExternalStore } from 'react';
import type { ExternalToast, toast as sonnerToast } from 'sonner';

/*
 * The shop's toasts, with sonner's code fetched by the first one: most visits show none, and
 * neither the first load nor hydration should pay for it (decision 033). Sonner keeps the
 * toasts it was given before a toaster subscribed and shows them once one does, so a toast
 * asked for before the toaster's code arrived is shown, not lost.
 */

type Sonner = typeof import('sonner');
type Message = Parameters<typeof sonnerToast.success>[0];

let sonner: Promise<Sonner> | undefined;
const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

function loadSonner(): Promise<Sonner> {
  if (!sonner) {
    const loading = import('sonner');
    sonner = loading;
    // Offline before the service worker is installed, or an old page after a deploy: this toast
    // is lost, not the page, and the next one asks for the code again.
    loading.catch(() => {
      if (sonner === loading) forgetToastCode();
    });
    notify();
  }
  return sonner;
}

/**
 * The toasts' code could not be fetched (sonner's, or the toaster's): the toasters unmount, and
 * the next toast asks for it again. Chromium answers a module that failed to load with the same
 * failure for the rest of the page's life, so there the toasts stay lost until the next page.
 */
export function forgetToastCode(): void {
  sonner = undefined;
  notify();
}

function show(tone: 'success' | 'error' | 'info') {
  return (message: Message, data?: ExternalToast): void => {
    void loadSonner().then(
      ({ toast: showNow }) => showNow[tone](message, data),
      (error: unknown) => console.warn('A toast could not be shown:', error),
    );
  };
}

/** Sonner's `toast.success`, `toast.error` and `toast.info`, loading sonner on first use. */
export const toast = { success: show('success'), error: show('error'), info: show('info') };

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether any toast has been asked for: the toasters mount from then on. */
export function useToastsRequested(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => sonner !== undefined,
    () => false,
  );
}
