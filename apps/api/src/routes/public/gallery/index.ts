import { errorResponseSchema, galleryListResponseSchema, galleryQuerySchema } from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listGalleries } from '../../../services/gallery/list-galleries.ts';

export const galleryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/gallery',
    {
      schema: {
        tags: ['gallery'],
        summary: 'Active galleries, newest first, with their image URLs',
        description:
          'category: one gallery category, or all (the same as leaving it out). ' +
          'featured=true lists only featured galleries (the home slider), featured=false only ' +
          'the others. Image URLs are in display order.',
        querystring: galleryQuerySchema,
        response: { 200: galleryListResponseSchema, 400: errorResponseSchema },
      },
    },
    async ({ query }) => ({
      success: true as const,
      data: await listGalleries(app.db, query),
      message: 'Galleries retrieved successfully',
    }),
  );
};
