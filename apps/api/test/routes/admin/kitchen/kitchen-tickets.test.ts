import { orders } from '@shop/db';
import { eq } from '@shop/db/orm';
import { type KitchenTicket, kitchenTicketsResponseSchema, orderNumber } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addOptionGroup, offerGroups, type TestGroup } from '../../../support/meal-options.ts';
import {
  addMeal,
  movedOrder,
  orderRequest,
  placedOrder,
  placeOrderCall,
  type TestMeal,
} from '../../../support/orders.ts';
import { newCustomer, type SignedIn, signInAdmin } from '../../../support/sessions.ts';
import { startTestApp, type TestApp } from '../../../test-app.ts';

/*
 * The kitchen display's tickets (docs/product-rules.md#kitchen-display): confirmed, preparing
 * and ready orders in the queue's order, each with what the cooks need and nothing else.
 */

let t: TestApp;
let admin: SignedIn;
let customer: SignedIn;
let burger: TestMeal;
let fries: TestMeal;
let spice: TestGroup;
let extras: TestGroup;
beforeAll(async () => {
  t = await startTestApp();
  admin = await signInAdmin(t);
  customer = await newCustomer(t);
  burger = await addMeal(t, { price: 450, stock: 50 });
  fries = await addMeal(t, { price: 200, stock: 50 });
  spice = await addOptionGroup(t, {
    name: 'Spice level',
    min: 1,
    max: 1,
    required: true,
    choices: [{ name: 'Mild' }, { name: 'Hot' }],
  });
  extras = await addOptionGroup(t, {
    name: 'Extras',
    max: 2,
    choices: [{ name: 'Cheese', price: 60 }],
  });
  await offerGroups(t, burger.id, [spice, extras]);
});
afterAll(() => t.close());

const readTickets = async () => {
  const res = await t.app.inject({ url: '/api/kitchen/tickets', headers: admin.headers });
  expect(res.statusCode, res.body).toBe(200);
  return kitchenTicketsResponseSchema.parse(res.json()).tickets;
};

/** Hot with Cheese, twice, and fries, with the customer's note; accepted with 20 minutes. */
async function placeBurgerOrder(): Promise<string> {
  const request = orderRequest(
    [
      { meal: { ...burger, price: 510 }, quantity: 2 },
      { meal: fries, quantity: 1 },
    ],
    { notes: 'No onions, please' },
  );
  const [first, second] = request.items;
  const items = [
    { ...first, options: [spice.choices.Hot ?? 0, extras.choices.Cheese ?? 0] },
    second,
  ];
  const res = await placeOrderCall(t, customer.headers, { ...request, items });
  expect(res.statusCode, res.body).toBe(201);
  const { id } = res.json().order as { id: string };
  const accepted = await t.app.inject({
    method: 'PATCH',
    url: `/api/admin/orders/${id}/accept`,
    headers: admin.headers,
    payload: { minutes: 20 },
  });
  expect(accepted.statusCode, accepted.body).toBe(200);
  return id;
}

async function orderAt(status: string): Promise<string> {
  const order = await placedOrder(t, customer, fries);
  if (status !== 'pending') await movedOrder(t, admin, order.id, status);
  return order.id;
}

describe('GET /api/kitchen/tickets', () => {
  it('lists a confirmed order with its number, lines, choices, note and due time', async () => {
    const id = await placeBurgerOrder();
    const ticket = (await readTickets()).find((each) => each.id === id);
    const [row] = await t.db
      .select({ createdAt: orders.createdAt, readyBy: orders.readyBy })
      .from(orders)
      .where(eq(orders.id, id));
    expect(ticket).toEqual<KitchenTicket>({
      id,
      number: orderNumber(id),
      status: 'confirmed',
      fulfilment: 'delivery',
      placedAt: row?.createdAt.toISOString() ?? '',
      scheduledFor: null,
      // Accepted with 20 minutes: the kitchen's own word is the due time.
      dueAt: row?.readyBy?.toISOString() ?? '',
      notes: 'No onions, please',
      payment: { method: 'cash', status: 'unpaid' },
      lines: [
        {
          quantity: 2,
          name: burger.name,
          choices: [
            { id: spice.choices.Hot ?? 0, group: spice.name, name: 'Hot', price: 0 },
            { id: extras.choices.Cheese ?? 0, group: extras.name, name: 'Cheese', price: 60 },
          ],
        },
        { quantity: 1, name: fries.name, choices: [] },
      ],
    });
  });

  it('shows preparing and ready orders, never pending, delivered, out for delivery or cancelled ones', async () => {
    const shown = { preparing: await orderAt('preparing'), ready: await orderAt('ready') };
    const hidden = [
      await orderAt('pending'),
      await orderAt('out_for_delivery'),
      await orderAt('delivered'),
      await orderAt('cancelled'),
    ];
    const tickets = await readTickets();
    const ids = tickets.map((ticket) => ticket.id);
    expect(tickets.find((ticket) => ticket.id === shown.preparing)?.status).toBe('preparing');
    expect(tickets.find((ticket) => ticket.id === shown.ready)?.status).toBe('ready');
    for (const id of hidden) expect(ids).not.toContain(id);
    expect(
      tickets.every((ticket) => ['confirmed', 'preparing', 'ready'].includes(ticket.status)),
    ).toBe(true);
  });

  it('orders the queue oldest first, a later order at its slot, a pickup marked as one', async () => {
    const early = await orderAt('confirmed');
    const later = await orderAt('confirmed');
    const pickup = await orderAt('preparing');
    const slot = new Date(Date.now() + 2 * 60 * 60_000);
    await t.db.update(orders).set({ scheduledFor: slot }).where(eq(orders.id, later));
    await t.db.update(orders).set({ fulfilment: 'pickup' }).where(eq(orders.id, pickup));

    const tickets = await readTickets();
    const ids = tickets.map((ticket) => ticket.id);
    expect(ids.indexOf(early)).toBeLessThan(ids.indexOf(pickup));
    // Placed before the pickup, but due at its slot two hours from now.
    expect(ids.indexOf(later)).toBeGreaterThan(ids.indexOf(pickup));
    const laterTicket = tickets.find((ticket) => ticket.id === later);
    expect(laterTicket).toMatchObject({
      scheduledFor: slot.toISOString(),
      dueAt: slot.toISOString(),
    });
    expect(tickets.find((ticket) => ticket.id === pickup)?.fulfilment).toBe('pickup');
    const queue = tickets.map((ticket) => Date.parse(ticket.scheduledFor ?? ticket.placedAt));
    expect(queue).toEqual([...queue].sort((a, b) => a - b));
  });

  it('gives an order not yet accepted with a time the longer end of its estimate as its due time', async () => {
    const id = await orderAt('confirmed');
    const [row] = await t.db
      .select({ createdAt: orders.createdAt, estimate: orders.estimatedDelivery })
      .from(orders)
      .where(eq(orders.id, id));
    const upper = Number(/-(\d+)/.exec(row?.estimate ?? '')?.[1]);
    const ticket = (await readTickets()).find((each) => each.id === id);
    expect(ticket?.dueAt).toBe(
      new Date((row?.createdAt.getTime() ?? 0) + upper * 60_000).toISOString(),
    );
  });

  it('leaves the list once the order moves on from ready', async () => {
    const id = await orderAt('ready');
    expect((await readTickets()).map((ticket) => ticket.id)).toContain(id);
    await movedOrder(t, admin, id, 'out_for_delivery');
    expect((await readTickets()).map((ticket) => ticket.id)).not.toContain(id);
  });

  it('needs a staff session', async () => {
    const res = await t.app.inject({ url: '/api/kitchen/tickets', headers: customer.headers });
    expect(res.statusCode).toBe(401);
  });
});
