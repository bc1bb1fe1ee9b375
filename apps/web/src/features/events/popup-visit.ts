/**
 * The event popup shows once per visit (docs/product-rules.md#event-popup): a visit is the
 * browser tab's session, so
 * neither moving around the shop nor reloading brings it back, while a new tab or a later
 * visit does. The mark is set when the popup opens. Browser tests that need the page free of
 * it set the same key before the page loads:
 *   await page.addInitScript(() => sessionStorage.setItem('eventPopupSeen', '1'));
 */
export const EVENT_POPUP_SEEN_KEY = 'eventPopupSeen';

/** The popup appears 5 seconds after the active events arrive. */
export const EVENT_POPUP_DELAY_MS = 5_000;

/**
 * Not on the cart and the checkout, where the customer is mid-order: its Order Now would lead
 * away to the menu (the checkout offers the events' codes itself). Leaving such a page for
 * another starts the 5 seconds there, unless the popup has shown in this visit.
 */
export function showsEventPopupOn(pathname: string): boolean {
  const path = pathname.toLowerCase().replace(/\/+$/, '');
  return path !== '/cart' && path !== '/checkout';
}

// Where session storage is refused (some privacy modes), this page load still remembers.
let seenThisPageLoad = false;

function session(): Storage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

export function wasEventPopupSeen(): boolean {
  if (seenThisPageLoad) return true;
  try {
    const storage = session();
    return storage ? storage.getItem(EVENT_POPUP_SEEN_KEY) !== null : false;
  } catch {
    return false;
  }
}

export function markEventPopupSeen(): void {
  seenThisPageLoad = true;
  try {
    session()?.setItem(EVENT_POPUP_SEEN_KEY, '1');
  } catch {
    // Quota or privacy mode: the page-load flag above still holds.
  }
}
