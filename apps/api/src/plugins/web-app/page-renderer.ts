import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { OrderingStatusResponse } from '@shop/shared';
import type { FastifyInstance } from 'fastify';

/** What the web app's server build renders (apps/web/src/entry-server.tsx). */
export interface RenderedPage {
  html: string;
  /** False when a query failed: the page is sent, never kept. */
  complete: boolean;
  state: string;
  language: string;
}

/** An address that is another page's: the server answers with a redirect to it. */
export interface RedirectedPage {
  redirect: string;
}

/** Data the server already has for every page, handed to the render (no call needed). */
export interface PageData {
  orderingStatus?: OrderingStatusResponse | undefined;
}

export interface PageRenderer {
  render(url: string, language: string, data?: PageData): Promise<RenderedPage | RedirectedPage>;
}

interface ServerEntry {
  createPageRenderer(fetchApi: typeof fetch): PageRenderer;
  languageOfRequest(cookieHeader: string | undefined): string;
}

export interface ShopRenderer extends PageRenderer {
  languageOf(cookieHeader: string | undefined): string;
}

/** Statuses whose responses have no body (the Response constructor refuses one). */
const NO_BODY = new Set([204, 205, 304]);

/**
 * The pages' API calls, answered by this server in-process (no socket, no network): what a
 * browser would get from the same call, anonymously.
 */
function inProcessFetch(app: FastifyInstance): typeof fetch {
  return async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    const reply = await app.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url,
      headers: Object.fromEntries(new Headers(init?.headers).entries()),
      payload: typeof init?.body === 'string' ? init.body : undefined,
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(reply.headers)) {
      if (value !== undefined)
        headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    const body = NO_BODY.has(reply.statusCode) ? null : reply.rawPayload;
    return new Response(body, { status: reply.statusCode, headers });
  };
}

/**
 * The web app's server renderer, built beside the app (`dist-server/entry-server.js`), or null
 * when it is not built: pages are then sent with their head only and render in the browser.
 */
export async function loadShopRenderer(
  app: FastifyInstance,
  distDir: string,
): Promise<ShopRenderer | null> {
  const entryFile = path.join(distDir, '..', 'dist-server', 'entry-server.js');
  if (!existsSync(entryFile)) return null;
  try {
    const entry = (await import(pathToFileURL(entryFile).href)) as ServerEntry;
    const renderer = entry.createPageRenderer(inProcessFetch(app));
    return { ...renderer, languageOf: (cookieHeader) => entry.languageOfRequest(cookieHeader) };
  } catch (error) {
    // A broken server build must not keep the shop closed: its pages render in browsers.
    app.log.error({ err: error, entryFile }, 'the server renderer could not be loaded');
    return null;
  }
}
