import type { AddressInfo } from 'node:net';
import { kitchenEventSchema, kitchenEventsReadySchema } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EventStreamClient, openEventStream } from '../../../support/event-stream.ts';
import { addMeal, movedOrder, placedOrder, type TestMeal } from '../../../support/orders.ts';
import { newCustomer, type SignedIn, signInAdmin } from '../../../support/sessions.ts';
import { startTestApp, type TestApp } from '../../../test-app.ts';

/*
 * The kitchen display's live feed (docs/product-rules.md#kitchen-display): the one live order
 * feed seen by the kitchen, within 2 seconds, caught up after a drop, over real HTTP.
 */

let t: TestApp;
let baseUrl: string;
let admin: SignedIn;
let burger: TestMeal;
const open: EventStreamClient[] = [];

beforeAll(async () => {
  t = await startTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  admin = await signInAdmin(t);
  burger = await addMeal(t, { price: 450, stock: 500 });
});
afterAll(async () => {
  await Promise.all(open.map((stream) => stream.close()));
  await t.close();
});

async function stream(headers: Record<string, string> = admin.headers) {
  const client = await openEventStream(`${baseUrl}/api/kitchen/events`, headers);
  open.push(client);
  return client;
}

const about = (orderId: string, status: string) => (event: { event?: string; data: string }) =>
  event.event === 'order' &&
  JSON.parse(event.data).orderId === orderId &&
  JSON.parse(event.data).status === status;

describe('GET /api/kitchen/events', () => {
  it('tells the display of an order confirmed within 2 seconds', async () => {
    const client = await stream();
    expect(client.response.status).toBe(200);
    expect(client.response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    await client.ready();
    const order = await placedOrder(t, await newCustomer(t), burger);
    const movedAt = Date.now();
    const moved = await movedOrder(t, admin, order.id, 'confirmed');
    const received = await client.next(about(order.id, 'confirmed'), 2_000);
    expect(Date.now() - movedAt).toBeLessThan(2_000);
    expect(kitchenEventSchema.parse(JSON.parse(received.data))).toEqual({
      id: moved.timeline.at(-1)?.id,
      orderId: order.id,
      status: 'confirmed',
      at: moved.timeline.at(-1)?.at,
    });
  });

  it('catches up with Last-Event-ID on what changed while the display was away', async () => {
    const first = await stream();
    const ready = kitchenEventsReadySchema.parse(JSON.parse((await first.ready()).data));
    await first.close();
    const order = await placedOrder(t, await newCustomer(t), burger);
    await movedOrder(t, admin, order.id, 'preparing');
    const resumed = await stream({ ...admin.headers, 'last-event-id': String(ready.lastEventId) });
    await resumed.ready();
    const statuses = resumed.events
      .filter((event) => event.event === 'order')
      .map((event) => kitchenEventSchema.parse(JSON.parse(event.data)))
      .filter((event) => event.orderId === order.id)
      .map((event) => event.status);
    expect(statuses).toEqual(['pending', 'preparing']);
  });

  it('needs a staff session', async () => {
    const client = await stream({});
    expect(client.response.status).toBe(401);
  });
});
