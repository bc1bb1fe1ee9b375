import type { AddressInfo } from 'node:net';
import { customerSessions, orderStatusHistory } from '@shop/db';
import { eq } from '@shop/db/orm';
import {
  errorResponseSchema,
  MAX_ORDER_STREAMS_PER_CUSTOMER,
  ORDER_EVENTS_MESSAGES,
  orderEventsReadySchema,
  orderStatusEventSchema,
} from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerOrderFeed } from '../../../../src/routes/customer/order-events/customer-order-feed.ts';
import { ORDER_STATUS_CHANNEL } from '../../../../src/services/orders/announce-order-status.ts';
import { endSession } from '../../../../src/services/sessions/session-store.ts';
import { type EventStreamClient, openEventStream } from '../../../support/event-stream.ts';
import { addMeal, movedOrder, placedOrder, type TestMeal } from '../../../support/orders.ts';
import { newCustomer, type SignedIn, signInAdmin } from '../../../support/sessions.ts';
import { startTestApp, type TestApp } from '../../../test-app.ts';

/*
 * The live status stream over a real HTTP server: what reaches a customer's browser, how fast,
 * and what never does.
 */

let t: TestApp;
let baseUrl: string;
let admin: SignedIn;
let burger: TestMeal;
const open: EventStreamClient[] = [];

beforeAll(async () => {
  t = await startTestApp({ liveFeed: { heartbeatMs: 150, sessionCheckMs: 150 } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  admin = await signInAdmin(t);
  burger = await addMeal(t, { price: 450, stock: 500 });
});
let appClosed = false;
afterAll(async () => {
  await Promise.all(open.map((stream) => stream.close()));
  if (!appClosed) await t.app.close();
  await t.database.close();
});

async function stream(who: SignedIn, headers: Record<string, string> = {}) {
  const client = await openEventStream(`${baseUrl}/api/orders/events`, {
    ...who.headers,
    'accept-encoding': 'gzip, deflate, br',
    ...headers,
  });
  open.push(client);
  return client;
}

const placeOrder = (who: SignedIn) => placedOrder(t, who, burger);
const setStatus = (orderId: string, status: string, notes?: string) =>
  movedOrder(t, admin, orderId, status, notes);

const statusOf = (orderId: string, status: string) => (event: { event?: string; data: string }) =>
  event.event === 'status' &&
  JSON.parse(event.data).orderId === orderId &&
  JSON.parse(event.data).status === status;

describe('GET /api/orders/events', () => {
  it('streams an admin’s status change to the customer within 2 seconds, uncompressed', async () => {
    const customer = await newCustomer(t);
    const order = await placeOrder(customer);
    const client = await stream(customer);
    expect(client.response.status).toBe(200);
    expect(client.response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(client.response.headers.get('content-encoding')).toBeNull();
    expect(client.response.headers.get('cache-control')).toContain('no-cache');
    await client.ready();

    const changedAt = Date.now();
    const changed = await setStatus(order.id, 'confirmed', 'Kitchen has it');
    const received = await client.next(statusOf(order.id, 'confirmed'), 2_000);
    expect(Date.now() - changedAt).toBeLessThan(2_000);

    const entry = changed.timeline.at(-1);
    const event = orderStatusEventSchema.parse(JSON.parse(received.data));
    expect(event).toEqual({
      id: entry?.id,
      orderId: order.id,
      status: 'confirmed',
      at: entry?.at,
      by: 'admin',
      notes: 'Kitchen has it',
    });
    expect(received.id).toBe(String(entry?.id));
  });

  it('streams every step in order, the customer’s own cancel included', async () => {
    const customer = await newCustomer(t);
    const client = await stream(customer);
    await client.ready();
    const first = await placeOrder(customer);
    const second = await placeOrder(customer);
    await setStatus(first.id, 'preparing');
    const cancel = await t.app.inject({
      method: 'PUT',
      url: `/api/orders/${second.id}/cancel`,
      headers: customer.headers,
      payload: { reason: 'Ordered twice' },
    });
    expect(cancel.statusCode).toBe(200);

    await client.next(statusOf(second.id, 'cancelled'));
    const steps = client
      .statusEvents<{ orderId: string; status: string; by: string }>()
      .map(({ orderId, status, by }) => [orderId === first.id ? 'first' : 'second', status, by]);
    expect(steps).toEqual([
      ['first', 'pending', 'customer'],
      ['second', 'pending', 'customer'],
      ['first', 'preparing', 'admin'],
      ['second', 'cancelled', 'customer'],
    ]);
    const ids = client.statusEvents().map((event) => Number(event.sseId));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
  });

  it('never sends another customer’s order', async () => {
    const watcher = await newCustomer(t);
    const other = await newCustomer(t);
    const own = await placeOrder(watcher);
    const theirs = await placeOrder(other);
    const client = await stream(watcher);
    await client.ready();

    await setStatus(theirs.id, 'confirmed');
    await setStatus(own.id, 'ready');
    // Notifications are delivered in order: had the other change leaked, it would come first.
    await client.next(statusOf(own.id, 'ready'));
    expect(client.statusEvents<{ orderId: string }>().map((e) => e.orderId)).toEqual([own.id]);
  });

  it('catches up with Last-Event-ID on everything missed while disconnected', async () => {
    const customer = await newCustomer(t);
    const order = await placeOrder(customer);
    const first = await stream(customer);
    const ready = orderEventsReadySchema.parse(JSON.parse((await first.ready()).data));
    expect(ready.lastEventId).toBe(order.timeline.at(-1)?.id);
    expect((await first.ready()).id).toBe(String(ready.lastEventId));
    await first.close();

    await setStatus(order.id, 'confirmed');
    await setStatus(order.id, 'out_for_delivery', 'Rider on the way');
    const resumed = await stream(customer, { 'last-event-id': String(ready.lastEventId) });
    const again = await resumed.ready();

    const missed = resumed.statusEvents<{ status: string; notes: string | null }>();
    expect(missed.map(({ status, notes }) => [status, notes])).toEqual([
      ['confirmed', null],
      ['out_for_delivery', 'Rider on the way'],
    ]);
    // The catch-up comes before the ready event, whose id is the newest entry sent.
    expect(resumed.events.at(-1)?.event).toBe('ready');
    expect(again.id).toBe(missed.at(-1)?.sseId);

    await setStatus(order.id, 'delivered');
    await resumed.next(statusOf(order.id, 'delivered'), 2_000);
  });

  it('sends only the live changes to a client without Last-Event-ID', async () => {
    const customer = await newCustomer(t);
    const order = await placeOrder(customer);
    await setStatus(order.id, 'confirmed');
    const client = await stream(customer);
    await client.ready();
    await setStatus(order.id, 'preparing');
    await client.next(statusOf(order.id, 'preparing'));
    expect(client.statusEvents<{ status: string }>().map((e) => e.status)).toEqual(['preparing']);
  });

  it('re-reads the timeline when the listener may have missed notifications', async () => {
    const customer = await newCustomer(t);
    const order = await placeOrder(customer);
    const client = await stream(customer);
    await client.ready();
    // A change whose notification was lost, as when the LISTEN connection dropped…
    await t.db
      .insert(orderStatusHistory)
      .values({ orderId: order.id, status: 'confirmed', changedBy: 'system' });
    // …is sent once the listener reports that it reconnected (an empty payload).
    await t.database.notify(ORDER_STATUS_CHANNEL, 'not json');
    await t.database.notify(ORDER_STATUS_CHANNEL, '');
    const received = await client.next(statusOf(order.id, 'confirmed'));
    expect(JSON.parse(received.data)).toMatchObject({ by: 'system', notes: null });
  });

  it('sends a change committed after a newer one, once', async () => {
    const customer = await newCustomer(t);
    const order = await placeOrder(customer);
    const latest = order.timeline.at(-1)?.id ?? 0;
    // A newer entry is already sent (its id far ahead)…
    await t.db
      .insert(orderStatusHistory)
      .overridingSystemValue()
      .values({
        id: latest + 100_000,
        orderId: order.id,
        status: 'confirmed',
        changedBy: 'admin',
      });
    const client = await stream(customer, { 'last-event-id': String(latest) });
    await client.ready();
    // …when an older transaction commits its lower id and announces it.
    const [late] = await t.db
      .insert(orderStatusHistory)
      .values({ orderId: order.id, status: 'preparing', changedBy: 'admin' })
      .returning({ id: orderStatusHistory.id });
    const announce = JSON.stringify({
      customerId: customer.id,
      orderId: order.id,
      historyId: late?.id,
    });
    await t.database.notify(ORDER_STATUS_CHANNEL, announce);
    await t.database.notify(ORDER_STATUS_CHANNEL, announce);
    await setStatus(order.id, 'ready');
    await client.next(statusOf(order.id, 'ready'));
    expect(client.statusEvents<{ status: string }>().map((e) => e.status)).toEqual([
      'confirmed',
      'preparing',
      'ready',
    ]);
  });

  it('keeps a quiet stream open with heartbeat comments', async () => {
    const customer = await newCustomer(t);
    const client = await stream(customer);
    await client.ready();
    await expect.poll(() => client.comments, { timeout: 2_000 }).toContain('heartbeat');
  });

  it('ends the stream once the session is signed out', async () => {
    const customer = await newCustomer(t);
    const client = await stream(customer);
    await client.ready();
    const [session] = await t.db
      .select({ id: customerSessions.id })
      .from(customerSessions)
      .where(eq(customerSessions.customerId, customer.id));
    await endSession(t.db, 'customer', session?.id ?? '');
    await client.ended;
    const again = await t.app.inject({ url: '/api/orders/events', headers: customer.headers });
    expect(again.statusCode).toBe(401);
  });

  it(`allows ${MAX_ORDER_STREAMS_PER_CUSTOMER} open streams per customer and refuses one more with 429`, async () => {
    const customer = await newCustomer(t);
    const clients = await Promise.all([1, 2, 3, 4, 5].map(() => stream(customer)));
    await Promise.all(clients.map((client) => client.ready()));
    const sixth = await stream(customer);
    expect(sixth.response.status).toBe(429);
    expect(errorResponseSchema.parse(await sixth.response.json())).toEqual({
      error: 'RATE_LIMITED',
      message: ORDER_EVENTS_MESSAGES.tooManyStreams,
    });
    // A closed tab frees its place.
    await clients[0]?.close();
    await expect.poll(() => t.app.liveFeed.openStreams(customerOrderFeed, customer.id)).toBe(4);
    const replacement = await stream(customer);
    await replacement.ready();
    await Promise.all([...clients, replacement].map((client) => client.close()));
  });

  it('refuses a Last-Event-ID that is not a history id', async () => {
    const customer = await newCustomer(t);
    for (const bad of ['abc', '-1', '1.5', '99999999999']) {
      const res = await t.app.inject({
        url: '/api/orders/events',
        headers: { ...customer.headers, 'last-event-id': bad },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: ORDER_EVENTS_MESSAGES.lastEventIdInvalid });
    }
  });

  it('answers 401 without a customer session, or with an admin’s', async () => {
    for (const headers of [
      {},
      admin.headers,
      { authorization: 'Bearer not-a-real-token-at-all' },
    ]) {
      const res = await fetch(`${baseUrl}/api/orders/events`, { headers });
      expect(res.status).toBe(401);
      expect(errorResponseSchema.parse(await res.json()).error).toBe('UNAUTHORIZED');
    }
  });

  it('is documented in the OpenAPI document as an event stream', async () => {
    const res = await t.app.inject({ url: '/api/docs/json' });
    const operation = res.json().paths['/api/orders/events'].get;
    expect(Object.keys(operation.responses)).toEqual(['200', '400', '401', '429']);
    expect(Object.keys(operation.responses['200'].content)).toEqual(['text/event-stream']);
    expect(operation.parameters).toEqual(
      expect.arrayContaining([expect.objectContaining({ in: 'header', name: 'last-event-id' })]),
    );
  });
});

// Last: it closes the app the other tests share.
describe('closing the server', () => {
  it('ends open streams instead of waiting for them', async () => {
    const customer = await newCustomer(t);
    const client = await stream(customer);
    await client.ready();
    const closing = Date.now();
    appClosed = true;
    const closed = t.app.close();
    await client.ended;
    expect(Date.now() - closing).toBeLessThan(1_000);
    // The server itself may still wait a few seconds on sockets the test's HTTP client opened
    // ahead and never used, until that client drops them.
    await closed;
  });
});
