import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMeal, type TestMeal } from '../../support/orders.ts';
import {
  payAtWallet,
  placeWalletOrder,
  pressWalletButton,
  readOrder,
  returnToShop,
  visitWallet,
  walletsOf,
} from '../../support/payments.ts';
import { newCustomer, type SignedIn } from '../../support/sessions.ts';
import { startTestApp, type TestApp } from '../../test-app.ts';
import { startWalletFakes, type WalletFakes } from '../../wallet-fakes/index.ts';

/*
 * A customer who switched wallets may pay both: the first wallet's page is still open. The
 * order was paid by the first payment to arrive; the second must not take its place.
 */

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

describe('an order paid twice, with both wallets', () => {
  it('keeps the payment that paid it', async () => {
    const placed = await placeWalletOrder(
      t,
      customer.headers,
      [{ meal: burger, quantity: 1 }],
      'esewa',
    );
    if (!placed.walletRedirect) throw new Error('no redirect');
    const esewaPage = await visitWallet(placed.walletRedirect);
    const switched = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${placed.order.id}/payment`,
      headers: customer.headers,
      payload: { payment_method: 'khalti' },
    });
    expect(switched.statusCode).toBe(200);
    const khaltiBack = await payAtWallet(fakes, switched.json().walletRedirect);
    expect(await returnToShop(t, khaltiBack)).toBe(`/orders/${placed.order.id}?payment=paid`);
    const paid = await readOrder(t, customer.headers, placed.order.id);
    expect(paid.payment).toMatchObject({ method: 'khalti', status: 'paid' });

    // The eSewa tab, still open, is paid too.
    const esewaBack = await pressWalletButton(fakes, esewaPage, 'Pay');
    await returnToShop(t, esewaBack);
    const after = await readOrder(t, customer.headers, placed.order.id);
    expect(after.payment).toEqual(paid.payment);
  });
});
