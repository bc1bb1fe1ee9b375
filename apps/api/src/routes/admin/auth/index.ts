import {
  ACCOUNT_MESSAGES,
  adminChangePasswordRequestSchema,
  adminMeResponseSchema,
  errorResponseSchema,
  successResponseSchema,
} from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminOf } from '../../../plugins/session-guards.ts';
import { changeAdminPassword } from '../../../services/accounts/change-admin-password.ts';
import { getAdmin } from '../../../services/accounts/get-admin.ts';
import { endSession } from '../../../services/sessions/session-store.ts';

const tags = ['admin'];

/** The signed-in admin: who it is, a new password, and logout. */
export const adminAuthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/me',
    {
      schema: {
        tags,
        summary: 'The signed-in admin',
        description:
          '`passwordIsDefault` is true while the seeded demo password has never been changed.',
        response: { 200: adminMeResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request) => getAdmin(app.db, adminOf(request).id),
  );

  app.post(
    '/api/admin/logout',
    {
      schema: {
        tags,
        summary: 'End the admin session on the server',
        description: 'The token stops working at once: a later call with it is answered 401.',
        response: { 200: successResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request) => {
      await endSession(app.db, 'admin', adminOf(request).sessionId);
      return { success: true as const, message: ACCOUNT_MESSAGES.loggedOut };
    },
  );

  app.post(
    '/api/admin/change-password',
    {
      schema: {
        tags,
        summary: 'Change the signed-in admin’s password',
        description:
          'The new password follows the registration rules. A wrong current password is answered 400 and counts as a failed ' +
          'sign-in of the account: after 10 within 15 minutes (for the account, or from the address) every attempt is answered 429. ' +
          'On success every other session of the admin ends (this one stays), the login screen stops showing the demo ' +
          'credentials, and the change is written to the audit log. 409 when the password changed meanwhile.',
        body: adminChangePasswordRequestSchema,
        response: {
          200: successResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          409: errorResponseSchema,
          415: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const admin = adminOf(request);
      return changeAdminPassword(app.db, {
        adminId: admin.id,
        sessionId: admin.sessionId,
        currentPassword: request.body.currentPassword,
        newPassword: request.body.newPassword,
        ip: request.ip,
      });
    },
  );
};
