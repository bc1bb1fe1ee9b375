import {
  activityFilterOptionsSchema,
  activityListResponseSchema,
  activityQuerySchema,
  errorResponseSchema,
} from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listActivityFilterOptions } from '../../../services/admin/list-activity-filter-options.ts';
import { listAdminActivity } from '../../../services/admin/list-admin-activity.ts';

const tags = ['admin'];

/**
 * The audit log of admin changes (docs/product-rules.md#audit-log): who, what, which record, when.
 */
export const adminActivityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/activity',
    {
      schema: {
        tags,
        summary: 'The audit log, newest first',
        description:
          'Every change an admin made, with the admin’s name (null once the account is deleted), filtered by admin, action, ' +
          'record type, record id and Kathmandu calendar days (both included), 20 per page unless `limit` says otherwise.',
        querystring: activityQuerySchema,
        response: {
          200: activityListResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
        },
      },
    },
    (request) => listAdminActivity(app.db, request.query),
  );

  app.get(
    '/api/admin/activity/filters',
    {
      schema: {
        tags,
        summary: 'What the audit log can be filtered by',
        description: 'Every admin, and each action and record type the log holds, sorted.',
        response: { 200: activityFilterOptionsSchema, 401: errorResponseSchema },
      },
    },
    () => listActivityFilterOptions(app.db),
  );
};
