import { errorResponseSchema, healthResponseSchema, readinessResponseSchema } from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { checkHealth } from '../../services/system/check-health.ts';
import { checkReadiness } from '../../services/system/check-readiness.ts';

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

  app.get(
    '/api/health/ready',
    {
      schema: {
        tags: ['system'],
        summary: 'Readiness: database, migrations and file storage',
        description:
          'For load balancers: 200 when this server can take traffic, 503 naming the check that failed. ' +
          'Each check has 2 seconds; one that takes longer has failed.',
        response: {
          200: readinessResponseSchema.describe('Ready'),
          503: readinessResponseSchema.describe('Not ready: the failed checks are not ok'),
        },
      },
    },
    async (request, reply) => {
      const readiness = await checkReadiness({
        database: app.database,
        storage: app.files,
        onFailure: (check, error) =>
          request.log.warn({ err: error, check }, 'readiness check failed'),
      });
      return reply.status(readiness.status === 'ready' ? 200 : 503).send(readiness);
    },
  );
};
