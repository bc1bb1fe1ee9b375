import { placedOrderResponseSchema, type WalletRedirect } from '@shop/shared';
import { expect } from 'vitest';
import type { WalletConfig } from '../../src/config.ts';
import type { TestApp } from '../test-app.ts';
import type { WalletFakes } from '../wallet-fakes/index.ts';
import { type Line, orderRequest, placeOrderCall } from './orders.ts';

/*
 * Paying through the wallet fakes (test/wallet-fakes), which follow eSewa's and Khalti's
 * published protocols: the shop's own signing, calls and callbacks run as in production.
 */

export function walletsOf(fakes: WalletFakes): WalletConfig {
  return { esewa: fakes.esewa, khalti: fakes.khalti };
}

/** A wallet order placed: the order, awaiting its payment, and where the browser would go. */
export async function placeWalletOrder(
  t: TestApp,
  headers: Record<string, string>,
  lines: readonly Line[],
  wallet: 'esewa' | 'khalti',
) {
  const res = await placeOrderCall(t, headers, orderRequest(lines, { payment_method: wallet }));
  expect(res.statusCode).toBe(201);
  return placedOrderResponseSchema.parse(res.json());
}

/** What the browser does with the redirect: posts eSewa's form, or opens Khalti's page. */
export async function visitWallet(redirect: WalletRedirect): Promise<string> {
  const res =
    redirect.method === 'POST'
      ? await fetch(redirect.url, {
          method: 'POST',
          body: new URLSearchParams(redirect.fields),
          redirect: 'manual',
        })
      : await fetch(redirect.url, { redirect: 'manual' });
  expect(res.status).toBe(200);
  return res.text();
}

/** Presses the fake wallet page's button: the answer is the wallet's redirect back to the shop. */
export async function pressWalletButton(
  fakes: WalletFakes,
  page: string,
  button: 'Pay' | 'Cancel',
): Promise<string> {
  const forms = [...page.matchAll(/<form[^>]*action="([^"]+)"[^>]*>([\s\S]*?)<\/form>/g)];
  const form = forms.find(([, , body]) =>
    (body ?? '').includes(button === 'Pay' ? 'Pay with' : 'Cancel payment'),
  );
  if (!form) throw new Error(`no ${button} button on the wallet page`);
  const action = new URL((form[1] ?? '').replace(/&amp;/g, '&'), fakes.url);
  const fields = Object.fromEntries(
    [...(form[2] ?? '').matchAll(/<input[^>]*name="([^"]+)"[^>]*value="([^"]*)"/g)].map((m) => [
      m[1] ?? '',
      (m[2] ?? '').replace(/&amp;/g, '&'),
    ]),
  );
  const res = await fetch(action, {
    method: 'POST',
    body: new URLSearchParams(fields),
    redirect: 'manual',
  });
  expect(res.status).toBe(303);
  return res.headers.get('location') ?? '';
}

/** Follows the wallet's redirect back into the shop (in-process): the shop's own redirect. */
export async function returnToShop(t: TestApp, location: string) {
  const url = new URL(location);
  const res = await t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
  expect(res.statusCode).toBe(303);
  return res.headers.location as string;
}
