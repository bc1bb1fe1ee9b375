import { PAYMENT_MESSAGES } from '@shop/shared';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { addMeal, type TestMeal } from '../../support/orders.ts';
import {
  movableClock,
  payAtWallet,
  placeWalletOrder,
  readOrder,
  returnToShop,
  walletsOf,
} from '../../support/payments.ts';
import { newCustomer, type SignedIn } from '../../support/sessions.ts';
import { startTestApp, type TestApp } from '../../test-app.ts';
import {
  type FakeControlSettings,
  startWalletFakes,
  type WalletFakes,
} from '../../wallet-fakes/index.ts';

/*
 * A wallet that is down or too slow (its API answers after the shop's time limit): the order is
 * never lost nor wrongly paid; the background check settles it once the wallet answers again.
 */

const TIMEOUT_MS = 300;
const time = movableClock();
let fakes: WalletFakes;
let t: TestApp;
let customer: SignedIn;
let burger: TestMeal;
beforeAll(async () => {
  fakes = await startWalletFakes();
  t = await startTestApp({
    wallets: walletsOf(fakes),
    clock: time.clock,
    payments: { timeoutMs: TIMEOUT_MS, intervalMs: 3_600_000 },
  });
  customer = await newCustomer(t);
  burger = await addMeal(t, { price: 450, stock: 1000 });
});
afterEach(() => fakes.control.reset());
afterAll(async () => {
  await t.close();
  await fakes.close();
});

const outages: [string, Partial<FakeControlSettings>][] = [
  ['down', { down: true }],
  ['slow', { delayMs: TIMEOUT_MS + 200 }],
];

const place = (wallet: 'esewa' | 'khalti') =>
  placeWalletOrder(t, customer.headers, [{ meal: burger, quantity: 1 }], wallet);

describe.each(outages)('a wallet %s', (_name, outage) => {
  it('Khalti at checkout: the order awaits its payment, with why there is no redirect', async () => {
    fakes.control.set(outage);
    const placed = await place('khalti');
    expect(placed.order.status).toBe('awaiting_payment');
    expect(placed.order.payment.status).toBe('pending');
    expect(placed.walletRedirect).toBeNull();
    expect(placed.walletProblem).toBe(PAYMENT_MESSAGES.walletUnreachable('Khalti'));
    const order = await readOrder(t, customer.headers, placed.order.id);
    expect(order.status).toBe('awaiting_payment');
  });

  it.each(['esewa', 'khalti'] as const)(
    '%s on the way back: pending, then paid by the check once the wallet answers',
    async (wallet) => {
      const placed = await place(wallet);
      const back = await payAtWallet(fakes, placed.walletRedirect);
      fakes.control.set(outage);
      expect(await returnToShop(t, back)).toBe(`/orders/${placed.order.id}?payment=pending`);
      const waiting = await readOrder(t, customer.headers, placed.order.id);
      expect(waiting.status).toBe('awaiting_payment');
      expect(waiting.payment.status).toBe('pending');

      // Still unreachable at the first check: nothing changes.
      time.advance(6);
      await t.app.payments.runChecks();
      expect((await readOrder(t, customer.headers, placed.order.id)).status).toBe(
        'awaiting_payment',
      );

      fakes.control.reset();
      time.advance(3);
      await t.app.payments.runChecks();
      const paid = await readOrder(t, customer.headers, placed.order.id);
      expect(paid.status).toBe('pending');
      expect(paid.payment.status).toBe('paid');
    },
  );
});
