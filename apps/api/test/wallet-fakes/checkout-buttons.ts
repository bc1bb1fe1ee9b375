import type { ServerResponse } from 'node:http';
import { checkoutPage, errorPage, readForm, sendHtml } from './http.ts';
import type { Route } from './routes.ts';

/*
 * A fake wallet's checkout page and its two buttons, Pay and Cancel: each button posts the
 * payment's id in a hidden field, and works only while that payment still awaits paying.
 */

export interface CheckoutButtons<Payment> {
  /** The page title, e.g. 'eSewa (test double)'. */
  title: string;
  /** The wallet's name on the Pay button ('Pay with eSewa'). */
  wallet: string;
  /** The hidden field that names the payment. */
  idField: string;
  /** What the wallet calls a payment, capitalised, in its error pages ('Transaction'). */
  noun: string;
  payPath: string;
  cancelPath: string;
  find(id: string): Payment | undefined;
  /** The payment's state now; the buttons work only while it is `pending`. */
  stateOf(payment: Payment): string;
  pending: string;
}

type Press<Payment> = (payment: Payment, response: ServerResponse) => void;

/** The page and the button routes of one wallet, from how it names and finds its payments. */
export function checkoutButtons<Payment>(buttons: CheckoutButtons<Payment>) {
  return {
    /** Sends the checkout page of the payment `id`, these lines above its buttons. */
    sendPage(response: ServerResponse, id: string, lines: string[]): void {
      const page = checkoutPage({
        title: buttons.title,
        lines,
        hidden: { [buttons.idField]: id },
        actions: [
          { label: `Pay with ${buttons.wallet}`, path: buttons.payPath },
          { label: 'Cancel payment', path: buttons.cancelPath },
        ],
      });
      sendHtml(response, 200, page);
    },

    /** The routes of the two buttons: an error page for an unknown payment or one not pending. */
    routes(press: { pay: Press<Payment>; cancel: Press<Payment> }): Route[] {
      const route = (path: string, onPress: Press<Payment>): Route => ({
        method: 'POST',
        path,
        async handler(request, response) {
          const id = (await readForm(request)).get(buttons.idField) ?? '';
          const payment = buttons.find(id);
          if (!payment) {
            const message = `Unknown ${buttons.noun.toLowerCase()}`;
            sendHtml(response, 404, errorPage(buttons.title, message));
            return;
          }
          const state = buttons.stateOf(payment);
          if (state !== buttons.pending) {
            sendHtml(response, 400, errorPage(buttons.title, `${buttons.noun} is ${state}`));
            return;
          }
          onPress(payment, response);
        },
      });
      return [route(buttons.payPath, press.pay), route(buttons.cancelPath, press.cancel)];
    },
  };
}
