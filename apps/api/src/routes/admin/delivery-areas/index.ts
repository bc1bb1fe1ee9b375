import {
  adminDeliveryAreaListSchema,
  adminDeliveryAreaSavedSchema,
  adminDeliveryAreaSchema,
  deliveryAreaParamsSchema,
  deliveryAreaRequestSchema,
  errorResponseSchema,
  successResponseSchema,
} from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminOf } from '../../../plugins/session-guards.ts';
import { listAdminAreas, readAdminArea } from '../../../services/delivery-areas/area-view.ts';
import { deleteArea } from '../../../services/delivery-areas/delete-area.ts';
import { createArea, updateArea } from '../../../services/delivery-areas/save-area.ts';

const tags = ['delivery areas'];
const refusals = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  404: errorResponseSchema,
};
const nameTaken = errorResponseSchema.describe(
  'Another area has this name, whatever its letter case',
);

/** The back office's delivery areas (docs/product-rules.md#delivery-areas). */
export const adminDeliveryAreaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/delivery/areas',
    {
      schema: {
        tags,
        summary: 'List delivery areas (back office)',
        description: 'By name, each with the number of orders delivered to it.',
        response: { 200: adminDeliveryAreaListSchema, 401: errorResponseSchema },
      },
    },
    async () => ({ data: await listAdminAreas(app.db) }),
  );

  app.get(
    '/api/admin/delivery/areas/:id',
    {
      schema: {
        tags,
        summary: 'One delivery area (back office)',
        params: deliveryAreaParamsSchema,
        response: { 200: adminDeliveryAreaSchema, ...refusals },
      },
    },
    (request) => readAdminArea(app.db, request.params.id),
  );

  app.post(
    '/api/admin/delivery/areas',
    {
      schema: {
        tags,
        summary: 'Create a delivery area (back office)',
        description: '`places` left out: the area is found by its name.',
        body: deliveryAreaRequestSchema,
        response: {
          201: adminDeliveryAreaSavedSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          409: nameTaken,
        },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createArea(app.db, adminOf(request).id, request.body)),
  );

  app.put(
    '/api/admin/delivery/areas/:id',
    {
      schema: {
        tags,
        summary: 'Change a delivery area (back office)',
        description:
          'Every field is set (left out: its default). With `version`, an area changed since the form was read is refused (409). ' +
          'Every 409 carries the area as it is now in `details.area`. Orders placed keep the fee they were charged.',
        params: deliveryAreaParamsSchema,
        body: deliveryAreaRequestSchema,
        response: {
          200: adminDeliveryAreaSavedSchema,
          ...refusals,
          409: errorResponseSchema.describe(
            'A stale form or a name taken; `details.area` is the area as it is now',
          ),
        },
      },
    },
    (request) => updateArea(app.db, adminOf(request).id, request.params.id, request.body),
  );

  app.delete(
    '/api/admin/delivery/areas/:id',
    {
      schema: {
        tags,
        summary: 'Delete a delivery area (back office)',
        description: 'Orders delivered there keep the area’s name and fee.',
        params: deliveryAreaParamsSchema,
        response: { 200: successResponseSchema, ...refusals },
      },
    },
    (request) => deleteArea(app.db, adminOf(request).id, request.params.id),
  );
};
