import {
  errorResponseSchema,
  FEEDBACK_MESSAGES,
  feedbackRequestSchema,
  MAX_FEEDBACK_IMAGES,
  MAX_IMAGE_BYTES,
  successResponseSchema,
} from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  multipartFormPlugin,
  readMultipartForm,
  uploadedFiles,
} from '../../../plugins/multipart-form.ts';
import { submitFeedback } from '../../../services/feedback/submit-feedback.ts';

/** The feedback page's form: the JSON body's fields plus the pictures (documentation only). */
const feedbackFormSchema = feedbackRequestSchema.extend({
  images: z
    .array(z.file())
    .max(MAX_FEEDBACK_IMAGES)
    .optional()
    .meta({
      description:
        'Up to 5 pictures (JPEG, PNG, WebP, GIF or AVIF), 5 MB each, one part per file. ' +
        'They are re-encoded as WebP (at most 1600 px a side, no metadata) under new names.',
    }),
});

export const feedbackRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipartFormPlugin);

  app.post(
    '/api/feedback',
    {
      config: { rateLimit: app.formPostRateLimit },
      preValidation: readMultipartForm({
        fileField: 'images',
        maxFiles: MAX_FEEDBACK_IMAGES,
        maxFileBytes: MAX_IMAGE_BYTES,
        messages: {
          tooManyFiles: FEEDBACK_MESSAGES.tooManyImages,
          fileTooLarge: FEEDBACK_MESSAGES.tooLarge,
        },
      }),
      schema: {
        tags: ['messages'],
        summary: 'Send feedback, optionally with pictures',
        description:
          'JSON (the floating form) or multipart/form-data (the feedback page, with up to 5 ' +
          '`images` files). A file that does not decode as a picture is refused, and so is ' +
          'the whole feedback: nothing is kept. New feedback is pending. Rate limited per IP.',
        consumes: ['application/json', 'multipart/form-data'],
        body: feedbackRequestSchema,
        multipartBody: feedbackFormSchema,
        response: {
          201: successResponseSchema,
          400: errorResponseSchema,
          413: errorResponseSchema,
          415: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const input = { ...request.body, images: uploadedFiles(request) };
      return reply.status(201).send(await submitFeedback(app.db, input, app.files));
    },
  );
};
