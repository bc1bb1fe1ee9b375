import {
  contactListQuerySchema,
  contactListResponseSchema,
  contactParamsSchema,
  contactResponseSchema,
  errorResponseSchema,
  successResponseSchema,
} from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminOf } from '../../../plugins/session-guards.ts';
import { deleteContact } from '../../../services/admin-content/delete-contact.ts';
import { listContacts } from '../../../services/admin-content/list-contacts.ts';
import { openContact } from '../../../services/admin-content/open-contact.ts';

const tags = ['messages'];
const refusals = { 400: errorResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema };

/** The back office reads and deletes the messages visitors send with the contact form. */
export const adminContactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/contact',
    {
      schema: {
        tags,
        summary: 'Contact messages, newest first (back office)',
        description:
          'search finds text in the name, email or subject, in any case. At most `limit` ' +
          '(500 by default) come back; `matches` says how many match, and `stats` counts every ' +
          'message (unread: never opened by an admin; this week: 7 days; today: 24 hours).',
        querystring: contactListQuerySchema,
        response: {
          200: contactListResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
        },
      },
    },
    ({ query }) => listContacts(app.db, query),
  );

  app.get(
    '/api/contact/:id',
    {
      schema: {
        tags,
        summary: 'Open a contact message, which marks it read (back office)',
        description: 'The first opening sets read_at and is written to the audit log.',
        params: contactParamsSchema,
        response: { 200: contactResponseSchema, ...refusals },
      },
    },
    (request) => openContact(app.db, adminOf(request).id, request.params.id),
  );

  app.delete(
    '/api/contact/:id',
    {
      schema: {
        tags,
        summary: 'Delete a contact message (back office)',
        params: contactParamsSchema,
        response: { 200: successResponseSchema, ...refusals },
      },
    },
    (request) => deleteContact(app.db, adminOf(request).id, request.params.id),
  );
};
