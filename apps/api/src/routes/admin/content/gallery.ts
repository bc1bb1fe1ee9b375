import {
  ADMIN_GALLERY_MESSAGES,
  adminGalleryListResponseSchema,
  adminGalleryQuerySchema,
  errorResponseSchema,
  galleryFormSchema,
  galleryParamsSchema,
  gallerySavedResponseSchema,
  MAX_GALLERY_IMAGE_BYTES,
  MAX_GALLERY_IMAGES,
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
import { createGallery } from '../../../services/admin-content/create-gallery.ts';
import { deleteGallery } from '../../../services/admin-content/delete-gallery.ts';
import { listAdminGalleries } from '../../../services/admin-content/list-admin-galleries.ts';
import { updateGallery } from '../../../services/admin-content/update-gallery.ts';

const tags = ['gallery'];
const refusals = { 400: errorResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema };
const formRefusals = { ...refusals, 413: errorResponseSchema, 415: errorResponseSchema };

/** The gallery form: its text fields plus the pictures (documentation only). */
const galleryMultipartSchema = galleryFormSchema.extend({
  images: z
    .array(z.file())
    .max(MAX_GALLERY_IMAGES)
    .optional()
    .meta({
      description:
        `Up to ${MAX_GALLERY_IMAGES} pictures (JPEG, PNG, WebP, GIF or AVIF), 10 MB each, one part ` +
        'per file, re-encoded as WebP (at most 1600 px a side, no metadata) under new names.',
    }),
});

const readGalleryForm = readMultipartForm({
  fileField: 'images',
  maxFiles: MAX_GALLERY_IMAGES,
  maxFileBytes: MAX_GALLERY_IMAGE_BYTES,
  messages: {
    tooManyFiles: ADMIN_GALLERY_MESSAGES.tooManyImages,
    fileTooLarge: ADMIN_GALLERY_MESSAGES.tooLarge,
  },
});

const FIELDS =
  'Fields: title (required), description, category (at most 50 characters, kept in lower case; ' +
  'blank is other), isActive (true or false), tags (comma-separated, or the field repeated).';

/** The back office's gallery: every gallery (active or not), and creating, editing, deleting. */
export const adminGalleryRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipartFormPlugin);

  app.get(
    '/api/gallery/admin/all',
    {
      schema: {
        tags,
        summary: 'Every gallery, active or not, a page at a time (back office)',
        description:
          'Newest first. search finds text in the title, description, category or tags, in any case.',
        querystring: adminGalleryQuerySchema,
        response: {
          200: adminGalleryListResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
        },
      },
    },
    ({ query }) => listAdminGalleries(app.db, query),
  );

  app.post(
    '/api/gallery',
    {
      preValidation: readGalleryForm,
      schema: {
        tags,
        summary: 'Create a gallery (back office)',
        description:
          `multipart/form-data with at least one \`images\` file. ${FIELDS} A file that does not ` +
          'decode as a picture refuses the whole gallery: nothing is kept. Active unless isActive=false.',
        consumes: ['multipart/form-data', 'application/json'],
        body: galleryFormSchema,
        multipartBody: galleryMultipartSchema,
        response: { 201: gallerySavedResponseSchema, ...formRefusals },
      },
    },
    async (request, reply) => {
      const saved = await createGallery(
        app.db,
        adminOf(request).id,
        request.body,
        uploadedFiles(request),
        app.files,
      );
      return reply.status(201).send(saved);
    },
  );

  app.put(
    '/api/gallery/:id',
    {
      preValidation: readGalleryForm,
      schema: {
        tags,
        summary: 'Edit a gallery (back office)',
        description:
          `${FIELDS} A field left out keeps its value. Pictures sent replace the gallery's ` +
          'pictures; with none sent it keeps the ones it has.',
        consumes: ['multipart/form-data', 'application/json'],
        params: galleryParamsSchema,
        body: galleryFormSchema,
        multipartBody: galleryMultipartSchema,
        response: { 200: gallerySavedResponseSchema, ...formRefusals },
      },
    },
    (request) =>
      updateGallery(
        app.db,
        adminOf(request).id,
        request.params.id,
        request.body,
        uploadedFiles(request),
        app.files,
      ),
  );

  app.delete(
    '/api/gallery/:id',
    {
      schema: {
        tags,
        summary: 'Delete a gallery and its pictures (back office)',
        params: galleryParamsSchema,
        response: { 200: successResponseSchema, ...refusals },
      },
    },
    (request) => deleteGallery(app.db, adminOf(request).id, request.params.id, app.files),
  );
};
