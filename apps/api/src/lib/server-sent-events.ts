/*
 * The text/event-stream wire format (WHATWG HTML, "Server-sent events"): fields of one event on
 * their own lines, a blank line to end it; a line starting with ':' is a comment.
 */

export interface ServerSentEvent {
  id?: number | string;
  event?: string;
  data: unknown;
}

/** One event; the data is sent as JSON, one `data:` line per line of it. */
export function formatEvent({ id, event, data }: ServerSentEvent): string {
  let text = '';
  if (id !== undefined) text += `id: ${id}\n`;
  if (event) text += `event: ${event}\n`;
  for (const line of JSON.stringify(data).split('\n')) text += `data: ${line}\n`;
  return `${text}\n`;
}

/** A comment: ignored by clients, it keeps proxies from closing a quiet stream. */
export function formatComment(text: string): string {
  return `: ${text.replace(/\n/g, ' ')}\n\n`;
}

/** How long a client should wait before reconnecting. */
export function formatRetry(ms: number): string {
  return `retry: ${Math.round(ms)}\n\n`;
}
