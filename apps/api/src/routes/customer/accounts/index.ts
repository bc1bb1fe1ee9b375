import {
  ACCOUNT_MESSAGES,
  customerProfileSchema,
  errorResponseSchema,
  successResponseSchema,
} from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { customerOf } from '../../../plugins/session-guards.ts';
import { getCustomerProfile } from '../../../services/accounts/get-customer-profile.ts';
import { endSession } from '../../../services/sessions/session-store.ts';

const tags = ['accounts'];

/** The signed-in customer's own account: profile and logout. */
export const customerAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/customers/profile',
    {
      schema: {
        tags,
        summary: 'The signed-in customer’s profile and order figures',
        description:
          '`totalSpent` (NRS) adds up the delivered orders; `totalOrders` counts every order not cancelled, ' +
          '`completedOrders` the delivered ones; `vipLevel` reads totalSpent: VIP from 10000, Regular from 5, else Inactive.',
        response: { 200: customerProfileSchema, 401: errorResponseSchema },
      },
    },
    async (request) => getCustomerProfile(app.db, customerOf(request).id),
  );

  app.post(
    '/api/customers/logout',
    {
      schema: {
        tags,
        summary: 'End the session on the server',
        description: 'The token stops working at once: a later call with it is answered 401.',
        response: { 200: successResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request) => {
      await endSession(app.db, 'customer', customerOf(request).sessionId);
      return { success: true as const, message: ACCOUNT_MESSAGES.loggedOut };
    },
  );
};
