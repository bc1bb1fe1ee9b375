import { errorResponseSchema, healthResponseSchema, MESSAGES } from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Liveness and database check',
        response: { 200: healthResponseSchema, 503: errorResponseSchema },
      },
    },
    async (request, reply) => {
      try {
        await app.database.ping();
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        return reply
          .status(503)
          .send({ error: 'SERVICE_UNAVAILABLE', message: MESSAGES.databaseUnavailable });
      }
      return { status: 'ok' as const, database: 'ok' as const };
    },
  );
};
