import { errorResponseSchema, healthResponseSchema } from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { checkHealth } from '../../services/system/check-health.ts';

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
    () => checkHealth(app.database),
  );
};
