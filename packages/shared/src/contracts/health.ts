import { z } from 'zod';

export const healthResponseSchema = z
  .object({ status: z.literal('ok'), database: z.literal('ok') })
  .meta({ id: 'Health' });
export type HealthResponse = z.infer<typeof healthResponseSchema>;

/** GET /api/health/ready: whether this server can take traffic, check by check, nothing more. */
export const readinessResponseSchema = z
  .object({
    status: z.enum(['ready', 'not_ready']),
    database: z.enum(['ok', 'unavailable']),
    migrations: z.enum(['ok', 'pending', 'unavailable']).meta({
      description:
        'pending: a migration of this build is not applied; unavailable: it could not be checked',
    }),
    storage: z.enum(['ok', 'unavailable']).meta({
      description: 'Whether the file store takes a new file',
    }),
  })
  .meta({ id: 'Readiness' });
export type ReadinessResponse = z.infer<typeof readinessResponseSchema>;
