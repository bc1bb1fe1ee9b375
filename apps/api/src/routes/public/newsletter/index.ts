import { errorResponseSchema, newsletterRequestSchema, successResponseSchema } from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { subscribeToNewsletter } from '../../../services/newsletter/subscribe-to-newsletter.ts';

export const newsletterRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/newsletter',
    {
      config: { rateLimit: app.formPostRateLimit },
      schema: {
        tags: ['messages'],
        summary: 'Subscribe an email address to the newsletter',
        description:
          'An address already subscribed, in any letter case, is refused with 409. Rate limited per IP.',
        body: newsletterRequestSchema,
        response: {
          201: successResponseSchema,
          400: errorResponseSchema,
          409: errorResponseSchema,
          415: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await subscribeToNewsletter(app.db, request.body.email)),
  );
};
