import {
  customerLookupRequestSchema,
  customerLookupResponseSchema,
  errorResponseSchema,
  selfRegisterRequestSchema,
  selfRegisterResponseSchema,
} from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminOf } from '../../../plugins/session-guards.ts';
import { lookUpCustomer } from '../../../services/check-in/look-up-customer.ts';
import { recordVisit } from '../../../services/check-in/record-visit.ts';

const tags = ['check-in'];
const kiosk =
  'The counter check-in kiosk (/customer-register). It reads and changes any customer’s details and spending, ' +
  'so it needs a staff (admin) session.';

/** The check-in kiosk's calls: find the person at the counter, then check them in or register them. */
export const adminCheckInRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/customers/customer-lookup',
    {
      schema: {
        tags,
        summary: 'Find a customer by email or phone (check-in kiosk)',
        description: `${kiosk} A given email decides alone, case-insensitively; otherwise the phone, compared by its digits (with or without +977), and of several customers sharing it the one seen most recently. Changes nothing.`,
        body: customerLookupRequestSchema,
        response: {
          200: customerLookupResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
        },
      },
    },
    (request) => lookUpCustomer(app.db, request.body),
  );

  app.post(
    '/api/customers/self-register',
    {
      schema: {
        tags,
        summary: 'Check a customer in, or register a new one (check-in kiosk)',
        description: `${kiosk} With customer_id (from the lookup) the visit is counted and total_spent, this visit’s bill, is added to the customer’s total; their details are not changed. Without it a new customer is registered with total_spent as their first bill (201), unless the email (or, with no email, the phone) already belongs to a customer, who is checked in instead (200, returning). The server assigns the status from the new total (new 0–99, regular 100–999, vip 1000+), and the audit log records the admin and the change.`,
        body: selfRegisterRequestSchema,
        response: {
          200: selfRegisterResponseSchema.describe('A returning customer, checked in'),
          201: selfRegisterResponseSchema.describe('A new customer, registered'),
          400: errorResponseSchema,
          401: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const visit = await recordVisit(app.db, adminOf(request).id, request.body);
      return reply.code(visit.returning ? 200 : 201).send(visit);
    },
  );
};
