import {
  errorResponseSchema,
  feedbackImageParamsSchema,
  feedbackListQuerySchema,
  feedbackListResponseSchema,
  feedbackParamsSchema,
  feedbackStatusUpdateSchema,
  feedbackUpdatedResponseSchema,
  successResponseSchema,
} from '@shop/shared';
import type { FileStore } from '@shop/storage';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendStoredFile } from '../../../lib/send-stored-file.ts';
import { adminOf } from '../../../plugins/session-guards.ts';
import { changeFeedbackStatus } from '../../../services/admin-content/change-feedback-status.ts';
import { deleteFeedback } from '../../../services/admin-content/delete-feedback.ts';
import {
  feedbackImageKey,
  feedbackImageNotFound,
} from '../../../services/admin-content/feedback-image-key.ts';
import { listFeedback } from '../../../services/admin-content/list-feedback.ts';

const tags = ['messages'];
const refusals = { 400: errorResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema };

/**
 * A customer's feedback photos are private: whoever has the URL must still be an admin, and
 * no shared cache may keep them.
 */
const PRIVATE_PICTURE_CACHE = 'private, max-age=3600';

/** The picture's bytes as stored (sent as they are, never serialized). */
const pictureResponse = {
  200: z.unknown().meta({ description: 'The picture, with its image content type' }),
  ...refusals,
};

function sendPicture(request: FastifyRequest, reply: FastifyReply, files: FileStore) {
  const { fileName } = request.params as { fileName: string };
  return sendStoredFile(request, reply, files, feedbackImageKey(fileName), {
    cacheControl: PRIVATE_PICTURE_CACHE,
    notFound: feedbackImageNotFound,
  });
}

/** The back office reads feedback, sets its status, deletes it, and sees its pictures. */
export const adminFeedbackRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/feedback',
    {
      schema: {
        tags,
        summary: 'Feedback with its pictures, newest first (back office)',
        description:
          'search finds text in the name, email or message, in any case; category and rating ' +
          '(1-5) narrow it ("all" or nothing for any). At most `limit` (500 by default) come ' +
          'back; `matches` says how many match, `stats` counts all feedback, and `categories` ' +
          'lists every category some feedback has.',
        querystring: feedbackListQuerySchema,
        response: {
          200: feedbackListResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
        },
      },
    },
    ({ query }) => listFeedback(app.db, query),
  );

  app.put(
    '/api/feedback/:id',
    {
      schema: {
        tags,
        summary: 'Set a feedback’s status (back office)',
        description:
          'pending, reviewed or resolved, in any order; a change is written to the audit log.',
        params: feedbackParamsSchema,
        body: feedbackStatusUpdateSchema,
        response: { 200: feedbackUpdatedResponseSchema, ...refusals, 415: errorResponseSchema },
      },
    },
    (request) =>
      changeFeedbackStatus(app.db, adminOf(request).id, request.params.id, request.body.status),
  );

  app.delete(
    '/api/feedback/:id',
    {
      schema: {
        tags,
        summary: 'Delete a feedback and its pictures (back office)',
        params: feedbackParamsSchema,
        response: { 200: successResponseSchema, ...refusals },
      },
    },
    (request) => deleteFeedback(app.db, adminOf(request).id, request.params.id, app.files),
  );

  app.get(
    '/api/feedback/image/:fileName',
    {
      schema: {
        tags,
        summary: 'A feedback picture (back office)',
        description:
          'The picture itself (WebP as stored), for an admin only: feedback photos are a ' +
          'customer’s private uploads and are not served under /uploads to anyone else.',
        params: feedbackImageParamsSchema,
        response: pictureResponse,
      },
    },
    (request, reply) => sendPicture(request, reply, app.files),
  );

  // The feedback form stores pictures under the uploads root, which is served to everyone:
  // this route, more specific than /uploads/*, keeps that one folder for admins.
  app.get(
    '/uploads/feedback/:fileName',
    { schema: { hide: true, params: feedbackImageParamsSchema, response: pictureResponse } },
    (request, reply) => sendPicture(request, reply, app.files),
  );
};
