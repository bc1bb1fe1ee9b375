import type { AddressInfo } from 'node:net';
import {
  MAX_STATUS_STREAMS_PER_CLIENT,
  ORDERING_STATUS_EVENT,
  ORDERING_STATUS_EVENTS_PATH,
  ORDERING_STATUS_STREAM_MESSAGES,
  type OrderingStatusResponse,
  orderingStatusResponseSchema,
} from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EventStreamClient, openEventStream } from '../../../support/event-stream.ts';
import { everyDay, setHours, testClock } from '../../../support/ordering.ts';
import { type SignedIn, signInAdmin } from '../../../support/sessions.ts';
import { startTestApp, type TestApp } from '../../../test-app.ts';

/*
 * GET /api/ordering/status/events: the shop's pages learn a pause, a resume or new hours at
 * once (docs/product-rules.md#busy-pause).
 */

const time = testClock('2025-06-02T12:00');
let t: TestApp;
let admin: SignedIn;
let url: string;
beforeAll(async () => {
  t = await startTestApp({ clock: time.clock, liveFeed: { heartbeatMs: 200 } });
  admin = await signInAdmin(t);
  await setHours(t, everyDay([{ opens: '11:00', closes: '22:00' }]));
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}${ORDERING_STATUS_EVENTS_PATH}`;
});
afterAll(() => t.close());

const statuses = (client: EventStreamClient): OrderingStatusResponse[] =>
  client.events
    .filter((event) => event.event === ORDERING_STATUS_EVENT)
    .map((event) => orderingStatusResponseSchema.parse(JSON.parse(event.data)));

const nth = (client: EventStreamClient, n: number) =>
  client.next(() => statuses(client).length >= n).then(() => statuses(client)[n - 1]);

const call = (method: 'POST' | 'DELETE' | 'PUT', path: string, payload?: object) =>
  t.app.inject({ method, url: path, headers: admin.headers, ...(payload ? { payload } : {}) });

describe('the live status of the shop', () => {
  it('sends the status on connect, then a pause, a resume and new hours as they happen', async () => {
    const client = await openEventStream(url, {});
    expect(client.response.status).toBe(200);
    expect(client.response.headers.get('content-type')).toContain('text/event-stream');
    expect((await nth(client, 1))?.delivery.mode).toBe('open');

    expect(
      (await call('POST', '/api/admin/ordering/pause', { minutes: 15, reason: 'Rush' })).statusCode,
    ).toBe(200);
    expect((await nth(client, 2))?.delivery).toMatchObject({ mode: 'paused', reason: 'Rush' });

    expect((await call('DELETE', '/api/admin/ordering/pause')).statusCode).toBe(200);
    expect((await nth(client, 3))?.delivery.mode).toBe('open');

    const hours = {
      delivery: everyDay([]),
      pickup: everyDay([{ opens: '11:00', closes: '22:00' }]),
    };
    expect((await call('PUT', '/api/admin/ordering/hours', hours)).statusCode).toBe(200);
    const changed = await nth(client, 4);
    expect(changed?.delivery.mode).toBe('closed');
    expect(changed?.pickup.mode).toBe('open');

    await client.next(() => client.comments.includes('heartbeat'), 2_000).catch(() => undefined);
    expect(client.comments).toContain('heartbeat');
    await client.close();
  });

  it('bounds the streams one address holds', async () => {
    const clients = await Promise.all(
      Array.from({ length: MAX_STATUS_STREAMS_PER_CLIENT }, () => openEventStream(url, {})),
    );
    await Promise.all(clients.map((client) => nth(client, 1)));
    const refused = await openEventStream(url, {});
    expect(refused.response.status).toBe(429);
    expect(((await refused.response.json()) as { message: string }).message).toBe(
      ORDERING_STATUS_STREAM_MESSAGES.tooManyStreams,
    );
    await Promise.all(clients.map((client) => client.close()));
  });
});
