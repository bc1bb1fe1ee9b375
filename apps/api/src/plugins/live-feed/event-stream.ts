import { PassThrough } from 'node:stream';
import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { formatComment, formatRetry } from '../../lib/server-sent-events.ts';

/** A client this far behind is not reading: the stream ends, and a reconnect catches up. */
const MAX_BUFFERED_BYTES = 1_000_000;
/**
 * The reconnection delay a stream ended by a shutdown asks for: short, since the client's next
 * connection goes through the load balancer to a server still running.
 */
export const RECONNECT_AFTER_SHUTDOWN_MS = 1_000;

/** The answer to a stream asked for once the streams were ended for a shutdown. */
export function shuttingDownError(): AppError {
  return new AppError('SERVICE_UNAVAILABLE', 'This server is shutting down: connect again.');
}

export interface EventStreamOptions {
  /** Names the stream in logs. */
  name: string;
  heartbeatMs: number;
  log: FastifyBaseLogger;
  onClose: () => void;
}

/**
 * What every live stream of the app shares (decision 046): a body written one step at a time so
 * that events leave in the order they are made, heartbeats, an end for a client that stops
 * reading, and one way to answer with it. The order feed (feed-stream.ts) and the shop's status
 * (ordering-status-feed.ts) say only what they send.
 */
export class EventStream {
  readonly body = new PassThrough();
  private work: Promise<void> = Promise.resolve();
  protected closed = false;
  private readonly timers: NodeJS.Timeout[] = [];

  constructor(private readonly base: EventStreamOptions) {
    this.every(base.heartbeatMs, () => this.write(formatComment('heartbeat')));
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    for (const timer of this.timers) clearInterval(timer);
    this.base.onClose();
    this.body.end();
  }

  /** Ends the stream for a shutdown, asking the client to reconnect soon (to another server). */
  closeForShutdown(): void {
    this.write(formatRetry(RECONNECT_AFTER_SHUTDOWN_MS));
    this.close();
  }

  protected write(text: string): void {
    if (this.closed) return;
    this.body.write(text);
    if (this.body.writableLength + this.body.readableLength > MAX_BUFFERED_BYTES) this.close();
  }

  /** Runs after the work before it; a failure closes the stream (the client reconnects). */
  protected enqueue(task: () => Promise<void>): void {
    this.work = this.work
      .then(() => (this.closed ? undefined : task()))
      .catch((error: unknown) => {
        this.base.log.warn({ err: error }, `${this.base.name} stream failed; closing it`);
        this.close();
      });
  }

  protected every(ms: number, tick: () => void): void {
    const timer = setInterval(tick, ms);
    timer.unref();
    this.timers.push(timer);
  }
}

/** Ends the stream when its client goes; call it first, before anything is awaited. */
export function endWithClient(reply: FastifyReply, stream: EventStream): void {
  reply.raw.on('close', () => stream.close());
}

/** Answers a request with its stream. */
export function sendEventStream(reply: FastifyReply, stream: EventStream): void {
  reply
    .header('content-type', 'text/event-stream; charset=utf-8')
    .header('cache-control', 'no-cache, no-transform')
    .header('x-accel-buffering', 'no')
    // When the stream ends (sign-out, shutdown) its connection goes too: a keep-alive socket
    // left idle after it would hold a closing server open until the keep-alive timeout.
    .header('connection', 'close')
    .send(stream.body);
}
