import type { AddressInfo } from 'node:net';
import { admins, orderStatusHistory } from '@shop/db';
import {
  ADMIN_ALERT_MESSAGES,
  adminOrderEventSchema,
  adminOrderEventsReadySchema,
  errorResponseSchema,
  MAX_ADMIN_ORDER_STREAMS,
  ORDER_EVENTS_MESSAGES,
} from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_STATUS_CHANNEL } from '../../../../src/services/orders/announce-order-status.ts';
import { openSession } from '../../../../src/services/sessions/session-store.ts';
import { type EventStreamClient, openEventStream } from '../../../support/event-stream.ts';
import { addMeal, movedOrder, placedOrder, type TestMeal } from '../../../support/orders.ts';
import { newCustomer, type SignedIn, signInAdmin } from '../../../support/sessions.ts';
import { startTestApp, type TestApp } from '../../../test-app.ts';

/*
 * Staff alerts (issue 8): every order placed or moved reaches every open back-office screen
 * within 2 seconds, over a real HTTP server as the browser reads it.
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

async function stream(who: SignedIn = admin, headers: Record<string, string> = {}) {
  const client = await openEventStream(`${baseUrl}/api/admin/orders/events`, {
    ...who.headers,
    'accept-encoding': 'gzip, deflate, br',
    ...headers,
  });
  open.push(client);
  return client;
}

const placeOrder = (customer: SignedIn, quantity = 1) => placedOrder(t, customer, burger, quantity);
const setStatus = (orderId: string, status: string) => movedOrder(t, admin, orderId, status);

/** An admin of its own (the demo admin's streams from other tests count against its bound). */
async function anotherAdmin(): Promise<SignedIn> {
  const [row] = await t.db
    .insert(admins)
    .values({
      email: `manager-${Math.random().toString(36).slice(2, 8)}@burgerhouse.com.np`,
      name: 'Shift Manager',
      passwordHash: 'not-a-hash',
    })
    .returning({ id: admins.id });
  if (!row) throw new Error('admin was not created');
  const { token } = await openSession(t.db, 'admin', row.id, { persistent: false });
  return { id: row.id, token, headers: { authorization: `Bearer ${token}` } };
}

const about = (orderId: string, kind?: string) => (event: { event?: string; data: string }) =>
  event.event === 'order' &&
  JSON.parse(event.data).orderId === orderId &&
  (kind === undefined || JSON.parse(event.data).kind === kind);

function orderEvents(client: EventStreamClient) {
  return client.events
    .filter((event) => event.event === 'order')
    .map((event) => adminOrderEventSchema.parse(JSON.parse(event.data)));
}

describe('GET /api/admin/orders/events', () => {
  it('tells an open screen of a new order within 2 seconds: who ordered and for how much', async () => {
    const client = await stream();
    expect(client.response.status).toBe(200);
    expect(client.response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(client.response.headers.get('content-encoding')).toBeNull();
    await client.ready();

    const customer = await newCustomer(t, { firstName: 'Asha', lastName: 'Gurung' });
    const placedAt = Date.now();
    const order = await placeOrder(customer, 2);
    const received = await client.next(about(order.id, 'created'), 2_000);
    expect(Date.now() - placedAt).toBeLessThan(2_000);

    expect(adminOrderEventSchema.parse(JSON.parse(received.data))).toEqual({
      id: order.timeline[0]?.id,
      orderId: order.id,
      kind: 'created',
      status: 'pending',
      at: order.timeline[0]?.at,
      by: 'customer',
      customerName: 'Asha Gurung',
      total: 900,
    });
    expect(received.id).toBe(String(order.timeline[0]?.id));
  });

  it('reaches every admin screen, and streams status changes of any customer’s order', async () => {
    const screens = [await stream(), await stream(await anotherAdmin())];
    await Promise.all(screens.map((screen) => screen.ready()));
    const first = await placeOrder(await newCustomer(t));
    const second = await placeOrder(await newCustomer(t));
    await setStatus(first.id, 'preparing');
    for (const screen of screens) {
      await screen.next(about(first.id, 'status'));
      const steps = orderEvents(screen).map(({ orderId, kind, status, by }) => [
        orderId === first.id ? 'first' : 'second',
        kind,
        status,
        by,
      ]);
      expect(steps).toEqual([
        ['first', 'created', 'pending', 'customer'],
        ['second', 'created', 'pending', 'customer'],
        ['first', 'status', 'preparing', 'admin'],
      ]);
    }
    expect(second.id).not.toBe(first.id);
  });

  it('catches up with Last-Event-ID on the orders placed while disconnected', async () => {
    const first = await stream();
    const ready = adminOrderEventsReadySchema.parse(JSON.parse((await first.ready()).data));
    await first.close();

    const missed = await placeOrder(await newCustomer(t));
    const resumed = await stream(admin, { 'last-event-id': String(ready.lastEventId) });
    await resumed.ready();
    expect(orderEvents(resumed).map((event) => [event.orderId, event.kind])).toEqual([
      [missed.id, 'created'],
    ]);
    // The catch-up comes before the ready event.
    expect(resumed.events.at(-1)?.event).toBe('ready');
  });

  it('sends only the live changes to a client without Last-Event-ID', async () => {
    await placeOrder(await newCustomer(t));
    const client = await stream();
    await client.ready();
    const live = await placeOrder(await newCustomer(t));
    await client.next(about(live.id));
    expect(orderEvents(client).map((event) => event.orderId)).toEqual([live.id]);
  });

  it('re-reads the timeline when the listener may have missed notifications', async () => {
    const order = await placeOrder(await newCustomer(t));
    const client = await stream();
    await client.ready();
    await t.db
      .insert(orderStatusHistory)
      .values({ orderId: order.id, status: 'confirmed', changedBy: 'system' });
    await t.database.notify(ORDER_STATUS_CHANNEL, 'not json');
    const received = await client.next(about(order.id, 'status'));
    expect(JSON.parse(received.data)).toMatchObject({ status: 'confirmed', by: 'system' });
  });

  it(`allows ${MAX_ADMIN_ORDER_STREAMS} open streams per admin and refuses one more with 429`, async () => {
    const other = await anotherAdmin();
    const clients = await Promise.all(
      Array.from({ length: MAX_ADMIN_ORDER_STREAMS }, () => stream(other)),
    );
    await Promise.all(clients.map((client) => client.ready()));
    const extra = await stream(other);
    expect(extra.response.status).toBe(429);
    expect(errorResponseSchema.parse(await extra.response.json())).toEqual({
      error: 'RATE_LIMITED',
      message: ADMIN_ALERT_MESSAGES.tooManyStreams,
    });
    await Promise.all(clients.map((client) => client.close()));
  });

  it('refuses a Last-Event-ID that is not a history id', async () => {
    for (const bad of ['abc', '-1', '99999999999']) {
      const res = await t.app.inject({
        url: '/api/admin/orders/events',
        headers: { ...admin.headers, 'last-event-id': bad },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: ORDER_EVENTS_MESSAGES.lastEventIdInvalid });
    }
  });

  it('answers 401 without an admin session, or with a customer’s', async () => {
    const customer = await newCustomer(t);
    for (const headers of [{}, customer.headers]) {
      const res = await fetch(`${baseUrl}/api/admin/orders/events`, { headers });
      expect(res.status).toBe(401);
      expect(errorResponseSchema.parse(await res.json()).error).toBe('UNAUTHORIZED');
    }
  });

  it('is documented in the OpenAPI document as an event stream', async () => {
    const res = await t.app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const operation = res.json().paths['/api/admin/orders/events'].get;
    expect(Object.keys(operation.responses)).toEqual(['200', '400', '401', '403', '429']);
    expect(Object.keys(operation.responses['200'].content)).toEqual(['text/event-stream']);
  });
});
