import { kitchenTicketsResponseSchema } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffOrderFeed } from '../../../src/routes/admin/alerts/staff-order-feed.ts';
import { listOrderFeedAfter } from '../../../src/services/order-feed/list-order-feed.ts';
import { addMeal, type TestMeal } from '../../support/orders.ts';
import { payAtWallet, placeWalletOrder, returnToShop, walletsOf } from '../../support/payments.ts';
import { newCustomer, type SignedIn, signInAdmin } from '../../support/sessions.ts';
import { startTestApp, type TestApp } from '../../test-app.ts';
import { startWalletFakes, type WalletFakes } from '../../wallet-fakes/index.ts';

/*
 * An order awaiting its payment is not the restaurant's yet: the back office cannot move it on,
 * the kitchen never sees it, and the staff are alerted of a new order once it is paid.
 */

let fakes: WalletFakes;
let t: TestApp;
let customer: SignedIn;
let admin: SignedIn;
let burger: TestMeal;
beforeAll(async () => {
  fakes = await startWalletFakes();
  t = await startTestApp({ wallets: walletsOf(fakes) });
  customer = await newCustomer(t);
  admin = await signInAdmin(t);
  burger = await addMeal(t, { price: 450, stock: 100 });
});
afterAll(async () => {
  await t.close();
  await fakes.close();
});

const place = () =>
  placeWalletOrder(t, customer.headers, [{ meal: burger, quantity: 1 }], 'khalti');

describe('an order awaiting its payment, in the back office', () => {
  it('cannot be confirmed nor accepted (409)', async () => {
    const placed = await place();
    const moved = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/orders/${placed.order.id}/status`,
      headers: admin.headers,
      payload: { status: 'confirmed' },
    });
    expect(moved.statusCode).toBe(409);
    const accepted = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/orders/${placed.order.id}/accept`,
      headers: admin.headers,
      payload: { minutes: 20 },
    });
    expect(accepted.statusCode).toBe(409);
    const order = await t.app.inject({
      url: `/api/admin/orders/${placed.order.id}`,
      headers: admin.headers,
    });
    expect(order.json().order.status).toBe('awaiting_payment');
  });

  it('is never on the kitchen’s tickets', async () => {
    const placed = await place();
    const res = await t.app.inject({ url: '/api/kitchen/tickets', headers: admin.headers });
    expect(res.statusCode).toBe(200);
    const tickets = kitchenTicketsResponseSchema.parse(res.json()).tickets;
    expect(JSON.stringify(tickets)).not.toContain(placed.order.id);
  });

  it('reaches the staff alerts as a new order once paid', async () => {
    const placed = await place();
    const back = await payAtWallet(fakes, placed.walletRedirect);
    expect(await returnToShop(t, back)).toBe(`/orders/${placed.order.id}?payment=paid`);
    const entries = await listOrderFeedAfter(t.db, {}, 0, { limit: 10, newest: true });
    const events = entries
      .filter((entry) => entry.orderId === placed.order.id)
      .map((entry) => staffOrderFeed.toEvent(entry));
    expect(events.map(({ status, kind }) => ({ status, kind }))).toEqual([
      { status: 'awaiting_payment', kind: 'status' },
      { status: 'pending', kind: 'created' },
    ]);
  });
});
