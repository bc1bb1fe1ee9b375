import {
  adminOptionGroupListSchema,
  adminOptionGroupSavedSchema,
  adminOptionGroupSchema,
  errorResponseSchema,
  mealOptionGroupsRequestSchema,
  mealOptionGroupsSavedSchema,
  mealParamsSchema,
  optionGroupParamsSchema,
  optionGroupRequestSchema,
  successResponseSchema,
} from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminOf } from '../../../plugins/session-guards.ts';
import { deleteOptionGroup } from '../../../services/option-groups/delete-option-group.ts';
import {
  listAdminOptionGroups,
  readAdminOptionGroup,
} from '../../../services/option-groups/option-group-view.ts';
import {
  createOptionGroup,
  updateOptionGroup,
} from '../../../services/option-groups/save-option-group.ts';
import { setMealOptionGroups } from '../../../services/option-groups/set-meal-option-groups.ts';

const tags = ['option groups'];
const refusals = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  404: errorResponseSchema,
};
const nameTaken = errorResponseSchema.describe(
  'Another option group has this name, whatever its letter case',
);

/**
 * The back office's option groups and the groups each meal offers
 * (docs/product-rules.md#meal-options). The menu shows them, so every change clears the cached
 * menu of every process, as a meal's edit does.
 */
export const adminOptionGroupRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/option-groups',
    {
      schema: {
        tags,
        summary: 'List option groups (back office)',
        description: 'By name, each with its choices in order and the meals that offer it.',
        response: { 200: adminOptionGroupListSchema, 401: errorResponseSchema },
      },
    },
    async () => ({ data: await listAdminOptionGroups(app.db) }),
  );

  app.get(
    '/api/admin/option-groups/:id',
    {
      schema: {
        tags,
        summary: 'One option group (back office)',
        params: optionGroupParamsSchema,
        response: { 200: adminOptionGroupSchema, ...refusals },
      },
    },
    (request) => readAdminOptionGroup(app.db, request.params.id),
  );

  app.post(
    '/api/admin/option-groups',
    {
      schema: {
        tags,
        summary: 'Create an option group (back office)',
        description:
          'The group with every choice, in order; choices have no `id` yet. A meal offers it ' +
          'once linked (`PUT /api/admin/meals/{id}/option-groups`).',
        body: optionGroupRequestSchema,
        response: {
          201: adminOptionGroupSavedSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          409: nameTaken,
        },
      },
    },
    async (request, reply) => {
      const saved = await createOptionGroup(app.db, adminOf(request).id, request.body);
      await app.invalidateMenu();
      return reply.status(201).send(saved);
    },
  );

  app.put(
    '/api/admin/option-groups/:id',
    {
      schema: {
        tags,
        summary: 'Change an option group (back office)',
        description:
          'The group with every choice, in order: a choice sent with its `id` keeps it (carts ' +
          'hold it), one without is new, and the choices left out are deleted; an `id` of ' +
          'another group is refused (400). With `version`, a group changed since the form was ' +
          'read is refused (409). Every 409 carries the group as it is now in `details.group`. ' +
          'Orders placed keep the choices made as they were.',
        params: optionGroupParamsSchema,
        body: optionGroupRequestSchema,
        response: {
          200: adminOptionGroupSavedSchema,
          ...refusals,
          409: errorResponseSchema.describe(
            'A stale form or a name taken; `details.group` is the group as it is now',
          ),
        },
      },
    },
    async (request) => {
      const { id } = request.params;
      const saved = await updateOptionGroup(app.db, adminOf(request).id, id, request.body);
      await app.invalidateMenu();
      return saved;
    },
  );

  app.delete(
    '/api/admin/option-groups/:id',
    {
      schema: {
        tags,
        summary: 'Delete an option group (back office)',
        description:
          'Its choices go with it and the meals that offered it no longer do. Orders placed ' +
          'keep the choices made as they were.',
        params: optionGroupParamsSchema,
        response: { 200: successResponseSchema, ...refusals },
      },
    },
    async (request) => {
      const deleted = await deleteOptionGroup(app.db, adminOf(request).id, request.params.id);
      await app.invalidateMenu();
      return deleted;
    },
  );

  app.put(
    '/api/admin/meals/:id/option-groups',
    {
      schema: {
        tags,
        summary: 'Set the option groups a meal offers (back office)',
        description:
          'Every group the meal offers, in the order its dialog shows them; an empty list ' +
          'takes them all off. Answers the meal’s groups as the menu shows them.',
        params: mealParamsSchema,
        body: mealOptionGroupsRequestSchema,
        response: { 200: mealOptionGroupsSavedSchema, ...refusals },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { groupIds } = request.body;
      const saved = await setMealOptionGroups(app.db, adminOf(request).id, id, groupIds);
      await app.invalidateMenu();
      return saved;
    },
  );
};
