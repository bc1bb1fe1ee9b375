import type { IncomingMessage, ServerResponse } from 'node:http';

export type Handler = (
  request: IncomingMessage,
  response: ServerResponse,
  url: URL,
) => Promise<void> | void;

export interface Route {
  method: 'GET' | 'POST';
  /** The exact path, trailing slash included where the wallet has one. */
  path: string;
  handler: Handler;
  /** Set on a wallet API endpoint (server to server): it obeys `down` and `delayMs`. */
  unavailableBody?: unknown;
}
