import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { CONTENT_CODINGS, type ContentCoding } from '../lib/compression.ts';
import {
  type CachedBody,
  type CachedResponse,
  cachedResponseOf,
  ResponseCache,
} from '../lib/response-cache.ts';
import { MENU_CHANGED_CHANNEL } from '../services/menu/menu-changed.ts';

/** The same for anything else the shop's pages show (galleries, events, offers). */
export const PAGES_CHANGED_CHANNEL = 'pages_changed';

declare module 'fastify' {
  interface FastifyInstance {
    menuCache: ResponseCache;
    /** The shop's pages as sent (web-app plugin): they show the menu, so they go with it. */
    pageCache: ResponseCache;
    /** Call after a menu change has committed: clears every process's cached menu reads. */
    invalidateMenu(): Promise<void>;
    /** Call after a change the shop's pages show has committed: clears them in every process. */
    invalidatePages(): Promise<void>;
  }
  interface FastifyReply {
    /**
     * Answers a menu read from the cache (loading it on a miss): the stored bytes in the
     * encoding the client prefers, with their ETag, or 304 when the client already has them.
     * A route that uses it declares `compress: false`: its bodies are compressed already.
     */
    sendMenu(key: string, load: () => Promise<unknown>): Promise<void>;
    /** The same for a page of the shop (HTML unless told otherwise) from the page cache. */
    sendPage(key: string, load: () => Promise<string>, contentType?: string): Promise<void>;
    /** A page of the shop that is not kept, compressed all the same, with its ETag. */
    sendFreshPage(html: string, status?: number): Promise<void>;
  }
}

/**
 * Browsers send a handful of distinct Accept-Encoding values, so each is negotiated once: the
 * cached read is the shop's hottest path. Bounded, since the header is the client's to choose.
 */
const codingByAcceptEncoding = new Map<string, ContentCoding | null>();
const MAX_REMEMBERED_ACCEPT_ENCODINGS = 64;

function preferredCoding(accepted: string | undefined): ContentCoding | null {
  if (!accepted) return null;
  let coding = codingByAcceptEncoding.get(accepted);
  if (coding === undefined) {
    coding = negotiate(accepted, [...CONTENT_CODINGS]) as ContentCoding | null;
    if (codingByAcceptEncoding.size < MAX_REMEMBERED_ACCEPT_ENCODINGS) {
      codingByAcceptEncoding.set(accepted, coding);
    }
  }
  return coding;
}

function chosenBody(
  reply: FastifyReply,
  cached: CachedResponse,
): CachedBody & { coding?: ContentCoding } {
  const coding = preferredCoding(reply.request.headers['accept-encoding']);
  const encoded = coding ? cached.encoded[coding] : undefined;
  return encoded && coding ? { ...encoded, coding } : cached;
}

const JSON_TYPE = 'application/json; charset=utf-8';
/** A page is in the language of the visitor's cookie (the web-app plugin). */
const PAGE_VARY = 'accept-encoding, cookie';
const HTML_TYPE = 'text/html; charset=utf-8';

/** Sends a cached body with its ETag, or 304 when the client already has it. */
function sendCached(
  reply: FastifyReply,
  cached: CachedResponse,
  type: string,
  vary = 'accept-encoding',
): FastifyReply {
  const { body, etag, coding } = chosenBody(reply, cached);
  // The type goes on a 304 too: it tells the security plugin whether this is JSON or a page.
  reply.type(type).header('etag', etag).header('cache-control', 'no-cache').header('vary', vary);
  if (reply.request.headers['if-none-match'] === etag) return reply.status(304).send();
  if (coding) reply.header('content-encoding', coding);
  return reply.send(body);
}

/**
 * The public menu is read constantly and changes rarely: its responses are cached serialized
 * and compressed, and invalidated across processes through PostgreSQL LISTEN/NOTIFY.
 */
export const menuCachePlugin = fp(async (app: FastifyInstance) => {
  const cache = new ResponseCache();
  const pages = new ResponseCache(200, String);
  const clear = () => {
    cache.clear();
    pages.clear();
  };
  const clearPages = () => pages.clear();
  const unsubscribe = await app.database.listen(MENU_CHANGED_CHANNEL, clear);
  const unsubscribePages = await app.database.listen(PAGES_CHANGED_CHANNEL, clearPages);
  app.decorate('menuCache', cache);
  app.decorate('pageCache', pages);
  app.decorate('invalidateMenu', async () => {
    clear();
    await app.database.notify(MENU_CHANGED_CHANNEL, '');
  });
  app.decorate('invalidatePages', async () => {
    clearPages();
    await app.database.notify(PAGES_CHANGED_CHANNEL, '');
  });
  app.decorateReply(
    'sendMenu',
    async function sendMenu(this: FastifyReply, key: string, load: () => Promise<unknown>) {
      sendCached(this, await cache.getOrLoad(key, load), JSON_TYPE);
    },
  );
  app.decorateReply(
    'sendPage',
    async function sendPage(
      this: FastifyReply,
      key: string,
      load: () => Promise<string>,
      contentType = HTML_TYPE,
    ) {
      sendCached(this, await pages.getOrLoad(key, load), contentType, PAGE_VARY);
    },
  );
  app.decorateReply(
    'sendFreshPage',
    async function sendFreshPage(this: FastifyReply, html: string, status = 200) {
      this.status(status);
      sendCached(this, await cachedResponseOf(html, String), HTML_TYPE, PAGE_VARY);
    },
  );
  app.addHook('onClose', async () => {
    await unsubscribe().catch(() => {});
    await unsubscribePages().catch(() => {});
  });
});
