import {
  adminAuthResponseSchema,
  adminLoginHintResponseSchema,
  adminLoginRequestSchema,
  adminSignInResponseSchema,
  errorResponseSchema,
  twoFactorSignInRequestSchema,
} from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signInAdmin } from '../../../services/accounts/sign-in-admin.ts';
import { getLoginHint } from '../../../services/admin/get-login-hint.ts';
import { completeTwoFactorSignIn } from '../../../services/two-factor/complete-sign-in.ts';

/**
 * The back office's sign-in door and its hint. They are the only /api/admin calls outside the
 * admin scope: a caller has no admin session before them.
 */
export const publicAdminAuthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/admin/login',
    {
      schema: {
        tags: ['admin'],
        summary: 'Sign in to the back office',
        description:
          '`rememberMe` opens a 30-day session; otherwise it lapses after 24 idle hours. ' +
          'An unknown email and a wrong password get the same 401. After 10 failures within 15 minutes ' +
          'for the account, or from the address, every attempt is answered 429 until the window has passed. ' +
          'The answer names the staff member’s role; a deactivated account with the right password is answered 403 ' +
          'saying so. An account with two-factor sign-in gets no token yet but `twoFactor.challenge`, to send with its ' +
          'code to POST /api/admin/login/two-factor.',
        body: adminLoginRequestSchema,
        response: {
          200: adminSignInResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
          415: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request) => signInAdmin(app.db, { ...request.body, ip: request.ip }),
  );

  app.post(
    '/api/admin/login/two-factor',
    {
      schema: {
        tags: ['admin'],
        summary: 'Sign in to the back office: the authenticator code',
        description:
          'The challenge of POST /api/admin/login with the 6-digit code the app shows (or a recovery code, once each). ' +
          'Answered as the login is, with the token. A wrong code is 401 and counts toward the sign-in’s failure limit ' +
          '(429); a challenge lasts 5 minutes and 5 wrong codes, then the email and password are asked again (401).',
        body: twoFactorSignInRequestSchema,
        response: {
          200: adminAuthResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          415: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request) => completeTwoFactorSignIn(app.db, { ...request.body, ip: request.ip }),
  );

  app.get(
    '/api/admin/login-hint',
    {
      // Listed by name as a sign-in door (test/routes/scope-rules.ts); no HEAD twin to list too.
      exposeHeadRoute: false,
      schema: {
        tags: ['admin'],
        summary: 'The demo credentials for the login screen, while they still work',
        description:
          'The demo admin’s email and password on the embedded demo database while that password has never been changed; ' +
          '`demo: null` once it has, and always on PostgreSQL.',
        response: { 200: adminLoginHintResponseSchema },
      },
    },
    async (_request, reply) => {
      // The answer changes when the password does: never from a cache.
      reply.header('cache-control', 'no-store');
      return getLoginHint(app.db, app.database.kind);
    },
  );
};
