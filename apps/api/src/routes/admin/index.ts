import { requireAdminSession } from '../../plugins/session-guards.ts';
import { routeScope, type ScopeOptions } from '../scopes.ts';
import { adminActivityRoutes } from './activity/index.ts';
import { adminAlertRoutes } from './alerts/index.ts';
import { adminAuthRoutes } from './auth/index.ts';
import { changesShopPages } from './changes-shop-pages.ts';
import { adminCheckInRoutes } from './check-in/index.ts';
import { adminContentRoutes } from './content/index.ts';
import { adminCustomerRoutes } from './customers/index.ts';
import { adminDashboardRoutes } from './dashboard/index.ts';
import { adminDeliveryAreaRoutes } from './delivery-areas/index.ts';
import { adminMenuRoutes } from './menu/index.ts';
import { adminOptionGroupRoutes } from './option-groups/index.ts';
import { adminOrderingRoutes } from './ordering/index.ts';
import { adminOrderRoutes } from './orders/index.ts';
import { adminPromotionRoutes } from './promotions/index.ts';

/**
 * The back office: every call under /api/admin, and every call that changes shared data
 * (menu, categories, events, coupons, gallery, order status) whatever its path, such as
 * POST /api/meals. Only a customer cancelling their own pending order is not here.
 */
export const adminScopeOptions: ScopeOptions = {
  name: 'admin',
  guard: requireAdminSession,
  areas: [
    adminAuthRoutes,
    adminCheckInRoutes,
    adminOrderRoutes,
    adminDashboardRoutes,
    adminCustomerRoutes,
    adminMenuRoutes,
    // The menu shows meals' options: these routes clear the cached menu too, as meal edits do.
    changesShopPages(adminOptionGroupRoutes),
    changesShopPages(adminPromotionRoutes),
    changesShopPages(adminContentRoutes),
    adminActivityRoutes,
    adminAlertRoutes,
    // The shop's pages show whether it takes orders.
    changesShopPages(adminOrderingRoutes),
    // The shop's pages promise free delivery only while no area charges a fee.
    changesShopPages(adminDeliveryAreaRoutes),
  ],
};

export const adminScope = routeScope(adminScopeOptions);
