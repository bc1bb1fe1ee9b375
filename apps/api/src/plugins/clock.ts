import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The instant the rules of a restaurant's day are decided at (opening hours, pauses, slots).
     * The real time in production; tests hand buildApp a clock they move.
     */
    clock(): Date;
  }
}

export const clockPlugin = fp(async (app: FastifyInstance, opts: { clock: () => Date }) => {
  const { clock } = opts;
  app.decorate('clock', () => clock());
});
