import {
  adminEventListQuerySchema,
  adminEventListResponseSchema,
  adminEventParamsSchema,
  adminEventResponseSchema,
  adminEventSavedSchema,
  errorResponseSchema,
  eventFormSchema,
  MAX_EVENT_IMAGE_BYTES,
  PROMOTION_MESSAGES,
  successResponseSchema,
} from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  multipartFormPlugin,
  readMultipartForm,
  uploadedFiles,
} from '../../../plugins/multipart-form.ts';
import { adminOf } from '../../../plugins/session-guards.ts';
import { createEvent } from '../../../services/admin-promotions/create-event.ts';
import { deleteEvent } from '../../../services/admin-promotions/delete-event.ts';
import { getAdminEvent } from '../../../services/admin-promotions/get-admin-event.ts';
import { listAdminEvents } from '../../../services/admin-promotions/list-admin-events.ts';
import { updateEvent } from '../../../services/admin-promotions/update-event.ts';

const tags = ['events'];
const refusals = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};
const formRefusals = { ...refusals, 413: errorResponseSchema, 415: errorResponseSchema };
const { 404: _unknownId, ...createRefusals } = formRefusals;

/** The event form with its picture (documentation only: the reader hands files over apart). */
const eventMultipartSchema = eventFormSchema.safeExtend({
  image: z
    .file()
    .optional()
    .meta({
      description:
        'Optional picture (JPEG, PNG, WebP, GIF or AVIF, at most 5 MB), re-encoded as WebP under a new name. ' +
        'On an update, leaving it out keeps the current picture.',
    }),
});

const readEventForm = readMultipartForm({
  fileField: 'image',
  maxFiles: 1,
  maxFileBytes: MAX_EVENT_IMAGE_BYTES,
  messages: {
    tooManyFiles: PROMOTION_MESSAGES.oneImage,
    fileTooLarge: PROMOTION_MESSAGES.imageTooLarge,
  },
});

const saveDescription =
  'multipart/form-data (the screen, with an optional `image` file) or JSON. A coupon code creates or updates the coupon of that code ' +
  'in the same transaction: percentage off, valid from start to end, active with the event. A code another event uses, ' +
  'or a promo banner code, is refused with 409. A code the event no longer names is deactivated, never deleted.';

/** The back office's events (docs/product-rules.md#events-and-coupons). */
export const adminEventRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipartFormPlugin);

  app.get(
    '/api/admin/events',
    {
      schema: {
        tags,
        summary: 'List events (back office)',
        description:
          'Newest first, filtered by text and derived status, a page at a time; `stats` counts every event and those running now.',
        querystring: adminEventListQuerySchema,
        response: {
          200: adminEventListResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
        },
      },
    },
    (request) => listAdminEvents(app.db, request.query),
  );

  app.get(
    '/api/admin/events/:id',
    {
      schema: {
        tags,
        summary: 'One event (back office)',
        params: adminEventParamsSchema,
        response: { 200: adminEventResponseSchema, ...refusals },
      },
    },
    (request) => getAdminEvent(app.db, request.params.id),
  );

  app.post(
    '/api/admin/events',
    {
      preValidation: readEventForm,
      schema: {
        tags,
        summary: 'Create an event (back office)',
        description: saveDescription,
        consumes: ['multipart/form-data', 'application/json'],
        body: eventFormSchema,
        multipartBody: eventMultipartSchema,
        response: { 201: adminEventSavedSchema, ...createRefusals },
      },
    },
    async (request, reply) => {
      const write = { form: request.body, images: uploadedFiles(request) };
      const saved = await createEvent(app.db, adminOf(request).id, write, app.files);
      return reply.status(201).send(saved);
    },
  );

  app.put(
    '/api/admin/events/:id',
    {
      preValidation: readEventForm,
      schema: {
        tags,
        summary: 'Change an event (back office)',
        description: saveDescription,
        consumes: ['multipart/form-data', 'application/json'],
        params: adminEventParamsSchema,
        body: eventFormSchema,
        multipartBody: eventMultipartSchema,
        response: { 200: adminEventSavedSchema, ...formRefusals },
      },
    },
    (request) => {
      const write = { form: request.body, images: uploadedFiles(request) };
      return updateEvent(app.db, adminOf(request).id, request.params.id, write, app.files);
    },
  );

  app.delete(
    '/api/admin/events/:id',
    {
      schema: {
        tags,
        summary: 'Delete an event (back office)',
        description:
          'Deletes the event and its picture. Its coupon is deactivated, not deleted, so orders that used it keep their history.',
        params: adminEventParamsSchema,
        response: { 200: successResponseSchema, ...refusals },
      },
    },
    (request) => deleteEvent(app.db, adminOf(request).id, request.params.id, app.files),
  );
};
