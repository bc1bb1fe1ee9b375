import { errorResponseSchema, STAFF_ROLES, type StaffRole } from '@shop/shared';
import type { RouteOptions } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** A back-office area with the roles that may call it (docs/product-rules.md#staff-and-roles). */
export interface StaffArea {
  /** The roles that may call every route of the area. */
  roles: readonly StaffRole[];
  /** Roles that may also read (GET, HEAD): the settings the owner changes, others may see. */
  readers?: readonly StaffRole[];
  routes: FastifyPluginAsyncZod;
}

const READS = new Set(['GET', 'HEAD']);

/** The API docs list the 403 of a route some role may not call. */
function documentRefusal(route: RouteOptions) {
  const roles = route.config?.roles ?? [];
  const response = route.schema?.response as Record<string, unknown> | undefined;
  if (!response || STAFF_ROLES.every((role) => roles.includes(role))) return;
  route.schema = {
    ...route.schema,
    response: { ...response, 403: errorResponseSchema.describe('Not for your role') },
  };
}

/**
 * The area's routes with its roles in their config, where the admin scope's guard reads them. A
 * route that names its own roles (`config: { roles }`) keeps them: the order status call, which
 * the kitchen and the counter may make too.
 */
export function staffArea({ roles, readers = [], routes }: StaffArea): FastifyPluginAsyncZod {
  return async function withRoles(app) {
    app.addHook('onRoute', (route) => {
      if (!route.config?.roles) {
        const read = [route.method].flat().every((method) => READS.has(method));
        const allowed = read ? [...roles, ...readers.filter((r) => !roles.includes(r))] : roles;
        route.config = { ...route.config, roles: allowed };
      }
      documentRefusal(route);
    });
    await app.register(routes);
  };
}
