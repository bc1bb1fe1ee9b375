import {
  createStaffRequestSchema,
  errorResponseSchema,
  STAFF_MESSAGES,
  staffListResponseSchema,
  staffParamsSchema,
  staffSavedResponseSchema,
  updateStaffRequestSchema,
} from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminOf } from '../../../plugins/session-guards.ts';
import { createStaffMember } from '../../../services/admin-staff/create-staff-member.ts';
import { listStaff } from '../../../services/admin-staff/list-staff.ts';
import { updateStaffMember } from '../../../services/admin-staff/update-staff-member.ts';

const tags = ['staff'];
const refusals = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  404: errorResponseSchema,
};
const keepsAnOwner = errorResponseSchema.describe(
  'Your own account cannot be deactivated or change role, and the shop keeps an active owner',
);

/** The owner's staff accounts (docs/product-rules.md#staff-and-roles). */
export const adminStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/staff',
    {
      schema: {
        tags,
        summary: 'List staff accounts (back office, owner)',
        description: 'Everyone who has had an account, the active first, then by name.',
        response: { 200: staffListResponseSchema, 401: errorResponseSchema },
      },
    },
    async () => ({ data: await listStaff(app.db) }),
  );

  app.post(
    '/api/admin/staff',
    {
      schema: {
        tags,
        summary: 'Add a staff account (back office, owner)',
        description:
          'With a name, an email (unique, whatever its letter case), a first password by the registration rules and a ' +
          'role: owner, manager, kitchen or counter. They sign in at POST /api/admin/login. Written to the audit log.',
        body: createStaffRequestSchema,
        response: {
          201: staffSavedResponseSchema,
          ...refusals,
          409: errorResponseSchema.describe('A staff account has this email'),
        },
      },
    },
    async (request, reply) => {
      const data = await createStaffMember(app.db, adminOf(request).id, request.body);
      return reply.code(201).send({ success: true, message: STAFF_MESSAGES.created, data });
    },
  );

  app.put(
    '/api/admin/staff/:id',
    {
      schema: {
        tags,
        summary: 'Change a staff account (back office, owner)',
        description:
          'Any of name, role, active (false deactivates, true lets them in again) and password (a new one by the ' +
          'registration rules). Deactivating or a new password ends their sessions at once. Written to the audit log.',
        params: staffParamsSchema,
        body: updateStaffRequestSchema,
        response: { 200: staffSavedResponseSchema, ...refusals, 409: keepsAnOwner },
      },
    },
    async (request) => {
      const data = await updateStaffMember(
        app.db,
        adminOf(request).id,
        request.params.id,
        request.body,
      );
      const deactivated = request.body.active === false;
      const message = deactivated ? STAFF_MESSAGES.deactivated : STAFF_MESSAGES.updated;
      return { success: true as const, message, data };
    },
  );

  app.delete(
    '/api/admin/staff/:id',
    {
      schema: {
        tags,
        summary: 'Deactivate a staff account (back office, owner)',
        description:
          'They can no longer sign in and their sessions end at once. The record stays, so the activity log still ' +
          'names them; PUT with active true lets them in again.',
        params: staffParamsSchema,
        response: { 200: staffSavedResponseSchema, ...refusals, 409: keepsAnOwner },
      },
    },
    async (request) => {
      const data = await updateStaffMember(app.db, adminOf(request).id, request.params.id, {
        active: false,
      });
      return { success: true as const, message: STAFF_MESSAGES.deactivated, data };
    },
  );
};
