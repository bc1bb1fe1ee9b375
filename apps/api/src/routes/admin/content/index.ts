import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminContactRoutes } from './contacts.ts';
import { adminFeedbackRoutes } from './feedback.ts';
import { adminGalleryRoutes } from './gallery.ts';

/**
 * Gallery, contact messages and feedback (docs/product-rules.md#back-office). The paths sit beside
 * the public calls (GET /api/gallery, POST /api/contact, POST /api/feedback), but every route here
 * needs an admin session (docs/product-rules.md#who-may-do-what). The CSV exports are built in the
 * browser.
 */
export const adminContentRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(adminGalleryRoutes);
  await app.register(adminContactRoutes);
  await app.register(adminFeedbackRoutes);
};
