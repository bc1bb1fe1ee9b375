import { createParser, type EventSourceMessage } from 'eventsource-parser';

/*
 * A client of a server-sent events stream over real HTTP, read with fetch as the web app reads
 * it (EventSource cannot send a bearer token), parsed by an independent, well-kept parser so
 * that the tests check the wire format too.
 */

export interface ReceivedEvent {
  id: string | undefined;
  event: string | undefined;
  data: string;
  /** Milliseconds since the stream was opened. */
  at: number;
}

type Waiter = {
  match: (event: ReceivedEvent) => boolean;
  resolve: (event: ReceivedEvent) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
};

export class EventStreamClient {
  readonly events: ReceivedEvent[] = [];
  readonly comments: string[] = [];
  /** Resolves when the server ends the stream (or the client closes it). */
  readonly ended: Promise<void>;
  private waiters: Waiter[] = [];
  private readonly opened = Date.now();
  private isEnded = false;

  constructor(
    readonly response: Response,
    private readonly abort: AbortController,
  ) {
    const isStream =
      response.ok && response.headers.get('content-type')?.startsWith('text/event-stream');
    // A refusal's body is left for the test to read.
    this.ended = isStream ? this.read() : Promise.resolve();
    this.isEnded = !isStream;
  }

  /** The first event (already received or still to come) that matches, within `timeoutMs`. */
  next(match: (event: ReceivedEvent) => boolean, timeoutMs = 5_000): Promise<ReceivedEvent> {
    const found = this.events.find(match);
    if (found) return Promise.resolve(found);
    if (this.isEnded) return Promise.reject(new Error('the stream has ended'));
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiters = this.waiters.filter((waiter) => waiter.timer !== timer);
        reject(new Error(`no matching event within ${timeoutMs} ms; got ${this.describe()}`));
      }, timeoutMs);
      this.waiters.push({ match, resolve, reject, timer });
    });
  }

  /** The `ready` event that says the stream is listening. */
  ready(): Promise<ReceivedEvent> {
    return this.next((event) => event.event === 'ready');
  }

  /** The status events received so far, parsed. */
  statusEvents<T = Record<string, unknown>>(): (T & { sseId: string | undefined })[] {
    return this.events
      .filter((event) => event.event === 'status')
      .map((event) => ({ ...(JSON.parse(event.data) as T), sseId: event.id }));
  }

  close(): Promise<void> {
    this.abort.abort();
    return this.ended;
  }

  private describe(): string {
    return JSON.stringify(this.events.map(({ event, id, data }) => ({ event, id, data })));
  }

  private async read(): Promise<void> {
    const parser = createParser({
      onEvent: (message: EventSourceMessage) => this.receive(message),
      onComment: (comment) => this.comments.push(comment.trim()),
    });
    const decoder = new TextDecoder();
    try {
      const body = this.response.body;
      if (!body) return;
      for await (const chunk of body) parser.feed(decoder.decode(chunk, { stream: true }));
    } catch {
      // Aborted by close(): the stream is over either way.
    } finally {
      this.isEnded = true;
      for (const waiter of this.waiters) {
        clearTimeout(waiter.timer);
        waiter.reject(new Error(`the stream ended; got ${this.describe()}`));
      }
      this.waiters = [];
    }
  }

  private receive(message: EventSourceMessage): void {
    const event: ReceivedEvent = {
      id: message.id,
      event: message.event,
      data: message.data,
      at: Date.now() - this.opened,
    };
    this.events.push(event);
    const matched = this.waiters.filter((waiter) => waiter.match(event));
    this.waiters = this.waiters.filter((waiter) => !waiter.match(event));
    for (const waiter of matched) {
      clearTimeout(waiter.timer);
      waiter.resolve(event);
    }
  }
}

/** Opens a stream; the response is returned as it is when it is not a 200 event stream. */
export async function openEventStream(
  url: string,
  headers: Record<string, string>,
): Promise<EventStreamClient> {
  const abort = new AbortController();
  const response = await fetch(url, {
    headers: { accept: 'text/event-stream', ...headers },
    signal: abort.signal,
  });
  return new EventStreamClient(response, abort);
}
