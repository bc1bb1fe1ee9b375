import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The shop's public address (PUBLIC_URL), without a trailing slash: canonical links,
     * preview images, the sitemap and mailed links are absolute. Never taken from a request's
     * Host header, which a client chooses and a cached page would keep.
     */
    publicUrl: string;
  }
}

export const publicUrlPlugin = fp(async (app: FastifyInstance, opts: { publicUrl: string }) => {
  app.decorate('publicUrl', opts.publicUrl.replace(/\/+$/, ''));
});
