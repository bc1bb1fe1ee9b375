import { requireCustomerSession } from '../../plugins/session-guards.ts';
import { routeScope, type ScopeOptions } from '../scopes.ts';

/** Calls about the signed-in customer's own records (orders, profile, wishlist). */
export const customerScopeOptions: ScopeOptions = {
  name: 'customer',
  guard: requireCustomerSession,
  areas: [],
};

export const customerScope = routeScope(customerScopeOptions);
