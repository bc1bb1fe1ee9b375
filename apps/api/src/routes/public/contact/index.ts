import { contactRequestSchema, errorResponseSchema, successResponseSchema } from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { saveContactMessage } from '../../../services/contact/save-contact-message.ts';

export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/contact',
    {
      config: { rateLimit: app.formPostRateLimit },
      schema: {
        tags: ['messages'],
        summary: 'Send a message to the restaurant',
        description: 'Kept unread for the admin. Rate limited per IP.',
        body: contactRequestSchema,
        response: {
          201: successResponseSchema,
          400: errorResponseSchema,
          415: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await saveContactMessage(app.db, request.body)),
  );
};
