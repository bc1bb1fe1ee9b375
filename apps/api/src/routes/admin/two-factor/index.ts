import {
  errorResponseSchema,
  successResponseSchema,
  TWO_FACTOR_MESSAGES,
  twoFactorDisableRequestSchema,
  twoFactorEnabledSchema,
  twoFactorEnableRequestSchema,
  twoFactorSetupSchema,
  twoFactorStatusSchema,
} from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminOf } from '../../../plugins/session-guards.ts';
import {
  disableTwoFactor,
  enableTwoFactor,
  startTwoFactorSetup,
  twoFactorStatus,
} from '../../../services/two-factor/manage-two-factor.ts';

const tags = ['admin'];
const PATH = '/api/admin/me/two-factor';

/** The signed-in owner's or manager's own two-factor sign-in (docs/product-rules.md#two-factor-sign-in). */
export const adminTwoFactorRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    PATH,
    {
      schema: {
        tags,
        summary: 'Whether the signed-in staff member signs in with an authenticator code',
        response: { 200: twoFactorStatusSchema, 401: errorResponseSchema },
      },
    },
    async (request) => twoFactorStatus(app.db, adminOf(request).id),
  );

  app.post(
    `${PATH}/setup`,
    {
      schema: {
        tags,
        summary: 'Start turning on two-factor sign-in: a new secret for the authenticator app',
        description:
          'The secret, its otpauth:// address and that address as a QR code (SVG). Nothing changes at sign-in until ' +
          'a code from the app is sent to …/enable. Asking again replaces a secret not proved yet. 409 when already on.',
        response: { 200: twoFactorSetupSchema, 401: errorResponseSchema, 409: errorResponseSchema },
      },
    },
    async (request, reply) => {
      // The secret is for this answer's reader only.
      reply.header('cache-control', 'no-store');
      return startTwoFactorSetup(app.db, adminOf(request).id);
    },
  );

  app.post(
    `${PATH}/enable`,
    {
      schema: {
        tags,
        summary: 'Turn on two-factor sign-in with a code from the app',
        description:
          'A code of the secret from …/setup (this step or the next or last, for clocks that drift) and the password (a ' +
          'wrong one is 400 and counts as a failed sign-in). On success sign-in ' +
          'asks for a code from now on, the account’s other sessions end, and ten recovery codes are answered, this once. ' +
          '400 for a wrong code, 409 when already on or not set up.',
        body: twoFactorEnableRequestSchema,
        response: {
          200: twoFactorEnabledSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          409: errorResponseSchema,
          415: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const admin = adminOf(request);
      return enableTwoFactor(
        app.db,
        { adminId: admin.id, sessionId: admin.sessionId, ip: request.ip },
        request.body,
      );
    },
  );

  app.post(
    `${PATH}/disable`,
    {
      schema: {
        tags,
        summary: 'Turn off two-factor sign-in, with the password',
        description:
          'A wrong password is answered 400 and counts as a failed sign-in of the account (the sign-in’s limit, 429). ' +
          'The recovery codes are deleted. 409 when it is not on.',
        body: twoFactorDisableRequestSchema,
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
      await disableTwoFactor(app.db, { adminId: admin.id, ip: request.ip }, request.body.password);
      return { success: true as const, message: TWO_FACTOR_MESSAGES.turnedOff };
    },
  );
};
