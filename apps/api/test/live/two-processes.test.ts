import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { admins, categories, customers, type DatabaseHandle, meals, openDatabase } from '@shop/db';
import { eq, sql } from '@shop/db/orm';
import { DEMO_ADMIN } from '@shop/db/seed';
import { orderResponseSchema, orderStatusEventSchema } from '@shop/shared';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openSession } from '../../src/services/sessions/session-store.ts';
import { type EventStreamClient, openEventStream } from '../support/event-stream.ts';
import { orderRequest, type TestMeal } from '../support/orders.ts';

/*
 * Issue 7's promise that live status works with several server processes on one database: a
 * status change made through one process reaches a customer's stream held by another, through
 * PostgreSQL NOTIFY. Two real servers (`node --import tsx apps/api/src/server.ts`) share one
 * fresh database copied from the run's template. An embedded database belongs to one process,
 * so without DATABASE_URL there is nothing to test here.
 */

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const STARTUP_TIMEOUT_MS = 90_000;

interface Server {
  child: ChildProcess;
  baseUrl: string;
  output: string[];
}

async function freePort(): Promise<number> {
  const probe = createServer();
  probe.listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const address = probe.address();
  probe.close();
  if (!address || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

async function startServer(databaseUrl: string): Promise<Server> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      UPLOADS_DIR: inject('uploadsDir'),
      WEB_DIST_DIR: '/nonexistent-web-build',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const server = { child, baseUrl: `http://127.0.0.1:${port}`, output: [] as string[] };
  child.stdout?.on('data', (chunk) => server.output.push(String(chunk)));
  child.stderr?.on('data', (chunk) => server.output.push(String(chunk)));
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    const healthy = await fetch(`${server.baseUrl}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (healthy) return server;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill('SIGKILL');
  throw new Error(`the server on port ${port} did not start:\n${server.output.join('')}`);
}

async function stopServer(server: Server | undefined): Promise<void> {
  if (!server || server.child.exitCode !== null) return;
  const exited = once(server.child, 'exit');
  server.child.kill('SIGTERM');
  const timer = setTimeout(() => server.child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

async function onServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

describe.runIf(process.env.DATABASE_URL)(
  'two server processes on one PostgreSQL (runs only with DATABASE_URL)',
  () => {
    const template = inject('template');
    const name = `shop_live_${Date.now()}_${randomBytes(4).toString('hex')}`;
    let serverUrl = '';
    let database: DatabaseHandle | undefined;
    let a: Server | undefined;
    let b: Server | undefined;
    let stream: EventStreamClient | undefined;

    beforeAll(async () => {
      if (template.kind !== 'postgres')
        throw new Error('DATABASE_URL is set but the template is not');
      serverUrl = template.serverUrl;
      await onServer(
        serverUrl,
        `CREATE DATABASE ${pg.escapeIdentifier(name)} TEMPLATE ${pg.escapeIdentifier(template.templateName)}`,
      );
      const url = new URL(serverUrl);
      url.pathname = `/${name}`;
      database = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 2 });
      [a, b] = await Promise.all([startServer(url.toString()), startServer(url.toString())]);
    }, 2 * STARTUP_TIMEOUT_MS);

    afterAll(async () => {
      await stream?.close();
      await Promise.all([stopServer(a), stopServer(b)]);
      await database?.close();
      if (serverUrl) {
        await onServer(
          serverUrl,
          `DROP DATABASE IF EXISTS ${pg.escapeIdentifier(name)} WITH (FORCE)`,
        );
      }
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

    async function addMeal(db: DatabaseHandle['db']): Promise<TestMeal> {
      const [category] = await db.select({ id: categories.id }).from(categories).limit(1);
      if (!category) throw new Error('no category in the copy');
      const meal = { name: `Live Burger ${randomBytes(3).toString('hex')}`, price: 450 };
      const [row] = await db
        .insert(meals)
        .values({
          categoryId: category.id,
          name: meal.name,
          description: 'A meal made for the two-process test',
          pricePaisa: 45_000,
          stock: 10,
          images: ['meals/test.webp'],
        })
        .returning({ id: meals.id });
      if (!row) throw new Error('meal was not created');
      return { id: row.id, ...meal, category: 'any' };
    }

    it('a status change made through one process reaches a stream on the other within 2 s', async () => {
      if (!database || !a || !b) throw new Error('not started');
      const headers = await sessions(database.db);
      const meal = await addMeal(database.db);

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
