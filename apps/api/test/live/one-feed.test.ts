import type { AddressInfo } from 'node:net';
import { orderStatusHistory } from '@shop/db';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ORDER_STATUS_CHANNEL } from '../../src/services/orders/announce-order-status.ts';
import { type EventStreamClient, openEventStream } from '../support/event-stream.ts';
import { addMeal, movedOrder, placedOrder, type TestMeal } from '../support/orders.ts';
import { newCustomer, type SignedIn, signInAdmin } from '../support/sessions.ts';
import { startTestApp, type TestApp } from '../test-app.ts';

/*
 * The one live order feed behind the customer's stream (/api/orders/events) and the staff's
 * (/api/admin/orders/events): one LISTEN per process, a filter (one customer's orders, or
 * every order) and a cursor (Last-Event-ID) that replays only what came after it.
 */

let t: TestApp;
let baseUrl: string;
let admin: SignedIn;
let burger: TestMeal;
const listened: string[] = [];
const open: EventStreamClient[] = [];

beforeAll(async () => {
  t = await startTestApp({
    onDatabase: (database) => {
      const listen = database.listen.bind(database);
      vi.spyOn(database, 'listen').mockImplementation((channel, onPayload) => {
        listened.push(channel);
        return listen(channel, onPayload);
      });
    },
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  admin = await signInAdmin(t);
  burger = await addMeal(t, { price: 450, stock: 500 });
});
afterAll(async () => {
  await Promise.all(open.map((client) => client.close()));
  await t.close();
});

const CUSTOMER_FEED = '/api/orders/events';
const STAFF_FEED = '/api/admin/orders/events';

async function stream(path: string, who: SignedIn, lastEventId?: number) {
  const headers: Record<string, string> = { ...who.headers };
  if (lastEventId !== undefined) headers['last-event-id'] = String(lastEventId);
  const client = await openEventStream(`${baseUrl}${path}`, headers);
  open.push(client);
  return client;
}

async function position(client: EventStreamClient): Promise<number> {
  return Number((await client.ready()).id);
}

const placeOrder = (who: SignedIn) => placedOrder(t, who, burger);
const setStatus = (orderId: string, status: string) => movedOrder(t, admin, orderId, status);

/** The order ids and entry ids of a stream's events (both uses name them alike). */
function seen(client: EventStreamClient) {
  return client.events
    .filter((event) => event.event !== 'ready')
    .map((event) => {
      const data = JSON.parse(event.data) as { id: number; orderId: string };
      return [data.orderId, data.id];
    });
}

const entryOf = (id: number) => (event: { data: string }) => event.data.includes(`"id":${id},`);

describe('the live order feed', () => {
  it('holds one LISTEN in a process, for the customers’ and the staff’s streams alike', () => {
    expect(listened.filter((channel) => channel === ORDER_STATUS_CHANNEL)).toEqual([
      ORDER_STATUS_CHANNEL,
    ]);
  });

  it('shows a customer only their orders, and the staff every order', async () => {
    const asha = await newCustomer(t);
    const bikash = await newCustomer(t);
    const ashaStream = await stream(CUSTOMER_FEED, asha);
    const bikashStream = await stream(CUSTOMER_FEED, bikash);
    const staffStream = await stream(STAFF_FEED, admin);
    await Promise.all([ashaStream, bikashStream, staffStream].map((client) => client.ready()));

    const ashas = await placeOrder(asha);
    const bikashs = await placeOrder(bikash);
    const moved = await setStatus(ashas.id, 'confirmed');
    const placedA = ashas.timeline[0]?.id ?? 0;
    const placedB = bikashs.timeline[0]?.id ?? 0;
    const confirmedA = moved.timeline.at(-1)?.id ?? 0;

    await staffStream.next(entryOf(confirmedA));
    await ashaStream.next(entryOf(confirmedA));
    await bikashStream.next(entryOf(placedB));
    // Notifications arrive in order: a leak of Asha's confirmation would be in by now.
    await setStatus(bikashs.id, 'confirmed');
    await bikashStream.next((event) => event.data.includes('"status":"confirmed"'));

    expect(seen(ashaStream)).toEqual([
      [ashas.id, placedA],
      [ashas.id, confirmedA],
    ]);
    expect(seen(bikashStream).map(([orderId]) => orderId)).toEqual([bikashs.id, bikashs.id]);
    expect(seen(staffStream).slice(0, 3)).toEqual([
      [ashas.id, placedA],
      [bikashs.id, placedB],
      [ashas.id, confirmedA],
    ]);
  });

  it('replays from a cursor only what came after it, through each use’s filter', async () => {
    const asha = await newCustomer(t);
    const bikash = await newCustomer(t);
    const before = await placeOrder(asha);
    const watching = await stream(STAFF_FEED, admin);
    const cursor = await position(watching);
    expect(cursor).toBe(before.timeline[0]?.id);

    const theirs = await placeOrder(bikash);
    const moved = await setStatus(before.id, 'preparing');
    const preparing = moved.timeline.at(-1)?.id ?? 0;
    // Notifications arrive in order: once an open screen has the last one, none is in flight.
    await watching.next(entryOf(preparing));

    const staff = await stream(STAFF_FEED, admin, cursor);
    const customer = await stream(CUSTOMER_FEED, asha, cursor);
    expect(await position(staff)).toBe(preparing);
    expect(await position(customer)).toBe(preparing);
    expect(seen(staff)).toEqual([
      [theirs.id, theirs.timeline[0]?.id],
      [before.id, preparing],
    ]);
    expect(seen(customer)).toEqual([[before.id, preparing]]);
  });

  it('sends a staff screen every live change, however many one notification covers', async () => {
    const staff = await stream(STAFF_FEED, admin);
    await staff.ready();
    const order = await placeOrder(await newCustomer(t));
    const placed = order.timeline[0]?.id ?? 0;
    await staff.next(entryOf(placed));
    // More entries than a reconnect replays (50), written while the notifications were lost…
    const rows = await t.db
      .insert(orderStatusHistory)
      .values(
        Array.from({ length: 60 }, () => ({
          orderId: order.id,
          status: 'confirmed' as const,
          changedBy: 'system' as const,
        })),
      )
      .returning({ id: orderStatusHistory.id });
    const written = rows.map((row) => row.id);
    // …all reach the open screen once the listener says it reconnected.
    await t.database.notify(ORDER_STATUS_CHANNEL, '');
    await staff.next(entryOf(Math.max(...written)));
    expect(seen(staff).map(([, id]) => id)).toEqual([placed, ...written]);
  });

  it('makes a customer’s stream look again on a notification it cannot read', async () => {
    const customer = await newCustomer(t);
    const client = await stream(CUSTOMER_FEED, customer);
    await client.ready();
    const order = await placeOrder(customer);
    const placed = order.timeline[0]?.id ?? 0;
    await client.next(entryOf(placed));
    const [row] = await t.db
      .insert(orderStatusHistory)
      .values({ orderId: order.id, status: 'confirmed', changedBy: 'system' })
      .returning({ id: orderStatusHistory.id });
    await t.database.notify(ORDER_STATUS_CHANNEL, 'not json');
    await client.next(entryOf(row?.id ?? 0));
    expect(seen(client)).toEqual([
      [order.id, placed],
      [order.id, row?.id],
    ]);
  });
});
