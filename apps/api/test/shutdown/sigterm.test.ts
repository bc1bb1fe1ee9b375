import http from 'node:http';
import { emailOutbox, orders } from '@shop/db';
import { and, eq, gte } from '@shop/db/orm';
import { DEMO_CUSTOMER } from '@shop/db/seed';
import { ORDER_EVENTS_PATH, placedOrderResponseSchema } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { orderRequest } from '../support/orders.ts';
import {
  addMeal,
  copyDatabase,
  freePort,
  killServer,
  logLines,
  type ServerDatabase,
  type ServerProcess,
  STARTUP_TIMEOUT_MS,
  signInDemoCustomer,
  startServer,
} from '../support/server-process.ts';
import { startSlowSmtpSink } from './slow-smtp-sink.ts';

/*
 * A clean restart (SIGTERM) of a real server process: the live streams end with a short `retry:`
 * so that browsers reconnect at once (to another server, through the load balancer), a request
 * in flight is answered and did its work, a new one is refused cleanly, the mail being sent is
 * delivered and recorded, and the process exits 0 within its 10 s.
 */

/** How long the SMTP server takes to accept a mail: the mail is in flight at the signal. */
const SMTP_HOLD_MS = 2_000;

/** A request whose body is sent in two parts, so that it is in flight for as long as the test likes. */
function startSlowPost(url: string, headers: Record<string, string>, body: string) {
  const agent = new http.Agent({ keepAlive: true });
  const bytes = Buffer.from(body);
  const half = Math.floor(bytes.length / 2);
  const request = http.request(url, {
    method: 'POST',
    agent,
    headers: { ...headers, 'content-type': 'application/json', 'content-length': bytes.length },
  });
  const answered = new Promise<{ status: number; connection: string | undefined; body: string }>(
    (resolve, reject) => {
      request.on('error', reject);
      request.on('response', (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            connection: response.headers.connection,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
      });
    },
  );
  request.write(bytes.subarray(0, half));
  return {
    answered: answered.finally(() => agent.destroy()),
    finish: () => request.end(bytes.subarray(half)),
  };
}

/** Reads a stream's text as it comes; `until` waits for a piece of it, `done` for its end. */
function readStream(response: Response) {
  let text = '';
  let wake: (() => void) | undefined;
  const body = response.body;
  if (!body) throw new Error('no body');
  const done = (async () => {
    const decoder = new TextDecoder();
    for await (const chunk of body) {
      text += decoder.decode(chunk, { stream: true });
      wake?.();
    }
  })();
  return {
    text: () => text,
    done,
    async until(piece: string, timeoutMs: number) {
      const deadline = Date.now() + timeoutMs;
      while (!text.includes(piece)) {
        if (Date.now() > deadline) throw new Error(`no ${JSON.stringify(piece)} in ${text}`);
        await new Promise<void>((resolve) => {
          wake = resolve;
          setTimeout(resolve, 50);
        });
      }
    },
  };
}

/**
 * What a load balancer opening a new connection gets: refused (ECONNREFUSED) or a 503, never a
 * request taken and then dropped. (A kept-alive connection the server closed as idle may be
 * reset when reused at that instant: a client retries such a request on a new connection.)
 */
function refusedCleanly(url: string): Promise<boolean> {
  return new Promise((resolve) => {
    const request = http.get(url, { agent: false }, (response) => {
      response.resume();
      resolve(response.statusCode === 503);
    });
    request.on('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
  });
}

describe('a server stopped with SIGTERM', () => {
  let database: ServerDatabase | undefined;
  let server: ServerProcess | undefined;
  let smtp: Awaited<ReturnType<typeof startSlowSmtpSink>> | undefined;

  beforeAll(async () => {
    database = await copyDatabase(inject('template'));
  }, STARTUP_TIMEOUT_MS);

  afterAll(async () => {
    await killServer(server);
    await smtp?.close();
    await database?.drop();
  }, 30_000);

  it('ends its streams with a retry hint, answers the request in flight, sends the mail in flight and exits 0 within 10 s', async () => {
    if (!database) throw new Error('no database');
    const meal = await addMeal(database);
    smtp = await startSlowSmtpSink(SMTP_HOLD_MS);
    const startedAt = new Date();
    server = await startServer(await freePort(), database, { SMTP_URL: smtp.url });
    const auth = await signInDemoCustomer(server.baseUrl);

    const streamResponse = await fetch(`${server.baseUrl}${ORDER_EVENTS_PATH}`, {
      headers: { ...auth, accept: 'text/event-stream' },
    });
    expect(streamResponse.status).toBe(200);
    const stream = readStream(streamResponse);
    await stream.until('event: ready', 5_000);

    // An order whose confirmation mail is then on its way to the slow SMTP server…
    const placed = await fetch(`${server.baseUrl}/api/orders`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify(orderRequest([{ meal, quantity: 1 }])),
    });
    expect(placed.status).toBe(201);
    await smtp.receiving;
    // …and one in flight: its body is half sent.
    const inFlight = startSlowPost(
      `${server.baseUrl}/api/orders`,
      auth,
      JSON.stringify(orderRequest([{ meal, quantity: 2 }])),
    );
    await new Promise((resolve) => setTimeout(resolve, 300));

    const signalledAt = Date.now();
    server.child.kill('SIGTERM');

    await stream.until('retry: 1000', 2_000);
    await stream.done;
    expect(stream.text().trimEnd().endsWith('retry: 1000')).toBe(true);
    expect(await refusedCleanly(`${server.baseUrl}/api/health`)).toBe(true);

    inFlight.finish();
    const answer = await inFlight.answered;
    expect(answer.status).toBe(201);
    // The client is told not to send another request on the connection.
    expect(answer.connection).toBe('close');
    const acknowledged = placedOrderResponseSchema.parse(JSON.parse(answer.body)).order;

    const code = await server.exited;
    const shutdownMs = Date.now() - signalledAt;
    expect(code, server.output.join('')).toBe(0);
    expect(shutdownMs).toBeLessThan(10_000);
    console.info(`shutdown with one open stream and one mail in flight: ${shutdownMs} ms`);
    expect(logLines(server).some((line) => line.msg === 'shutting down')).toBe(true);

    const handle = await database.open();
    try {
      const [order] = await handle.db
        .select({ id: orders.id })
        .from(orders)
        .where(eq(orders.id, acknowledged.id));
      expect(order).toBeDefined();

      const mails = await handle.db
        .select({ subject: emailOutbox.subject, sentAt: emailOutbox.sentAt })
        .from(emailOutbox)
        .where(
          and(
            eq(emailOutbox.toAddress, DEMO_CUSTOMER.email),
            gte(emailOutbox.createdAt, startedAt),
          ),
        );
      // Both orders' confirmations; the one in flight at the signal was delivered.
      expect(mails).toHaveLength(2);
      expect(smtp.received.length).toBeGreaterThanOrEqual(1);
      // Sent and recorded as sent, or neither (and then another server sends it): never a mail
      // delivered but left unsent, to be delivered twice.
      for (const mail of mails) {
        const delivered = smtp.received.some((raw) => raw.includes(`Subject: ${mail.subject}`));
        expect({ subject: mail.subject, sent: mail.sentAt !== null }).toEqual({
          subject: mail.subject,
          sent: delivered,
        });
      }
    } finally {
      await handle.close();
    }
  }, 60_000);

  it(
    'past its time limit, logs what is still open and exits 1',
    async () => {
      if (!database) throw new Error('no database');
      server = await startServer(await freePort(), database, {
        SHUTDOWN_TIMEOUT_MS: '1000',
      });
      const auth = await signInDemoCustomer(server.baseUrl);
      // A request that never finishes keeps the server from closing.
      const stuck = startSlowPost(
        `${server.baseUrl}/api/orders`,
        auth,
        JSON.stringify({ items: [] }),
      );
      stuck.answered.catch(() => {});
      await new Promise((resolve) => setTimeout(resolve, 300));

      const signalledAt = Date.now();
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(1);
      expect(Date.now() - signalledAt).toBeGreaterThanOrEqual(1_000);
      expect(Date.now() - signalledAt).toBeLessThan(5_000);
      const report = logLines(server).find((line) =>
        String(line.msg).startsWith('shutdown took longer than 1000 ms'),
      );
      expect(report).toMatchObject({ openConnections: 1 });
    },
    STARTUP_TIMEOUT_MS + 30_000,
  );
});
