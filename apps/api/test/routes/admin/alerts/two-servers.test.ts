import type { AddressInfo } from 'node:net';
import { type DatabaseHandle, openDatabase } from '@shop/db';
import { sql } from '@shop/db/orm';
import { adminOrderEventSchema, orderResponseSchema } from '@shop/shared';
import { localFileStore } from '@shop/storage';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../../../../src/app.ts';
import { type EventStreamClient, openEventStream } from '../../../support/event-stream.ts';
import { addMeal, orderRequest, placeOrderCall } from '../../../support/orders.ts';
import { newCustomer, signInAdmin } from '../../../support/sessions.ts';
import { startTestApp, type TestApp } from '../../../test-app.ts';

/*
 * Staff alerts across server processes: an order placed through one server reaches a
 * back-office screen connected to another within 2 seconds. The second server is a second app
 * on its own connections (its own pool and its own LISTEN) to the same PostgreSQL database, as
 * a second process would be; an embedded database belongs to one process, so this runs only
 * with DATABASE_URL.
 */

describe.runIf(process.env.DATABASE_URL)(
  'staff alerts on two servers (runs only with DATABASE_URL)',
  () => {
    let placing: TestApp;
    let secondDatabase: DatabaseHandle;
    let watching: Awaited<ReturnType<typeof buildApp>>;
    let stream: EventStreamClient | undefined;

    beforeAll(async () => {
      placing = await startTestApp();
      const template = inject('template');
      if (template.kind !== 'postgres')
        throw new Error('DATABASE_URL is set but the template is not');
      const result = (await placing.db.execute(sql`SELECT current_database() AS name`)) as unknown;
      const [row] = (result as { rows: { name: string }[] }).rows;
      const url = new URL(template.serverUrl);
      url.pathname = `/${row?.name}`;
      secondDatabase = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 2 });
      watching = await buildApp({
        files: localFileStore(inject('uploadsDir')),
        config: {
          webDistDir: '/nonexistent-web-build',
          trustProxy: false,
        },
        database: secondDatabase,
      });
      await watching.listen({ port: 0, host: '127.0.0.1' });
    });

    afterAll(async () => {
      await stream?.close();
      await watching?.close();
      await secondDatabase?.close();
      await placing?.close();
    });

    it('a new order placed through one reaches a screen on the other within 2 s', async () => {
      const admin = await signInAdmin(placing);
      const port = (watching.server.address() as AddressInfo).port;
      stream = await openEventStream(
        `http://127.0.0.1:${port}/api/admin/orders/events`,
        admin.headers,
      );
      expect(stream.response.status).toBe(200);
      await stream.ready();

      const customer = await newCustomer(placing);
      const meal = await addMeal(placing, { price: 300 });
      const placedAt = Date.now();
      const res = await placeOrderCall(
        placing,
        customer.headers,
        orderRequest([{ meal, quantity: 1 }]),
      );
      expect(res.statusCode).toBe(201);
      const { order } = orderResponseSchema.parse(res.json());

      const received = await stream.next(
        (event) => event.event === 'order' && JSON.parse(event.data).orderId === order.id,
        2_000,
      );
      expect(Date.now() - placedAt).toBeLessThan(2_000);
      expect(adminOrderEventSchema.parse(JSON.parse(received.data))).toMatchObject({
        orderId: order.id,
        kind: 'created',
        total: 300,
      });
    });
  },
);
