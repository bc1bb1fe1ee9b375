import {
  errorResponseSchema,
  healthResponseSchema,
  type ReadinessResponse,
  readinessResponseSchema,
} from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { checkHealth } from '../../services/system/check-health.ts';
import { checkReadiness } from '../../services/system/check-readiness.ts';

/**
 * Readiness is asked by every load balancer and may be asked by anyone: its checks (a database
 * round trip, a probe file written and deleted) run at most once in this long, and callers in
 * between share the answer.
 */
const READINESS_REUSE_MS = 1_000;

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  let latest: { at: number; answer: Promise<ReadinessResponse> } | undefined;
  const readiness = () => {
    const now = app.clock().getTime();
    if (!latest || now - latest.at >= READINESS_REUSE_MS) {
      latest = {
        at: now,
        answer: checkReadiness({
          database: app.database,
          storage: app.files,
          onFailure: (check, error) =>
            app.log.warn({ err: error, check }, 'readiness check failed'),
        }),
      };
    }
    return latest.answer;
  };

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
          'Each check has 2 seconds; one that takes longer has failed. The checks run at most once a second; callers in between get the same answer.',
        response: {
          200: readinessResponseSchema.describe('Ready'),
          503: readinessResponseSchema.describe('Not ready: the failed checks are not ok'),
        },
      },
    },
    async (_request, reply) => {
      const answer = await readiness();
      return reply.status(answer.status === 'ready' ? 200 : 503).send(answer);
    },
  );
};
