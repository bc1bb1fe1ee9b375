import {
  couponValidateRequestSchema,
  couponValidateResponseSchema,
  errorResponseSchema,
} from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { customerOf } from '../../../plugins/session-guards.ts';
import { validateCoupon } from '../../../services/coupons/validate-coupon.ts';

/** The checkout's coupon check: a dry run that claims nothing (writes to coupons are the admin's). */
export const customerCouponRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/coupons/validate',
    {
      schema: {
        tags: ['orders'],
        summary: 'Check a coupon code against my cart',
        description:
          'Answers 200 whether or not the code applies: `valid`, the discount at today’s menu prices, and otherwise `error` and `reason` ' +
          '(unknown code, inactive, expired, not yet valid, wrong day, minimum order, first order only, used up, not for these items). ' +
          'Send the cart’s items for codes limited to categories or buy-N-get-one codes. Nothing is claimed: checkout checks again.',
        body: couponValidateRequestSchema,
        response: {
          200: couponValidateResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
        },
      },
    },
    (request) => validateCoupon(app.db, customerOf(request).id, request.body, { now: app.clock() }),
  );
};
