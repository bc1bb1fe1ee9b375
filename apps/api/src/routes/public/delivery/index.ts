import { publicDeliveryAreaListSchema } from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listPublicAreas } from '../../../services/delivery-areas/area-view.ts';

/** Where the shop delivers (docs/product-rules.md#delivery-areas). */
export const deliveryAreaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/delivery/areas',
    {
      schema: {
        tags: ['delivery areas'],
        summary: 'The delivery areas, with their fees and minimum orders',
        description:
          'By name. `places` are the words that find the area in an address (empty: its name). Never cached.',
        response: { 200: publicDeliveryAreaListSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { areas: await listPublicAreas(app.db) };
    },
  );
};
