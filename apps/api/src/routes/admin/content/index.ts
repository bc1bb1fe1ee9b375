import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminContactRoutes } from './contacts.ts';
import { adminFeedbackRoutes } from './feedback.ts';
import { adminGalleryRoutes } from './gallery.ts';

/**
 * Gallery, contact messages and feedback (spec §2, §7). The paths are the spec's, beside the
 * public calls (GET /api/gallery, POST /api/contact, POST /api/feedback), but every route here
 * needs an admin session (DECISIONS §2). The CSV exports are built in the browser.
 */
export const adminContentRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(adminGalleryRoutes);
  await app.register(adminContactRoutes);
  await app.register(adminFeedbackRoutes);
};
