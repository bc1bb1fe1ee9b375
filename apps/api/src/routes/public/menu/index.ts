import {
  categoryListResponseSchema,
  errorResponseSchema,
  mealListQuerySchema,
  mealListResponseSchema,
  mealParamsSchema,
  mealResponseSchema,
} from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendCached } from '../../plugins/menu-cache.ts';
import { getMeal } from '../../services/menu/get-meal.ts';
import { listCategories } from '../../services/menu/list-categories.ts';
import { listMeals } from '../../services/menu/list-meals.ts';

const cachedNote =
  'Served from a cache invalidated on every menu change; supports ETag / If-None-Match.';

export const menuRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/categories',
    {
      schema: {
        tags: ['menu'],
        summary: 'Active categories in menu order',
        description: cachedNote,
        response: { 200: categoryListResponseSchema },
      },
    },
    async (request, reply) => {
      const cached = await app.menuCache.getOrLoad('categories', () => listCategories(app.db));
      return sendCached(request, reply, cached);
    },
  );

  app.get(
    '/api/meals',
    {
      schema: {
        tags: ['menu'],
        summary: 'Meals on the menu, filtered, sorted and paged',
        description: cachedNote,
        querystring: mealListQuerySchema,
        response: { 200: mealListResponseSchema, 400: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const key = `meals:${JSON.stringify(request.query)}`;
      const cached = await app.menuCache.getOrLoad(key, () => listMeals(app.db, request.query));
      return sendCached(request, reply, cached);
    },
  );

  app.get(
    '/api/meals/:id',
    {
      schema: {
        tags: ['menu'],
        summary: 'One meal on the menu',
        description: cachedNote,
        params: mealParamsSchema,
        response: { 200: mealResponseSchema, 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const cached = await app.menuCache.getOrLoad(`meal:${id}`, async () => ({
        data: await getMeal(app.db, id),
      }));
      return sendCached(request, reply, cached);
    },
  );
};
