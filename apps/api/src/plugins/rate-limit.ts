import rateLimit, { type RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** The limit of the public forms (contact, feedback, newsletter): `config: { rateLimit }`. */
    formPostRateLimit: RateLimitOptions;
  }
}

/**
 * Per-route rate limits, counted per client IP and route. There is no global limit: menu reads
 * are cached and must stay about as cheap as a static file, so only the routes that write
 * what anonymous visitors send opt in. The limit error becomes a 429 in the error handler.
 */
export const rateLimitPlugin = fp(
  async (app: FastifyInstance, opts: { formPostsPerMinute: number }) => {
    await app.register(rateLimit, { global: false });
    app.decorate('formPostRateLimit', { max: opts.formPostsPerMinute, timeWindow: 60_000 });
  },
);
