import { requireAdminSession } from '../../plugins/session-guards.ts';
import { routeScope, type ScopeOptions } from '../scopes.ts';

/**
 * The back office: every call under /api/admin, and every call that changes shared data
 * (menu, categories, events, coupons, gallery, order status) whatever its path, such as
 * POST /api/meals. Only a customer cancelling their own pending order is not here.
 */
export const adminScopeOptions: ScopeOptions = {
  name: 'admin',
  guard: requireAdminSession,
  areas: [],
};

export const adminScope = routeScope(adminScopeOptions);
