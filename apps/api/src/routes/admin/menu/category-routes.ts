import {
  adminCategoryListQuerySchema,
  adminCategoryListResponseSchema,
  adminCategoryResponseSchema,
  categoryFormSchema,
  categoryParamsSchema,
  categoryToggleSchema,
  errorResponseSchema,
  successResponseSchema,
} from '@shop/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminOf } from '../../../plugins/session-guards.ts';
import { createCategory } from '../../../services/admin-menu/create-category.ts';
import { deleteCategory } from '../../../services/admin-menu/delete-category.ts';
import { listAdminCategories } from '../../../services/admin-menu/list-admin-categories.ts';
import { setCategoryStatus } from '../../../services/admin-menu/set-category-status.ts';
import { updateCategory } from '../../../services/admin-menu/update-category.ts';
import { CATEGORY_FILE_FIELDS, categoryFileParts } from './menu-files.ts';
import { menuFormFiles, readMenuForm } from './read-menu-form.ts';

const tags = ['back office: menu'];
const refusals = { 400: errorResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema };
const conflicts = { ...refusals, 409: errorResponseSchema };
const fileRefusals = { 413: errorResponseSchema, 415: errorResponseSchema };

const categoryForm = {
  consumes: ['application/json', 'multipart/form-data'],
  body: categoryFormSchema,
  multipartBody: categoryFormSchema.extend(categoryFileParts),
};

const uploadedImage = (request: FastifyRequest) =>
  menuFormFiles(request, 'categoryImage')[0] ?? null;

export const adminCategoryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/categories',
    {
      schema: {
        tags,
        summary: 'Every category, inactive ones too, with meal counts (back office)',
        description:
          'Filtered by a search in name or description and by status; `total` counts every category.',
        querystring: adminCategoryListQuerySchema,
        response: {
          200: adminCategoryListResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
        },
      },
    },
    (request) => listAdminCategories(app.db, request.query),
  );

  app.post(
    '/api/categories',
    {
      preValidation: readMenuForm(CATEGORY_FILE_FIELDS),
      schema: {
        tags,
        summary: 'Add a category (back office)',
        description:
          'JSON, or multipart/form-data with an optional `categoryImage`. Names are unique whatever ' +
          'their letter case (409). The new category is active and last in menu order.',
        ...categoryForm,
        response: {
          201: adminCategoryResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          409: errorResponseSchema,
          ...fileRefusals,
        },
      },
    },
    async (request, reply) => {
      const input = { ...request.body, image: uploadedImage(request) };
      const created = await createCategory(app.db, adminOf(request).id, input, app.files);
      await app.invalidateMenu();
      return reply.status(201).send(created);
    },
  );

  app.put(
    '/api/categories/:id',
    {
      preValidation: readMenuForm(CATEGORY_FILE_FIELDS),
      schema: {
        tags,
        summary: 'Edit a category (back office)',
        description:
          'A new `categoryImage` replaces the picture; `removeImage=true` drops it; neither keeps it.',
        params: categoryParamsSchema,
        ...categoryForm,
        response: { 200: adminCategoryResponseSchema, ...conflicts, ...fileRefusals },
      },
    },
    async (request) => {
      const input = { ...request.body, image: uploadedImage(request) };
      const { id } = request.params;
      const updated = await updateCategory(app.db, adminOf(request).id, id, input, app.files);
      await app.invalidateMenu();
      return updated;
    },
  );

  app.patch(
    '/api/categories/:id/toggle-status',
    {
      schema: {
        tags,
        summary: 'Put a category on the menu or take it off (back office)',
        description:
          '`{ "isActive": true | false }` sets the state; no body flips it. An inactive category ' +
          'hides its meals from the shop; they keep their own switch.',
        params: categoryParamsSchema,
        body: categoryToggleSchema,
        response: { 200: adminCategoryResponseSchema, ...refusals },
      },
    },
    async (request) => {
      const { id } = request.params;
      const changed = await setCategoryStatus(
        app.db,
        adminOf(request).id,
        id,
        request.body.isActive,
      );
      await app.invalidateMenu();
      return changed;
    },
  );

  app.delete(
    '/api/categories/:id',
    {
      schema: {
        tags,
        summary: 'Delete an empty category (back office)',
        description:
          'Refused with 409 while the category still has meals (move or delete them first) or a ' +
          'coupon is limited to it. The audit log keeps what it was.',
        params: categoryParamsSchema,
        response: { 200: successResponseSchema, ...conflicts },
      },
    },
    async (request) => {
      const { id } = request.params;
      const deleted = await deleteCategory(app.db, adminOf(request).id, id, app.files);
      await app.invalidateMenu();
      return deleted;
    },
  );
};
