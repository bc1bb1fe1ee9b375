import { requireCustomerSession } from '../../plugins/session-guards.ts';
import { routeScope, type ScopeOptions } from '../scopes.ts';
import { customerAccountRoutes } from './accounts/index.ts';
import { customerCouponRoutes } from './coupons/index.ts';
import { customerOrderEventRoutes } from './order-events/index.ts';
import { customerOrderRoutes } from './orders/index.ts';

/** Calls about the signed-in customer's own records (orders, profile, wishlist). */
export const customerScopeOptions: ScopeOptions = {
  name: 'customer',
  guard: requireCustomerSession,
  areas: [
    customerAccountRoutes,
    customerOrderRoutes,
    customerCouponRoutes,
    customerOrderEventRoutes,
  ],
};

export const customerScope = routeScope(customerScopeOptions);
