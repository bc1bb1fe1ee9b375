import type { DatabaseHandle } from '@shop/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMeal, mealState } from '../../support/orders.ts';
import {
  movableClock,
  payAtWallet,
  placeWalletOrder,
  timelineOf,
  visitWallet,
  walletsOf,
} from '../../support/payments.ts';
import { newCustomer } from '../../support/sessions.ts';
import { startTestApp, type TestApp } from '../../test-app.ts';
import { startWalletFakes, type WalletFakes } from '../../wallet-fakes/index.ts';

/*
 * The payments' background work lives in the database: a server that restarts while payments
 * are under way settles them, and two servers on the same database settle each exactly once.
 */

const time = movableClock();
let fakes: WalletFakes;
let database: DatabaseHandle;
const apps: TestApp[] = [];
beforeAll(async () => {
  fakes = await startWalletFakes();
});
afterAll(async () => {
  for (const app of apps) await app.app.close();
  await database?.close();
  await fakes.close();
});

const startOn = async (on?: DatabaseHandle) => {
  const started = await startTestApp({
    wallets: walletsOf(fakes),
    clock: time.clock,
    ...(on ? { database: on } : {}),
  });
  apps.push(started);
  return started;
};

describe('a restart while payments are under way', () => {
  it('settles the paid order and cancels the unpaid one, once, across two servers', async () => {
    const first = await startOn();
    database = first.database;
    const customer = await newCustomer(first);
    const meal = await addMeal(first, { price: 450, stock: 10 });
    const lines = [{ meal, quantity: 1 }];
    // Paid at eSewa, but the customer never came back before the server stopped.
    const paid = await placeWalletOrder(first, customer.headers, lines, 'esewa');
    await payAtWallet(fakes, paid.walletRedirect);
    // Left on eSewa's page, never paid.
    const unpaid = await placeWalletOrder(first, customer.headers, lines, 'esewa');
    if (!unpaid.walletRedirect) throw new Error('no redirect');
    await visitWallet(unpaid.walletRedirect);
    await first.app.close();
    apps.splice(apps.indexOf(first), 1);

    time.advance(16);
    const [one, two] = [await startOn(database), await startOn(database)];
    await Promise.all([one.app.payments.runChecks(), two.app.payments.runChecks()]);
    await Promise.all([one.app.payments.runChecks(), two.app.payments.runChecks()]);

    expect(await timelineOf(one, paid.order.id)).toEqual([
      expect.objectContaining({ status: 'awaiting_payment' }),
      expect.objectContaining({ status: 'pending', changedBy: 'system' }),
    ]);
    expect(await timelineOf(one, unpaid.order.id)).toEqual([
      expect.objectContaining({ status: 'awaiting_payment' }),
      expect.objectContaining({ status: 'cancelled', changedBy: 'system' }),
    ]);
    // The paid order keeps its burger; the cancelled one gave its back, once.
    expect((await mealState(one, meal.id)).stock).toBe(9);
  });
});
