import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/**
 * Wraps a back-office area whose changes the shop's pages show (galleries, events, offers):
 * every successful write clears the rendered pages in every process before its answer goes
 * out, so the admin who opens the shop next sees the change.
 */
export function changesShopPages(area: FastifyPluginAsyncZod): FastifyPluginAsyncZod {
  return async function shopPagesFollow(app) {
    app.addHook('onSend', async (request, reply, payload) => {
      const write = request.method !== 'GET' && request.method !== 'HEAD';
      if (write && reply.statusCode < 400) await app.invalidatePages();
      return payload;
    });
    await app.register(area);
  };
}
