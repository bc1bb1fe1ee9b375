import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { multipartFormPlugin } from '../../../plugins/multipart-form.ts';
import { adminCategoryRoutes } from './category-routes.ts';
import { adminMealRoutes } from './meal-routes.ts';

/**
 * Categories and meals: create, edit, toggle, delete, with image and video uploads. Every
 * change is audit-logged in its transaction and then clears the menu cache of every server
 * process (app.invalidateMenu: NOTIFY menu_changed), so the shop shows it at once.
 */
export const adminMenuRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipartFormPlugin);
  await app.register(adminCategoryRoutes);
  await app.register(adminMealRoutes);
};
