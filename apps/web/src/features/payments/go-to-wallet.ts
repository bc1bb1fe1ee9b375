import type { WalletRedirect } from '@shop/shared';

/** How the browser leaves for a wallet; tests pass their own. */
export interface WalletNavigation {
  /** Opens a page (Khalti's, its pidx already in the address). */
  assign: (url: string) => void;
  /** Sends a form as a real navigation (eSewa's). */
  submit: (form: HTMLFormElement) => void;
}

export const browserNavigation: WalletNavigation = {
  assign: (url) => window.location.assign(url),
  submit: (form) => {
    document.body.append(form);
    form.submit();
  },
};

/** Only a web address is followed: whatever else an answer held never runs as script. */
function webAddress(url: string): string {
  const { protocol } = new URL(url, window.location.href);
  if (protocol !== 'https:' && protocol !== 'http:') throw new Error('Not a wallet address');
  return url;
}

/** eSewa's form: posted to its address, one hidden field per value the server signed. */
export function walletForm(redirect: WalletRedirect, doc: Document = document): HTMLFormElement {
  const form = doc.createElement('form');
  form.method = 'POST';
  form.action = webAddress(redirect.url);
  form.acceptCharset = 'UTF-8';
  form.hidden = true;
  for (const [name, value] of Object.entries(redirect.fields)) {
    const input = doc.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  return form;
}

/**
 * Leaves the shop for the wallet's payment page: eSewa takes a posted form (a fetch would not
 * do: the customer's browser itself must arrive there), Khalti a page to open.
 */
export function goToWallet(
  redirect: WalletRedirect,
  navigation: WalletNavigation = browserNavigation,
): void {
  if (redirect.method === 'POST') navigation.submit(walletForm(redirect));
  else navigation.assign(webAddress(redirect.url));
}
