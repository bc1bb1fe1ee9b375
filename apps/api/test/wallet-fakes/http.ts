import type { IncomingMessage, ServerResponse } from 'node:http';

const MAX_BODY_BYTES = 1024 * 1024;

export class BodyTooLarge extends Error {}

export async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) throw new BodyTooLarge('Request body too large');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

export async function readForm(request: IncomingMessage): Promise<URLSearchParams> {
  return new URLSearchParams(await readBody(request));
}

/** Parses a JSON body; undefined when it is not JSON at all. */
export async function readJson(request: IncomingMessage): Promise<unknown> {
  const text = await readBody(request);
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Sends JSON; `rawJson` is for answers whose text JSON.stringify cannot produce (e.g. 100.0). */
export function sendJson(
  response: ServerResponse,
  status: number,
  body: unknown,
  rawJson?: string,
) {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(rawJson ?? JSON.stringify(body));
}

export function sendHtml(response: ServerResponse, status: number, html: string) {
  response.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
  response.end(html);
}

export function redirect(response: ServerResponse, location: string) {
  response.writeHead(303, { location });
  response.end();
}

export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}

/** A checkout page with one button per action, each a form posting the given hidden fields. */
export function checkoutPage(options: {
  title: string;
  lines: string[];
  hidden: Record<string, string>;
  actions: { label: string; path: string }[];
}): string {
  const hidden = Object.entries(options.hidden)
    .map(
      ([name, value]) =>
        `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`,
    )
    .join('');
  const forms = options.actions
    .map(
      (action) =>
        `<form method="post" action="${escapeHtml(action.path)}">${hidden}` +
        `<button type="submit">${escapeHtml(action.label)}</button></form>`,
    )
    .join('\n');
  const lines = options.lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n');
  return page(options.title, `${lines}\n${forms}`);
}

export function errorPage(title: string, message: string): string {
  return page(title, `<p role="alert">${escapeHtml(message)}</p>`);
}

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body><h1>${escapeHtml(title)}</h1>
${body}
</body></html>`;
}
