import {
  adminCustomerListQuerySchema,
  adminCustomerListResponseSchema,
  adminCustomerParamsSchema,
  adminCustomerResponseSchema,
  customerActivityResponseSchema,
  customerStatusResponseSchema,
  customerStatusUpdateSchema,
  errorResponseSchema,
  successResponseSchema,
} from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminOf } from '../../../plugins/session-guards.ts';
import { deleteCustomer } from '../../../services/admin-customers/delete-customer.ts';
import { getCustomer } from '../../../services/admin-customers/get-customer.ts';
import { getCustomerActivity } from '../../../services/admin-customers/get-customer-activity.ts';
import { listCustomers } from '../../../services/admin-customers/list-customers.ts';
import { setCustomerStatus } from '../../../services/admin-customers/set-customer-status.ts';

const tags = ['admin: customers'];
const refusals = { 401: errorResponseSchema, 404: errorResponseSchema };

/** Customer management: list with stats, details, activity, status, delete. */
export const adminCustomerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/customers',
    {
      schema: {
        tags,
        summary: 'List customers with the screen’s figures',
        description:
          'Filters combine (search, tier status, location, spending); sorted by sortBy (joinDate by default) in sortOrder ' +
          '(desc by default), customers without that value last, a page at a time. stats describe all customers and ' +
          'locations lists every city, state and country for the location filter. totalOrders counts orders in any status.',
        querystring: adminCustomerListQuerySchema,
        response: {
          200: adminCustomerListResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
        },
      },
    },
    (request) => listCustomers(app.db, request.query),
  );

  app.get(
    '/api/admin/customers/:id',
    {
      schema: {
        tags,
        summary: 'A customer’s details with their order and spending figures',
        params: adminCustomerParamsSchema,
        response: { 200: adminCustomerResponseSchema, ...refusals },
      },
    },
    async (request) => ({ customer: await getCustomer(app.db, request.params.id) }),
  );

  app.get(
    '/api/admin/customers/:id/activity',
    {
      schema: {
        tags,
        summary: 'A customer’s recent activity',
        description:
          'Newest first: orders placed (with their status now), visits checked in at the counter, deactivation and ' +
          'reactivation (with the admin), and joining.',
        params: adminCustomerParamsSchema,
        response: { 200: customerActivityResponseSchema, ...refusals },
      },
    },
    (request) => getCustomerActivity(app.db, request.params.id),
  );

  app.put(
    '/api/admin/customers/:id/status',
    {
      schema: {
        tags,
        summary: 'Deactivate or reactivate a customer',
        description:
          'inactive ends all of the customer’s sessions at once and refuses their sign-ins until they are active again. ' +
          'The change is written to the audit log; setting the status the customer already has changes nothing.',
        params: adminCustomerParamsSchema,
        body: customerStatusUpdateSchema,
        response: { 200: customerStatusResponseSchema, 400: errorResponseSchema, ...refusals },
      },
    },
    (request) =>
      setCustomerStatus(app.db, adminOf(request).id, request.params.id, request.body.status),
  );

  app.delete(
    '/api/admin/customers/:id',
    {
      schema: {
        tags,
        summary: 'Delete a customer for good',
        description:
          'Their sessions go with them. Their orders stay, unlinked, with the name, email, phone and address copied onto ' +
          'each. A customer with an open order (neither delivered nor cancelled) is refused with 409. The audit log keeps ' +
          'who the customer was.',
        params: adminCustomerParamsSchema,
        response: { 200: successResponseSchema, 409: errorResponseSchema, ...refusals },
      },
    },
    (request) => deleteCustomer(app.db, adminOf(request).id, request.params.id),
  );
};
