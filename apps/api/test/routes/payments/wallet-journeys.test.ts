import { orderResponseSchema } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMeal, type TestMeal } from '../../support/orders.ts';
import {
  placeWalletOrder,
  pressWalletButton,
  returnToShop,
  visitWallet,
  walletsOf,
} from '../../support/payments.ts';
import { newCustomer, type SignedIn } from '../../support/sessions.ts';
import { startTestApp, type TestApp } from '../../test-app.ts';
import { startWalletFakes, type WalletFakes } from '../../wallet-fakes/index.ts';

let fakes: WalletFakes;
let t: TestApp;
let customer: SignedIn;
let burger: TestMeal;
beforeAll(async () => {
  fakes = await startWalletFakes();
  t = await startTestApp({ wallets: walletsOf(fakes) });
  customer = await newCustomer(t);
  burger = await addMeal(t, { price: 450, stock: 100 });
});
afterAll(async () => {
  await t.close();
  await fakes.close();
});

async function readOrder(id: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/orders/${id}`,
    headers: customer.headers,
  });
  return orderResponseSchema.parse(res.json()).order;
}

describe('paying with a wallet, end to end through the fakes', () => {
  it.each(['esewa', 'khalti'] as const)(
    '%s: paid, the order goes to the restaurant',
    async (wallet) => {
      const placed = await placeWalletOrder(
        t,
        customer.headers,
        [{ meal: burger, quantity: 2 }],
        wallet,
      );
      expect(placed.order.status).toBe('awaiting_payment');
      expect(placed.order.payment).toMatchObject({
        method: wallet,
        status: 'pending',
        reference: null,
      });
      if (!placed.walletRedirect) throw new Error(placed.walletProblem ?? 'no redirect');
      const page = await visitWallet(placed.walletRedirect);
      const back = await pressWalletButton(fakes, page, 'Pay');
      expect(await returnToShop(t, back)).toBe(`/orders/${placed.order.id}?payment=paid`);
      const order = await readOrder(placed.order.id);
      expect(order.status).toBe('pending');
      expect(order.payment.status).toBe('paid');
      expect(order.payment.reference).toBeTruthy();
    },
  );

  it.each(['esewa', 'khalti'] as const)(
    '%s: cancelled at the wallet, the order still awaits payment',
    async (wallet) => {
      const placed = await placeWalletOrder(
        t,
        customer.headers,
        [{ meal: burger, quantity: 1 }],
        wallet,
      );
      if (!placed.walletRedirect) throw new Error('no redirect');
      const back = await pressWalletButton(
        fakes,
        await visitWallet(placed.walletRedirect),
        'Cancel',
      );
      expect(await returnToShop(t, back)).toBe(`/orders/${placed.order.id}?payment=failed`);
      const order = await readOrder(placed.order.id);
      expect(order.status).toBe('awaiting_payment');
      const cash = await t.app.inject({
        method: 'POST',
        url: `/api/orders/${placed.order.id}/payment`,
        headers: customer.headers,
        payload: { payment_method: 'cash' },
      });
      expect(cash.statusCode).toBe(200);
      expect(cash.json().order).toMatchObject({
        status: 'pending',
        payment: { method: 'cash', status: 'unpaid' },
      });
    },
  );
});
