import {
  categoryListResponseSchema,
  errorResponseSchema,
  mealListQuerySchema,
  mealListResponseSchema,
  mealParamsSchema,
  mealResponseSchema,
} from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getMeal } from '../../../services/menu/get-meal.ts';
import { listCategories } from '../../../services/menu/list-categories.ts';
import { listMeals } from '../../../services/menu/list-meals.ts';

const cachedNote =
  'Served from a cache invalidated on every menu change, compressed (br, gzip) ahead of time; ' +
  'supports ETag / If-None-Match.';

export const menuRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/categories',
    {
      compress: false,
      schema: {
        tags: ['menu'],
        summary: 'Active categories in menu order',
        description: cachedNote,
        response: { 200: categoryListResponseSchema },
      },
    },
    (_request, reply) => reply.sendMenu('categories', () => listCategories(app.db)),
  );

  app.get(
    '/api/categories/active',
    {
      compress: false,
      schema: {
        tags: ['menu'],
        summary: 'Active categories in menu order (as /api/categories)',
        description: cachedNote,
        response: { 200: categoryListResponseSchema },
      },
    },
    (_request, reply) => reply.sendMenu('categories', () => listCategories(app.db)),
  );

  app.get(
    '/api/meals',
    {
      compress: false,
      schema: {
        tags: ['menu'],
        summary: 'Meals on the menu, filtered, sorted and paged',
        description: cachedNote,
        querystring: mealListQuerySchema,
        response: { 200: mealListResponseSchema, 400: errorResponseSchema },
      },
    },
    ({ query }, reply) =>
      reply.sendMenu(`meals:${JSON.stringify(query)}`, () => listMeals(app.db, query)),
  );

  app.get(
    '/api/meals/:id',
    {
      compress: false,
      schema: {
        tags: ['menu'],
        summary: 'One meal on the menu',
        description: cachedNote,
        params: mealParamsSchema,
        response: { 200: mealResponseSchema, 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    ({ params: { id } }, reply) =>
      reply.sendMenu(`meal:${id}`, async () => ({ data: await getMeal(app.db, id) })),
  );
};
