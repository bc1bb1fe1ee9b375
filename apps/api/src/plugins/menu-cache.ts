import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type CachedResponse, ResponseCache } from '../lib/response-cache.ts';

/** NOTIFY channel on which any process announces that the menu changed. */
export const MENU_CHANGED_CHANNEL = 'menu_changed';

declare module 'fastify' {
  interface FastifyInstance {
    menuCache: ResponseCache;
    /** Call after a menu change has committed: clears every process's cached menu reads. */
    invalidateMenu(): Promise<void>;
  }
}

/**
 * The public menu is read constantly and changes rarely: its responses are cached serialized
 * and invalidated across processes through PostgreSQL LISTEN/NOTIFY (DESIGN.md).
 */
export const menuCachePlugin = fp(async (app: FastifyInstance) => {
  const cache = new ResponseCache();
  const unsubscribe = await app.database.listen(MENU_CHANGED_CHANNEL, () => cache.clear());
  app.decorate('menuCache', cache);
  app.decorate('invalidateMenu', async () => {
    cache.clear();
    await app.database.notify(MENU_CHANGED_CHANNEL, '');
  });
  app.addHook('onClose', async () => {
    await unsubscribe().catch(() => {});
  });
});

/** Sends a cached JSON body with its ETag, or 304 when the client already has it. */
export function sendCached(request: FastifyRequest, reply: FastifyReply, cached: CachedResponse) {
  reply.header('etag', cached.etag).header('cache-control', 'no-cache');
  if (request.headers['if-none-match'] === cached.etag) return reply.status(304).send();
  return reply.type('application/json; charset=utf-8').send(cached.body);
}
