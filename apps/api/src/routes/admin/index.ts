import { COUNTER_ROLES, EVERY_ROLE, KITCHEN_ROLES, MANAGING_ROLES, OWNER_ONLY } from '@shop/shared';
import { requireStaffSession } from '../../plugins/session-guards.ts';
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
import { adminKitchenRoutes } from './kitchen/index.ts';
import { adminMenuRoutes } from './menu/index.ts';
import { adminOptionGroupRoutes } from './option-groups/index.ts';
import { adminOrderingRoutes } from './ordering/index.ts';
import { adminOrderRoutes } from './orders/index.ts';
import { adminPromotionRoutes } from './promotions/index.ts';
import { adminRestaurantDetailsRoutes } from './restaurant-details/index.ts';
import { adminStaffRoutes } from './staff/index.ts';
import { staffArea } from './staff-area.ts';
import { adminTwoFactorRoutes } from './two-factor/index.ts';

/**
 * The back office: every call under /api/admin, and every call that changes shared data
 * (menu, categories, events, coupons, gallery, order status) whatever its path, such as
 * POST /api/meals. Only a customer cancelling their own pending order is not here.
 */
export const adminScopeOptions: ScopeOptions = {
  name: 'admin',
  guard: requireStaffSession,
  // Each area with the roles that may call it (docs/product-rules.md#staff-and-roles): an area
  // cannot be added without them, and the route-role test holds every route to its table.
  areas: [
    { roles: EVERY_ROLE, routes: adminAuthRoutes },
    // Two-factor sign-in guards the accounts that can change the most.
    { roles: MANAGING_ROLES, routes: adminTwoFactorRoutes },
    { roles: COUNTER_ROLES, routes: adminCheckInRoutes },
    // The counter reads orders and hands them over; the status call lets each role set its own
    // statuses (the kitchen: preparing and ready).
    { roles: MANAGING_ROLES, readers: COUNTER_ROLES, routes: adminOrderRoutes },
    { roles: MANAGING_ROLES, routes: adminDashboardRoutes },
    { roles: MANAGING_ROLES, routes: adminCustomerRoutes },
    { roles: MANAGING_ROLES, routes: adminMenuRoutes },
    // The menu shows meals' options: these routes clear the cached menu too, as meal edits do.
    { roles: MANAGING_ROLES, routes: changesShopPages(adminOptionGroupRoutes) },
    { roles: MANAGING_ROLES, routes: changesShopPages(adminPromotionRoutes) },
    { roles: MANAGING_ROLES, routes: changesShopPages(adminContentRoutes) },
    { roles: MANAGING_ROLES, routes: adminActivityRoutes },
    { roles: COUNTER_ROLES, routes: adminAlertRoutes },
    // The kitchen display: its tickets and its live feed (moving a ticket on is the status call).
    { roles: KITCHEN_ROLES, routes: adminKitchenRoutes },
    // Settings, which only the owner changes; the manager reads them around the busy pause,
    // which the pause's own routes let the manager use.
    // The shop's pages show whether it takes orders.
    {
      roles: OWNER_ONLY,
      readers: MANAGING_ROLES,
      routes: changesShopPages(adminOrderingRoutes),
    },
    // The shop's pages promise free delivery only while no area charges a fee.
    { roles: OWNER_ONLY, routes: changesShopPages(adminDeliveryAreaRoutes) },
    // The name, address and PAN that head a receipt.
    { roles: OWNER_ONLY, routes: adminRestaurantDetailsRoutes },
    { roles: OWNER_ONLY, routes: adminStaffRoutes },
  ].map(staffArea),
};

export const adminScope = routeScope(adminScopeOptions);
