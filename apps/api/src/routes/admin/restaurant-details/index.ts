import {
  errorResponseSchema,
  restaurantDetailsRequestSchema,
  restaurantDetailsResponseSchema,
} from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminOf } from '../../../plugins/session-guards.ts';
import {
  readRestaurantDetails,
  saveRestaurantDetails,
} from '../../../services/restaurant-details/restaurant-details.ts';

const tags = ['restaurant'];

/**
 * The restaurant's name, address, phone and PAN/VAT number, which head a customer receipt
 * (docs/product-rules.md#printed-tickets-and-receipts). A save is in the audit log.
 */
export const adminRestaurantDetailsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/restaurant-details',
    {
      schema: {
        tags,
        summary: 'The restaurant’s details for receipts (back office)',
        description: 'Until the owner saves them: the site’s own name, address and phone, no PAN.',
        response: { 200: restaurantDetailsResponseSchema, 401: errorResponseSchema },
      },
    },
    () => readRestaurantDetails(app.db),
  );

  app.put(
    '/api/admin/restaurant-details',
    {
      schema: {
        tags,
        summary: 'Set the restaurant’s details for receipts (back office)',
        description:
          'Name, one to four address lines, phone, and the 9-digit PAN/VAT number (empty: left off the receipt).',
        body: restaurantDetailsRequestSchema,
        response: {
          200: restaurantDetailsResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          409: errorResponseSchema.describe(
            'The details changed after the form was read (`version`): `details` holds them as they are now, shaped as GET answers',
          ),
        },
      },
    },
    (request) => {
      const { version, ...details } = request.body;
      return saveRestaurantDetails(app.db, adminOf(request).id, details, version);
    },
  );
};
