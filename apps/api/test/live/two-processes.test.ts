import { randomBytes } from 'node:crypto';
import { admins, customers, type DatabaseHandle } from '@shop/db';
import { eq, sql } from '@shop/db/orm';
import { DEMO_ADMIN } from '@shop/db/seed';
import { orderResponseSchema, orderStatusEventSchema } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openSession } from '../../src/services/sessions/session-store.ts';
import { type EventStreamClient, openEventStream } from '../support/event-stream.ts';
import { orderRequest } from '../support/orders.ts';
import {
  addMeal,
  copyDatabase,
  freePort,
  killServer,
  type ServerDatabase,
  type ServerProcess,
  STARTUP_TIMEOUT_MS,
  startServer,
} from '../support/server-process.ts';

/*
 * Issue 7's promise that live status works with several server processes on one database: a
 * status change made through one process reaches a customer's stream held by another, through
 * PostgreSQL NOTIFY. Two real servers share one fresh database copied from the run's template.
 * An embedded database belongs to one process, so without DATABASE_URL there is nothing to
 * test here.
 */

describe.runIf(process.env.DATABASE_URL)(
  'two server processes on one PostgreSQL (runs only with DATABASE_URL)',
  () => {
    let copy: ServerDatabase | undefined;
    let database: DatabaseHandle | undefined;
    let a: ServerProcess | undefined;
    let b: ServerProcess | undefined;
    let stream: EventStreamClient | undefined;

    beforeAll(async () => {
      const server = await copyDatabase(inject('template'));
      copy = server;
      database = await server.open();
      [a, b] = await Promise.all([
        freePort().then((port) => startServer(port, server)),
        freePort().then((port) => startServer(port, server)),
      ]);
    }, 2 * STARTUP_TIMEOUT_MS);

    afterAll(async () => {
      await stream?.close();
      await Promise.all([killServer(a), killServer(b)]);
      await database?.close();
      await copy?.drop();
    }, 30_000);

    async function sessions(db: DatabaseHandle['db']) {
      const suffix = randomBytes(4).toString('hex');
      const [customer] = await db
        .insert(customers)
        .values({
          firstName: 'Live',
          lastName: 'Status',
          email: `live-${suffix}@example.com`,
          phone: '9800000000',
          address: 'Thamel Marg 1',
          city: 'Kathmandu',
          zipCode: '44600',
        })
        .returning({ id: customers.id });
      const [admin] = await db
        .select({ id: admins.id })
        .from(admins)
        .where(eq(sql`lower(${admins.email})`, DEMO_ADMIN.email.toLowerCase()));
      if (!customer || !admin) throw new Error('no customer or admin in the copy');
      const customerToken = (await openSession(db, 'customer', customer.id, { persistent: false }))
        .token;
      const adminToken = (await openSession(db, 'admin', admin.id, { persistent: false })).token;
      return {
        customer: { authorization: `Bearer ${customerToken}`, 'content-type': 'application/json' },
        admin: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
      };
    }

    it('a status change made through one process reaches a stream on the other within 2 s', async () => {
      if (!database || !copy || !a || !b) throw new Error('not started');
      const headers = await sessions(database.db);
      const meal = await addMeal(copy);

      const placed = await fetch(`${a.baseUrl}/api/orders`, {
        method: 'POST',
        headers: headers.customer,
        body: JSON.stringify(orderRequest([{ meal, quantity: 1 }])),
      });
      expect(placed.status).toBe(201);
      const { order } = orderResponseSchema.parse(await placed.json());

      stream = await openEventStream(`${b.baseUrl}/api/orders/events`, {
        authorization: headers.customer.authorization,
      });
      expect(stream.response.status).toBe(200);
      await stream.ready();

      const changedAt = Date.now();
      const changed = await fetch(`${a.baseUrl}/api/admin/orders/${order.id}/status`, {
        method: 'PATCH',
        headers: headers.admin,
        body: JSON.stringify({ status: 'out_for_delivery', notes: 'Rider on the way' }),
      });
      expect(changed.status).toBe(200);
      const received = await stream.next((event) => event.event === 'status', 2_000);
      expect(Date.now() - changedAt).toBeLessThan(2_000);

      const entry = orderResponseSchema.parse(await changed.json()).order.timeline.at(-1);
      expect(orderStatusEventSchema.parse(JSON.parse(received.data))).toMatchObject({
        id: entry?.id,
        orderId: order.id,
        status: 'out_for_delivery',
        by: 'admin',
        notes: 'Rider on the way',
      });
    }, 30_000);
  },
);
