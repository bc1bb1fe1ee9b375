import type { OrderStatus } from './orders.ts';

/**
 * The staff's roles (docs/product-rules.md#staff-and-roles): the owner may do everything and is
 * the only one who manages staff and settings; the manager everything else; the kitchen its
 * display and moving orders on; the counter the check-in kiosk and handing orders over.
 */
export const STAFF_ROLES = ['owner', 'manager', 'kitchen', 'counter'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const EVERY_ROLE: readonly StaffRole[] = STAFF_ROLES;
export const OWNER_ONLY: readonly StaffRole[] = ['owner'];
/** Running the restaurant day to day: everything but staff and settings. */
export const MANAGING_ROLES: readonly StaffRole[] = ['owner', 'manager'];
export const KITCHEN_ROLES: readonly StaffRole[] = ['owner', 'manager', 'kitchen'];
export const COUNTER_ROLES: readonly StaffRole[] = ['owner', 'manager', 'counter'];

/**
 * The moves each role may make, from the status an order has to the one it gets. The kitchen
 * cooks an accepted order (confirmed → preparing → ready); the counter hands over what is ready
 * or out (→ delivered); accepting, rejecting, cancelling and every other move stay with the
 * managers, who may make any.
 */
const MOVES: Record<'kitchen' | 'counter', Partial<Record<OrderStatus, readonly OrderStatus[]>>> = {
  kitchen: { confirmed: ['preparing'], preparing: ['ready'] },
  counter: { ready: ['delivered'], out_for_delivery: ['delivered'] },
};

export function roleMayMove(role: StaffRole, from: OrderStatus, to: OrderStatus): boolean {
  // Only the payment moves an order out of awaiting its payment (or cancels it): staff may
  // cancel it, never send it to the kitchen unpaid, and never put an order back to it.
  if (to === 'awaiting_payment') return false;
  if (from === 'awaiting_payment')
    return to === 'cancelled' && role !== 'kitchen' && role !== 'counter';
  if (role === 'owner' || role === 'manager') return true;
  return MOVES[role][from]?.includes(to) ?? false;
}

/**
 * Every screen of the back office (its path below /admin), the kitchen display and the check-in
 * kiosk, with the roles that may open it. The server's route roles (apps/api/src/routes/admin)
 * give the same roles the calls each screen makes; the web shows a role only its screens.
 */
export const SCREEN_ROLES = {
  dashboard: MANAGING_ROLES,
  customers: MANAGING_ROLES,
  orders: COUNTER_ROLES,
  categories: MANAGING_ROLES,
  meals: MANAGING_ROLES,
  options: MANAGING_ROLES,
  events: MANAGING_ROLES,
  coupons: MANAGING_ROLES,
  gallery: MANAGING_ROLES,
  contacts: MANAGING_ROLES,
  feedbacks: MANAGING_ROLES,
  // The busy pause is day-to-day work: the manager opens this screen for it; the hours, special
  // days and orders for later are settings, which only the owner changes.
  ordering: MANAGING_ROLES,
  'delivery-areas': OWNER_ONLY,
  restaurant: OWNER_ONLY,
  activity: MANAGING_ROLES,
  staff: OWNER_ONLY,
  kitchen: KITCHEN_ROLES,
  'check-in': COUNTER_ROLES,
} as const satisfies Record<string, readonly StaffRole[]>;
export type StaffScreen = keyof typeof SCREEN_ROLES;

export function roleMayOpen(role: StaffRole, screen: StaffScreen): boolean {
  return (SCREEN_ROLES[screen] as readonly StaffRole[]).includes(role);
}
