import {
  adminCouponListQuerySchema,
  adminCouponListResponseSchema,
  adminCouponParamsSchema,
  adminCouponResponseSchema,
  adminCouponSavedSchema,
  couponCreateSchema,
  couponUpdateSchema,
  errorResponseSchema,
  successResponseSchema,
} from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminOf } from '../../../plugins/session-guards.ts';
import { createCoupon } from '../../../services/admin-promotions/create-coupon.ts';
import { deleteCoupon } from '../../../services/admin-promotions/delete-coupon.ts';
import { getAdminCoupon } from '../../../services/admin-promotions/get-admin-coupon.ts';
import { listAdminCoupons } from '../../../services/admin-promotions/list-admin-coupons.ts';
import { updateCoupon } from '../../../services/admin-promotions/update-coupon.ts';

const tags = ['coupons'];
const refusals = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};
const { 404: _unknownId, ...createRefusals } = refusals;

/**
 * The back office's coupons (docs/product-rules.md#events-and-coupons, with the conditions of
 * #coupons).
 */
export const adminCouponRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/coupons',
    {
      schema: {
        tags,
        summary: 'List coupons (back office)',
        description:
          'Newest first, 10 a page by default, filtered by code or description and by derived status (active, inactive, exhausted); ' +
          '`stats` counts every coupon.',
        querystring: adminCouponListQuerySchema,
        response: {
          200: adminCouponListResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
        },
      },
    },
    (request) => listAdminCoupons(app.db, request.query),
  );

  app.get(
    '/api/admin/coupons/:id',
    {
      schema: {
        tags,
        summary: 'One coupon (back office)',
        params: adminCouponParamsSchema,
        response: { 200: adminCouponResponseSchema, ...refusals },
      },
    },
    (request) => getAdminCoupon(app.db, request.params.id),
  );

  app.post(
    '/api/admin/coupons',
    {
      schema: {
        tags,
        summary: 'Create a coupon (back office)',
        description: 'A code that exists already is refused with 409.',
        body: couponCreateSchema,
        response: { 201: adminCouponSavedSchema, ...createRefusals },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createCoupon(app.db, adminOf(request).id, request.body)),
  );

  app.put(
    '/api/admin/coupons/:id',
    {
      schema: {
        tags,
        summary: 'Change a coupon (back office)',
        description:
          'The code cannot change (400 when another one is sent); the usage limit cannot go below used_count (409). ' +
          'Conditions left out stay as they are. With `version`, a coupon changed since (an order used it, another admin saved it) is refused (409). ' +
          'Every 409 carries the coupon as it is now in `details.coupon`.',
        params: adminCouponParamsSchema,
        body: couponUpdateSchema,
        response: { 200: adminCouponSavedSchema, ...refusals },
      },
    },
    (request) => updateCoupon(app.db, adminOf(request).id, request.params.id, request.body),
  );

  app.delete(
    '/api/admin/coupons/:id',
    {
      schema: {
        tags,
        summary: 'Delete a coupon (back office)',
        description:
          'Only a coupon never used and advertised by no event; otherwise 409 (deactivate it instead), so order history stays whole.',
        params: adminCouponParamsSchema,
        response: { 200: successResponseSchema, ...refusals },
      },
    },
    (request) => deleteCoupon(app.db, adminOf(request).id, request.params.id),
  );
};
