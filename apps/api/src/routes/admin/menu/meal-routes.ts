import {
  adminMealListQuerySchema,
  adminMealListResponseSchema,
  adminMealResponseSchema,
  errorResponseSchema,
  mealFormSchema,
  mealParamsSchema,
  mealToggleSchema,
  mealUpdateFormSchema,
  successResponseSchema,
} from '@shop/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminOf } from '../../../plugins/session-guards.ts';
import { createMeal } from '../../../services/admin-menu/create-meal.ts';
import { deleteMeal } from '../../../services/admin-menu/delete-meal.ts';
import { listAdminMeals } from '../../../services/admin-menu/list-admin-meals.ts';
import { setMealStatus } from '../../../services/admin-menu/set-meal-status.ts';
import { updateMeal } from '../../../services/admin-menu/update-meal.ts';
import { MEAL_FILE_FIELDS, mealFileParts } from './menu-files.ts';
import { menuFormFiles, readMenuForm } from './read-menu-form.ts';

const tags = ['back office: menu'];
const refusals = { 400: errorResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema };
const fileRefusals = { 413: errorResponseSchema, 415: errorResponseSchema };

/**
 * Both paths of each write: the back office's own and the shop's; both need an admin session
 * (docs/product-rules.md#who-may-do-what).
 */
const ADMIN_PATH = '/api/admin/meals';
const SHOP_PATH = '/api/meals';

const mealFiles = (request: FastifyRequest) => ({
  images: menuFormFiles(request, 'images'),
  videos: menuFormFiles(request, 'videos'),
});

export const adminMealRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    ADMIN_PATH,
    {
      schema: {
        tags,
        summary: 'Every meal, off-menu ones too, filtered and paged (back office)',
        description:
          'Newest first. `available` filters by the on-menu switch (not by stock); each meal ' +
          'carries its stock, sold quantity, images and videos.',
        querystring: adminMealListQuerySchema,
        response: {
          200: adminMealListResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
        },
      },
    },
    (request) => listAdminMeals(app.db, request.query),
  );

  const createRoute = {
    preValidation: readMenuForm(MEAL_FILE_FIELDS),
    schema: {
      tags,
      summary: 'Add a meal with its images and videos (back office)',
      description:
        'multipart/form-data (or JSON without files). A file that is not a picture, or not an ' +
        'MP4/WebM video by its bytes, refuses the whole meal: nothing is kept. The meal is on ' +
        'the menu at once. A name its category already has (any letter case) is refused (409).',
      consumes: ['application/json', 'multipart/form-data'],
      body: mealFormSchema,
      multipartBody: mealFormSchema.extend(mealFileParts),
      response: {
        201: adminMealResponseSchema,
        400: errorResponseSchema,
        401: errorResponseSchema,
        409: errorResponseSchema,
        ...fileRefusals,
      },
    },
  };
  for (const path of [ADMIN_PATH, SHOP_PATH]) {
    app.post(path, createRoute, async (request, reply) => {
      const input = { ...request.body, ...mealFiles(request) };
      const created = await createMeal(app.db, adminOf(request).id, input, app.files);
      await app.invalidateMenu();
      return reply.status(201).send(created);
    });
  }

  const updateRoute = {
    preValidation: readMenuForm(MEAL_FILE_FIELDS),
    schema: {
      tags,
      summary: 'Edit a meal, its images and videos (back office)',
      description:
        '`keptImages` / `keptVideos` (JSON lists of the current URLs) say which files stay and ' +
        'in what order; new files follow them; left out, all stay. At most 8 images and 3 videos ' +
        'in the end. Files no longer used are deleted. With `version`, a meal changed since the ' +
        'form was read (an order took stock, another admin saved it) is refused (409) with the ' +
        'meal as it is now in `details.meal`.',
      params: mealParamsSchema,
      consumes: ['application/json', 'multipart/form-data'],
      body: mealUpdateFormSchema,
      multipartBody: mealUpdateFormSchema.extend(mealFileParts),
      response: {
        200: adminMealResponseSchema,
        ...refusals,
        409: errorResponseSchema,
        ...fileRefusals,
      },
    },
  };
  for (const path of [`${ADMIN_PATH}/:id`, `${SHOP_PATH}/:id`]) {
    app.put(path, updateRoute, async (request) => {
      const input = { ...request.body, ...mealFiles(request) };
      const { id } = request.params;
      const updated = await updateMeal(app.db, adminOf(request).id, id, input, app.files);
      await app.invalidateMenu();
      return updated;
    });
  }

  const toggleRoute = {
    schema: {
      tags,
      summary: 'Put a meal on the menu or take it off (back office)',
      description: '`{ "available": true | false }` sets the state; no body flips it.',
      params: mealParamsSchema,
      body: mealToggleSchema,
      response: { 200: adminMealResponseSchema, ...refusals },
    },
  };
  const toggles = [
    ['PUT', `${ADMIN_PATH}/:id/toggle-status`],
    ['PATCH', `${SHOP_PATH}/:id/toggle-status`],
  ] as const;
  for (const [method, url] of toggles) {
    app.route({
      method,
      url,
      ...toggleRoute,
      handler: async (request) => {
        const { id } = request.params;
        const wanted = request.body.available;
        const changed = await setMealStatus(app.db, adminOf(request).id, id, wanted);
        await app.invalidateMenu();
        return changed;
      },
    });
  }

  const deleteRoute = {
    schema: {
      tags,
      summary: 'Delete a meal (back office)',
      description:
        'Past orders keep the meal’s name, category and price (their lines hold copies), so no ' +
        'order history is lost; deactivate a meal to only take it off the menu. Its files are ' +
        'deleted; the audit log keeps what it was.',
      params: mealParamsSchema,
      response: { 200: successResponseSchema, ...refusals },
    },
  };
  for (const path of [`${ADMIN_PATH}/:id`, `${SHOP_PATH}/:id`]) {
    app.delete(path, deleteRoute, async (request) => {
      const { id } = request.params;
      const deleted = await deleteMeal(app.db, adminOf(request).id, id, app.files);
      await app.invalidateMenu();
      return deleted;
    });
  }
};
