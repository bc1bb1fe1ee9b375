import {
  customerAuthResponseSchema,
  errorResponseSchema,
  forgotPasswordRequestSchema,
  loginRequestSchema,
  registerRequestSchema,
  resetPasswordRequestSchema,
  resetTokenParamsSchema,
  successResponseSchema,
} from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerCustomer } from '../../../services/accounts/register-customer.ts';
import { requestPasswordReset } from '../../../services/accounts/request-password-reset.ts';
import { resetPassword } from '../../../services/accounts/reset-password.ts';
import { signInCustomer } from '../../../services/accounts/sign-in-customer.ts';

const tags = ['accounts'];
const refusals = { 400: errorResponseSchema, 415: errorResponseSchema, 429: errorResponseSchema };

/** The doors to a customer account: register, log in, forgot and reset a password. */
export const publicAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/customers/register',
    {
      config: { rateLimit: app.formPostRateLimit },
      schema: {
        tags,
        summary: 'Create a customer account and sign in',
        description:
          'Answers 201 with a bearer token (a session that lapses after 24 idle hours) and the customer. ' +
          'An email that already has an account is refused with 409. A guest recorded by the check-in kiosk ' +
          'with this email and no password is claimed: the record gets the password and the details sent, and keeps its visits. ' +
          '`confirm_password` and `agree_terms` are checked by the form and ignored here. Rate limited per IP.',
        body: registerRequestSchema,
        response: {
          201: customerAuthResponseSchema,
          ...refusals,
          409: errorResponseSchema,
        },
      },
    },
    async (request, reply) => reply.status(201).send(await registerCustomer(app.db, request.body)),
  );

  app.post(
    '/api/customers/login',
    {
      schema: {
        tags,
        summary: 'Sign in as a customer',
        description:
          '`rememberMe` opens a 30-day session; otherwise the session lapses after 24 idle hours. ' +
          'An unknown email, a wrong password and a closed account are all answered 401 with the same words, in about the same time. ' +
          'After 10 failures within 15 minutes for the account, or from the address, every attempt is answered 429 ' +
          '(the right password too) until the window has passed.',
        body: loginRequestSchema,
        response: { 200: customerAuthResponseSchema, ...refusals, 401: errorResponseSchema },
      },
    },
    async (request) => signInCustomer(app.db, { ...request.body, ip: request.ip }),
  );

  app.post(
    '/api/customers/forgot-password',
    {
      config: { rateLimit: app.formPostRateLimit },
      schema: {
        tags,
        summary: 'Email a password reset link',
        description:
          'The same answer whether the email has an account or not. For an account, a link to ' +
          '`/reset-password/{token}` is emailed; it works once, for 1 hour. Rate limited per IP.',
        body: forgotPasswordRequestSchema,
        response: { 200: successResponseSchema, ...refusals },
      },
    },
    async (request) => {
      const answer = await requestPasswordReset(app.db, request.body.email, {
        publicUrl: app.mail.linkTo(''),
      });
      app.mail.kick();
      return answer;
    },
  );

  app.post(
    '/api/customers/reset-password/:token',
    {
      config: { rateLimit: app.formPostRateLimit },
      schema: {
        tags,
        summary: 'Choose a new password with an emailed reset link',
        description:
          'An unknown, expired or used link is refused with 400. The new password follows the registration rules. ' +
          'Success spends the link, voids the account’s other links and ends all its sessions. Rate limited per IP.',
        params: resetTokenParamsSchema,
        body: resetPasswordRequestSchema,
        response: { 200: successResponseSchema, ...refusals },
      },
    },
    async (request) => resetPassword(app.db, request.params.token, request.body.password),
  );
};
