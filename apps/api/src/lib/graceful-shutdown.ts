import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';

export interface ShutdownOptions {
  /** The app: closing it ends the live streams, waits for requests, then stops background work. */
  app: { close(): PromiseLike<unknown>; server: Server; log: FastifyBaseLogger };
  /** Closed once the app is: the last step. */
  closeDatabase: () => Promise<void>;
  /** Past this the process exits 1 with whatever is still open (SHUTDOWN_TIMEOUT_MS). */
  timeoutMs: number;
}

/**
 * A clean stop on SIGTERM or SIGINT, for rolling restarts behind a load balancer: no new
 * connection is taken (a new request on a kept-alive one is answered 503 by Fastify), the live
 * streams end asking their clients to reconnect at once (live-feed plugin), the requests in
 * flight finish, the mail being sent is delivered and recorded (mail plugin), the database is
 * closed, and the process exits 0. Whatever takes longer than `timeoutMs` is given up on:
 * what is still open is logged and the process exits 1.
 */
export function exitGracefullyOnSignals({ app, closeDatabase, timeoutMs }: ShutdownOptions): void {
  const endKeepAlive = endConnectionsAfterTheirResponse(app.server);
  let step: string | undefined;

  const shutdown = async (signal: NodeJS.Signals) => {
    if (step) {
      app.log.info({ signal, step }, 'already shutting down');
      return;
    }
    const startedAt = Date.now();
    app.log.info({ signal, timeoutMs }, 'shutting down');
    const deadline = setTimeout(() => {
      app.server.getConnections((_error, connections) => {
        app.log.error(
          { step, openConnections: connections, active: activeResources() },
          `shutdown took longer than ${timeoutMs} ms; exiting with what is still open`,
        );
        process.exit(1);
      });
    }, timeoutMs);
    try {
      step = 'closing the app (live streams, requests in flight, background work)';
      // The port closes before the live streams end (app.close() ends them first): their
      // clients reconnect at once, and must be refused here so that they go to another server.
      app.server.close();
      endKeepAlive();
      await app.close();
      step = 'closing the database';
      await closeDatabase();
    } catch (error) {
      app.log.error({ err: error, step }, 'shutdown failed');
      process.exit(1);
    }
    clearTimeout(deadline);
    app.log.info({ ms: Date.now() - startedAt }, 'shut down');
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

/**
 * Node's server.close() closes the connections idle at that moment only: a kept-alive one whose
 * request is in flight would stay open after its response, idle, until its keep-alive timeout
 * (72 s in Fastify). So from the switch on, responses not yet started say `Connection: close`,
 * and the connection of one already under way is ended once it is sent. Returns the switch.
 */
function endConnectionsAfterTheirResponse(server: Server): () => void {
  const inFlight = new Set<ServerResponse>();
  let ending = false;
  const endAfter = (response: ServerResponse) => {
    if (!response.headersSent) {
      response.setHeader('connection', 'close');
      return;
    }
    const socket = response.socket;
    response.once('finish', () => socket?.end());
  };
  server.on('request', (_request: IncomingMessage, response: ServerResponse) => {
    if (ending) {
      endAfter(response);
      return;
    }
    inFlight.add(response);
    response.once('close', () => inFlight.delete(response));
  });
  return () => {
    ending = true;
    for (const response of inFlight) endAfter(response);
  };
}

/** What keeps the process busy, by kind: `{ TCPSocketWrap: 2, Timeout: 1 }`. */
function activeResources(): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const kind of process.getActiveResourcesInfo()) counts[kind] = (counts[kind] ?? 0) + 1;
  return counts;
}
