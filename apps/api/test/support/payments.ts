import { createHmac } from 'node:crypto';
import { orderStatusHistory } from '@shop/db';
import { eq } from '@shop/db/orm';
import { orderResponseSchema, placedOrderResponseSchema, type WalletRedirect } from '@shop/shared';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import type { WalletConfig } from '../../src/config.ts';
import { loggerOptions } from '../../src/lib/logging.ts';
import { startTestApp, type TestApp, type TestAppOptions } from '../test-app.ts';
import { startWalletFakes, type WalletFakes } from '../wallet-fakes/index.ts';
import { addMeal, type Line, orderRequest, placeOrderCall, type TestMeal } from './orders.ts';
import { newCustomer, type SignedIn } from './sessions.ts';

/*
 * Paying through the wallet fakes (test/wallet-fakes), which follow eSewa's and Khalti's
 * published protocols: the shop's own signing, calls and callbacks run as in production.
 */

export function walletsOf(fakes: WalletFakes): WalletConfig {
  return { esewa: fakes.esewa, khalti: fakes.khalti };
}

/** A wallet order as placed: the order, and the wallet redirect (or why there is none). */
export type PlacedWalletOrder = Awaited<ReturnType<typeof placeWalletOrder>>;

/** The shop a payments test file works with: set once its beforeAll has run. */
export interface WalletShop {
  fakes: WalletFakes;
  t: TestApp;
  customer: SignedIn;
  /** A meal on the menu (NRS 450, plenty in stock) for the orders of the file. */
  burger: TestMeal;
  /** The customer places an order paid with this wallet: one burger unless told. */
  place(wallet: 'esewa' | 'khalti', lines?: readonly Line[]): Promise<PlacedWalletOrder>;
  /** The order as the customer reads it. */
  read(id: string): ReturnType<typeof readOrder>;
  /** The customer changes how to pay an order (POST /api/orders/:id/payment): the raw answer. */
  payWith(id: string, method: string): ReturnType<TestApp['app']['inject']>;
  /** payAtWallet, pressWalletButton and returnToShop, on this shop's fakes and app. */
  payAtWallet(redirect: WalletRedirect | null | undefined): Promise<string>;
  pressWalletButton(page: string, button: 'Pay' | 'Cancel'): Promise<string>;
  returnToShop(location: string): Promise<string>;
}

/**
 * For the calling test file: before its tests, starts the wallet fakes and the shop paid through
 * them, signs a customer in and adds a burger; after each test, the fakes tell the truth again;
 * after all, closes both. The fields are read inside the tests and hooks, once opened.
 */
export function walletShop(options: Omit<TestAppOptions, 'wallets'> = {}): WalletShop {
  const shop: WalletShop = {
    place: (wallet, lines = [{ meal: shop.burger, quantity: 1 }]) =>
      placeWalletOrder(shop.t, shop.customer.headers, lines, wallet),
    read: (id) => readOrder(shop.t, shop.customer.headers, id),
    payWith: (id, method) =>
      shop.t.app.inject({
        method: 'POST',
        url: `/api/orders/${id}/payment`,
        headers: shop.customer.headers,
        payload: { payment_method: method },
      }),
    payAtWallet: (redirect) => payAtWallet(shop.fakes, redirect),
    pressWalletButton: (page, button) => pressWalletButton(shop.fakes, page, button),
    returnToShop: (location) => returnToShop(shop.t, location),
  } as WalletShop;
  beforeAll(async () => {
    shop.fakes = await startWalletFakes();
    shop.t = await startTestApp({ ...options, wallets: walletsOf(shop.fakes) });
    shop.customer = await newCustomer(shop.t);
    shop.burger = await addMeal(shop.t, { price: 450, stock: 1000 });
  });
  afterEach(() => shop.fakes.control.reset());
  afterAll(async () => {
    await shop.t?.close();
    await shop.fakes?.close();
  });
  return shop;
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

/** A clock the test moves (app.clock): it starts at the real time. */
export function movableClock() {
  let now = Date.now();
  return {
    clock: () => new Date(now),
    advance(minutes: number) {
      now += minutes * 60_000;
    },
  };
}

/** The order as its customer reads it (GET /api/orders/:id). */
export async function readOrder(t: TestApp, headers: Record<string, string>, id: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/orders/${id}`, headers });
  expect(res.statusCode).toBe(200);
  return orderResponseSchema.parse(res.json()).order;
}

/** Pays on the fake wallet's page: the wallet's redirect back to the shop, not yet followed. */
export async function payAtWallet(fakes: WalletFakes, redirect: WalletRedirect | null | undefined) {
  if (!redirect) throw new Error('no wallet redirect');
  return pressWalletButton(fakes, await visitWallet(redirect), 'Pay');
}

/** The JSON eSewa put in a success URL's `data`. */
export function esewaDataOf(location: string): Record<string, string> {
  const data = new URL(location).searchParams.get('data') ?? '';
  return JSON.parse(Buffer.from(data.replace(/ /g, '+'), 'base64').toString('utf8'));
}

/** eSewa's success URL with `data` made from these fields, signed over its signed_field_names. */
export function esewaSuccessUrl(secretKey: string, fields: Record<string, string>): string {
  const names = fields.signed_field_names ?? '';
  const message = names
    .split(',')
    .map((name) => `${name}=${fields[name] ?? ''}`)
    .join(',');
  const signature = createHmac('sha256', secretKey).update(message).digest('base64');
  const data = Buffer.from(JSON.stringify({ ...fields, signature })).toString('base64');
  return `http://localhost/api/payments/esewa/success?data=${encodeURIComponent(data)}`;
}

/**
 * What eSewa's success `data` says of a completed payment of the transaction and amount in these
 * fields, the ones the shop posted to eSewa (unsigned: see esewaSuccessUrl).
 */
export function esewaCompleteAnswer(
  fakes: WalletFakes,
  posted: Record<string, string>,
): Record<string, string> {
  return {
    transaction_code: '000AWEO',
    status: 'COMPLETE',
    total_amount: posted.total_amount ?? '',
    transaction_uuid: posted.transaction_uuid ?? '',
    product_code: fakes.esewa.productCode,
    signed_field_names:
      'transaction_code,status,total_amount,transaction_uuid,product_code,signed_field_names',
  };
}

/** Khalti's return URL with this query, as a wallet (or someone forging it) would send it. */
export function khaltiReturnUrl(query: Record<string, string>): string {
  return `http://localhost/api/payments/khalti/return?${new URLSearchParams(query)}`;
}

/** The order's timeline, oldest first. */
export function timelineOf(t: TestApp, orderId: string) {
  return t.db
    .select({
      status: orderStatusHistory.status,
      changedBy: orderStatusHistory.changedBy,
      notes: orderStatusHistory.notes,
    })
    .from(orderStatusHistory)
    .where(eq(orderStatusHistory.orderId, orderId))
    .orderBy(orderStatusHistory.id);
}

/** An app logger whose lines the test reads. */
export function capturedLog() {
  const lines: string[] = [];
  return {
    logger: loggerOptions('info', { write: (line) => lines.push(line) }),
    text: () => lines.join(''),
    /** The reasons of the 'payment callback refused' lines, in order. */
    refusals: () =>
      lines
        .map((line) => JSON.parse(line) as { msg?: string; reason?: string })
        .filter((entry) => entry.msg === 'payment callback refused')
        .map((entry) => entry.reason ?? ''),
  };
}
