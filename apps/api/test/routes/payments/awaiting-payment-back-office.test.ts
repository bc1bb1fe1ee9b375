import { kitchenTicketsResponseSchema } from '@shop/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { staffOrderFeed } from '../../../src/routes/admin/alerts/staff-order-feed.ts';
import { listOrderFeedAfter } from '../../../src/services/order-feed/list-order-feed.ts';
import { walletShop } from '../../support/payments.ts';
import { type SignedIn, signInAdmin } from '../../support/sessions.ts';

/*
 * An order awaiting its payment is not the restaurant's yet: the back office cannot move it on,
 * the kitchen never sees it, and the staff are alerted of a new order once it is paid.
 */

const shop = walletShop();
let admin: SignedIn;
beforeAll(async () => {
  admin = await signInAdmin(shop.t);
});

describe('an order awaiting its payment, in the back office', () => {
  it('cannot be confirmed nor accepted (409)', async () => {
    const placed = await shop.place('khalti');
    const moved = await shop.t.app.inject({
      method: 'PATCH',
      url: `/api/admin/orders/${placed.order.id}/status`,
      headers: admin.headers,
      payload: { status: 'confirmed' },
    });
    expect(moved.statusCode).toBe(409);
    const accepted = await shop.t.app.inject({
      method: 'PATCH',
      url: `/api/admin/orders/${placed.order.id}/accept`,
      headers: admin.headers,
      payload: { minutes: 20 },
    });
    expect(accepted.statusCode).toBe(409);
    const order = await shop.t.app.inject({
      url: `/api/admin/orders/${placed.order.id}`,
      headers: admin.headers,
    });
    expect(order.json().order.status).toBe('awaiting_payment');
  });

  it('is never on the kitchen’s tickets', async () => {
    const placed = await shop.place('khalti');
    const res = await shop.t.app.inject({ url: '/api/kitchen/tickets', headers: admin.headers });
    expect(res.statusCode).toBe(200);
    const tickets = kitchenTicketsResponseSchema.parse(res.json()).tickets;
    expect(JSON.stringify(tickets)).not.toContain(placed.order.id);
  });

  it('reaches the staff alerts as a new order once paid', async () => {
    const placed = await shop.place('khalti');
    const back = await shop.payAtWallet(placed.walletRedirect);
    expect(await shop.returnToShop(back)).toBe(`/orders/${placed.order.id}?payment=paid`);
    const entries = await listOrderFeedAfter(shop.t.db, {}, 0, { limit: 10, newest: true });
    const events = entries
      .filter((entry) => entry.orderId === placed.order.id)
      .map((entry) => staffOrderFeed.toEvent(entry));
    expect(events.map(({ status, kind }) => ({ status, kind }))).toEqual([
      { status: 'awaiting_payment', kind: 'status' },
      { status: 'pending', kind: 'created' },
    ]);
  });
});
