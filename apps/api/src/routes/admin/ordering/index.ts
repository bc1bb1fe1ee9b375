import {
  errorResponseSchema,
  laterOrderSettingsRequestSchema,
  laterOrderSettingsResponseSchema,
  MANAGING_ROLES,
  orderingHoursRequestSchema,
  orderingHoursResponseSchema,
  pauseRequestSchema,
  pauseResponseSchema,
  specialDayListSchema,
  specialDayParamsSchema,
  specialDaySchema,
} from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminOf } from '../../../plugins/session-guards.ts';
import { pauseOrdering, resumeOrdering } from '../../../services/admin-ordering/busy-pause.ts';
import {
  deleteSpecialDay,
  listSpecialDays,
  saveSpecialDay,
} from '../../../services/admin-ordering/special-days.ts';
import {
  HOURS,
  LATER_ORDERS,
  readPart,
  savePart,
} from '../../../services/admin-ordering/versioned-settings.ts';

const tags = ['ordering'];
const refused = { 400: errorResponseSchema, 401: errorResponseSchema };
const stale = (what: string) =>
  errorResponseSchema.describe(
    `The ${what} changed after the form was read (\`version\`): \`details\` holds them as they are now, shaped as GET answers`,
  );

/**
 * The owner's settings of a restaurant's day (docs/product-rules.md#opening-hours,
 * #busy-pause, #orders-for-later). Every change is in the audit log and reaches the shop's live
 * status at once, in every server process.
 */
export const adminOrderingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/ordering/hours',
    {
      schema: {
        tags,
        summary: 'The week’s hours of delivery and pickup (back office)',
        response: { 200: orderingHoursResponseSchema, 401: errorResponseSchema },
      },
    },
    () => readPart(app.db, HOURS),
  );

  app.put(
    '/api/admin/ordering/hours',
    {
      schema: {
        tags,
        summary: 'Set the week’s hours (back office)',
        description:
          'For each day of the week, up to six periods that do not overlap; a period whose close is at or before its open runs past midnight.',
        body: orderingHoursRequestSchema,
        response: { 200: orderingHoursResponseSchema, ...refused, 409: stale('hours') },
      },
    },
    (request) => {
      const { version, ...hours } = request.body;
      return savePart(app.db, adminOf(request).id, HOURS, hours, version);
    },
  );

  app.get(
    '/api/admin/ordering/settings',
    {
      schema: {
        tags,
        summary: 'Orders for later (back office)',
        response: { 200: laterOrderSettingsResponseSchema, 401: errorResponseSchema },
      },
    },
    () => readPart(app.db, LATER_ORDERS),
  );

  app.put(
    '/api/admin/ordering/settings',
    {
      schema: {
        tags,
        summary: 'Set orders for later (back office)',
        description: 'On or off, days ahead, slot length, lead time and orders per slot.',
        body: laterOrderSettingsRequestSchema,
        response: {
          200: laterOrderSettingsResponseSchema,
          ...refused,
          409: stale('settings'),
        },
      },
    },
    (request) => {
      const { version, ...settings } = request.body;
      return savePart(app.db, adminOf(request).id, LATER_ORDERS, settings, version);
    },
  );

  app.get(
    '/api/admin/ordering/special-days',
    {
      schema: {
        tags,
        summary: 'Special days from yesterday on (back office)',
        response: { 200: specialDayListSchema, 401: errorResponseSchema },
      },
    },
    () => listSpecialDays(app.db, app.clock()),
  );

  app.post(
    '/api/admin/ordering/special-days',
    {
      schema: {
        tags,
        summary: 'Set a special day (back office)',
        description:
          'Closed, or open with its own periods, for delivery and pickup alike; a date that has one already is replaced. Answers the list.',
        body: specialDaySchema,
        response: { 200: specialDayListSchema, ...refused },
      },
    },
    (request) => saveSpecialDay(app.db, adminOf(request).id, request.body, app.clock()),
  );

  app.delete(
    '/api/admin/ordering/special-days/:date',
    {
      schema: {
        tags,
        summary: 'Remove a special day (back office)',
        description: 'The week’s hours hold on that date again. Answers the list.',
        params: specialDayParamsSchema,
        response: { 200: specialDayListSchema, ...refused, 404: errorResponseSchema },
      },
    },
    (request) => deleteSpecialDay(app.db, adminOf(request).id, request.params.date, app.clock()),
  );

  app.post(
    '/api/admin/ordering/pause',
    {
      // The busy pause is day-to-day work, not a setting (docs/decisions/059-staff-roles.md).
      config: { roles: MANAGING_ROLES },
      schema: {
        tags,
        summary: 'Pause taking orders (back office)',
        description:
          'For `minutes` (ends by itself), until the next opening (`until_next_opening`), or until resumed (neither); ' +
          'with a reason shown to customers. A second pause replaces the first. Delivery and pickup alike.',
        body: pauseRequestSchema,
        response: { 200: pauseResponseSchema, ...refused },
      },
    },
    (request) => pauseOrdering(app.db, adminOf(request).id, request.body, app.clock()),
  );

  app.delete(
    '/api/admin/ordering/pause',
    {
      config: { roles: MANAGING_ROLES },
      schema: {
        tags,
        summary: 'Resume taking orders (back office)',
        description: 'Without a pause it changes nothing and answers the same.',
        response: { 200: pauseResponseSchema, 401: errorResponseSchema },
      },
    },
    (request) => resumeOrdering(app.db, adminOf(request).id, app.clock()),
  );
};
