import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { emailOutbox } from '@shop/db';
import { count, isNull } from '@shop/db/orm';
import { ORDERING_STATUS_EVENTS_PATH } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEventStream } from '../support/event-stream.ts';
import { addMeal, orderRequest, placeOrderCall, type TestMeal } from '../support/orders.ts';
import { freePort } from '../support/server-process.ts';
import { newCustomer, type SignedIn } from '../support/sessions.ts';
import { startTestApp, type TestApp } from '../test-app.ts';
import { parseSamples, sampleValue } from './prometheus-text.ts';

/*
 * The Prometheus metrics as a scraper reads them: on their own port (METRICS_PORT), never on
 * the public one, counting what the shop did.
 */

let metricsUrl: string;

let t: TestApp;
let publicUrl: string;
let customer: SignedIn;
let burger: TestMeal;
let appClosed = false;

beforeAll(async () => {
  const port = await freePort();
  metricsUrl = `http://127.0.0.1:${port}`;
  t = await startTestApp({
    metrics: { host: '127.0.0.1', port },
    liveFeed: { heartbeatMs: 150, sessionCheckMs: 150 },
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  publicUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  customer = await newCustomer(t);
  burger = await addMeal(t, { price: 450, stock: 3 });
});
afterAll(async () => {
  if (!appClosed) await t.app.close();
  await t.database.close();
});

async function scrape() {
  const res = await fetch(`${metricsUrl}/metrics`);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  const text = await res.text();
  return { text, samples: parseSamples(text) };
}

describe('the metrics listener', () => {
  it('counts requests by route pattern and status', async () => {
    for (let i = 0; i < 3; i++) {
      expect((await t.app.inject('/api/categories')).statusCode).toBe(200);
    }
    const { samples } = await scrape();
    const labels = { method: 'GET', route: '/api/categories', status: '200' };
    expect(sampleValue(samples, 'shop_http_requests_total', labels)).toBe(3);
    expect(
      sampleValue(samples, 'shop_http_request_duration_seconds_count', {
        method: 'GET',
        route: '/api/categories',
      }),
    ).toBe(3);
  });

  it('labels requests with the route pattern, never an id or an unknown address', async () => {
    const orderId = randomUUID();
    const order = await t.app.inject({
      url: `/api/orders/${orderId}`,
      headers: customer.headers,
    });
    expect(order.statusCode).toBe(404);
    expect((await t.app.inject('/api/meals/987654')).statusCode).toBe(404);
    expect((await t.app.inject('/api/no-such-thing/123456789')).statusCode).toBe(404);

    const { text, samples } = await scrape();
    expect(
      sampleValue(samples, 'shop_http_requests_total', {
        method: 'GET',
        route: '/api/orders/:id',
        status: '404',
      }),
    ).toBe(1);
    expect(
      sampleValue(samples, 'shop_http_requests_total', {
        route: '/api/meals/:id',
        status: '404',
      }),
    ).toBe(1);
    expect(
      sampleValue(samples, 'shop_http_requests_total', { route: 'unmatched', status: '404' }),
    ).toBe(1);
    for (const raw of [orderId, '987654', '123456789']) expect(text).not.toContain(raw);
  });

  it('counts orders placed by payment method, and checkouts refused by reason', async () => {
    const request = orderRequest([{ meal: burger, quantity: 1 }]);
    expect((await placeOrderCall(t, customer.headers, request)).statusCode).toBe(201);
    // The same idempotency key again answers the first order: no second order is counted.
    expect((await placeOrderCall(t, customer.headers, request)).statusCode).toBe(200);
    const tooMany = orderRequest([{ meal: burger, quantity: 50 }]);
    expect((await placeOrderCall(t, customer.headers, tooMany)).statusCode).toBe(409);
    const noItems = { ...orderRequest([{ meal: burger, quantity: 1 }]), items: [] };
    expect((await placeOrderCall(t, customer.headers, noItems)).statusCode).toBe(400);
    expect((await placeOrderCall(t, {}, request)).statusCode).toBe(401);

    const { samples } = await scrape();
    expect(sampleValue(samples, 'shop_orders_placed_total', { payment_method: 'cash' })).toBe(1);
    const refusals = samples.filter((sample) => sample.name === 'shop_checkout_refusals_total');
    // A checkout rule's refusal is counted by the rule (its problem kind), others by error code.
    expect(Object.fromEntries(refusals.map((s) => [s.labels.reason, s.value]))).toEqual({
      out_of_stock: 1,
      VALIDATION_FAILED: 1,
      UNAUTHORIZED: 1,
    });
  });

  it('reports the unsent mail, the database pool and the process', async () => {
    const [unsent] = await t.db
      .select({ n: count() })
      .from(emailOutbox)
      .where(isNull(emailOutbox.sentAt));
    expect(unsent?.n).toBeGreaterThan(0);
    const { samples } = await scrape();
    expect(sampleValue(samples, 'shop_mail_outbox_pending')).toBe(unsent?.n);
    expect(sampleValue(samples, 'shop_db_pool_connections', { state: 'total' })).toBeGreaterThan(0);
    expect(sampleValue(samples, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(sampleValue(samples, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
  });

  it('counts the live streams open, by use', async () => {
    const stream = await openEventStream(`${publicUrl}/api/orders/events`, customer.headers);
    await stream.ready();
    const shopStatus = await openEventStream(`${publicUrl}${ORDERING_STATUS_EVENTS_PATH}`, {});
    await shopStatus.next((event) => event.event === 'status');
    const open = async (use: string) =>
      sampleValue((await scrape()).samples, 'shop_live_streams_open', { use });
    expect(await open('order status')).toBe(1);
    expect(await open('shop status')).toBe(1);
    await stream.close();
    await shopStatus.close();
    await expect.poll(() => open('order status')).toBe(0);
    await expect.poll(() => open('shop status')).toBe(0);
  });

  it('answers nothing but GET /metrics', async () => {
    expect((await fetch(`${metricsUrl}/`)).status).toBe(404);
    expect((await fetch(`${metricsUrl}/api/health`)).status).toBe(404);
    expect((await fetch(`${metricsUrl}/metrics`, { method: 'POST' })).status).toBe(404);
  });
});

describe('the public port', () => {
  it('never serves the metrics', async () => {
    for (const path of ['/metrics', '/api/metrics']) {
      const res = await fetch(`${publicUrl}${path}`);
      expect(res.status).toBe(404);
      expect(await res.text()).not.toContain('shop_http_requests_total');
    }
  });
});

describe('closing the app', () => {
  it('closes the metrics listener too', async () => {
    await t.app.close();
    appClosed = true;
    await expect(fetch(`${metricsUrl}/metrics`)).rejects.toThrow();
  });
});
