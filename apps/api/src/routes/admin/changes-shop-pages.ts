import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/**
 * Wraps a back-office area whose changes the shop's pages show (galleries, events, offers):
 * every successful write clears this process's rendered pages before its answer goes out (so
 * the admin who opens the shop next sees the change) and tells the other processes. The write
 * has committed by then: a failed notice is logged, never turned into a failed answer.
 */
export function changesShopPages(area: FastifyPluginAsyncZod): FastifyPluginAsyncZod {
  return async function shopPagesFollow(app) {
    app.addHook('onSend', async (request, reply, payload) => {
      const write = request.method !== 'GET' && request.method !== 'HEAD';
      if (write && reply.statusCode < 400) {
        await app.invalidatePages().catch((error: unknown) => {
          request.log.error({ err: error }, 'the other processes were not told to clear pages');
        });
      }
      return payload;
    });
    await app.register(area);
  };
}
