import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminCouponRoutes } from './coupon-routes.ts';
import { adminEventRoutes } from './event-routes.ts';

/** Events (whose codes create coupons) and coupons. */
export const adminPromotionRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(adminEventRoutes);
  await app.register(adminCouponRoutes);
};
