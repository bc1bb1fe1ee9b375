import { type DashboardStats, roleMayOpen, type StaffRole, type StaffScreen } from '@shop/shared';
import {
  CalendarDays,
  ChefHat,
  ClipboardList,
  CookingPot,
  History,
  Images,
  LayoutDashboard,
  ListChecks,
  type LucideIcon,
  Mail,
  MapPinned,
  MessageSquareHeart,
  ReceiptText,
  ShoppingBag,
  Store,
  Tags,
  TicketPercent,
  UserCog,
  Users,
} from 'lucide-react';

/** What a section's badge counts, which its screen reader text names. */
export type BadgeKind = 'total' | 'pending' | 'active' | 'unread';

export interface AdminSection {
  /** The path below /admin, which is also the key of its label ('nav.<key>'). */
  key:
    | 'dashboard'
    | 'customers'
    | 'orders'
    | 'ordering'
    | 'delivery-areas'
    | 'options'
    | 'restaurant'
    | 'categories'
    | 'meals'
    | 'events'
    | 'coupons'
    | 'gallery'
    | 'contacts'
    | 'feedbacks'
    | 'activity'
    | 'staff';
  icon: LucideIcon;
  /**
   * The sidebar badge (docs/product-rules.md#unread-counts): what it counts in the dashboard stats,
   * and what kind of count.
   */
  badge?: { count: (stats: DashboardStats) => number; kind: BadgeKind };
}

/** The ten sections of the spec's sidebar, in its order. */
export const ADMIN_SECTIONS: readonly AdminSection[] = [
  { key: 'dashboard', icon: LayoutDashboard },
  { key: 'customers', icon: Users, badge: { count: (s) => s.customers.total, kind: 'total' } },
  { key: 'orders', icon: ShoppingBag, badge: { count: (s) => s.orders.pending, kind: 'pending' } },
  { key: 'categories', icon: Tags, badge: { count: (s) => s.categories.total, kind: 'total' } },
  { key: 'meals', icon: ChefHat, badge: { count: (s) => s.food.total, kind: 'total' } },
  { key: 'events', icon: CalendarDays, badge: { count: (s) => s.events.active, kind: 'active' } },
  {
    key: 'coupons',
    icon: TicketPercent,
    badge: { count: (s) => s.coupons.active, kind: 'active' },
  },
  { key: 'gallery', icon: Images, badge: { count: (s) => s.gallery.total, kind: 'total' } },
  { key: 'contacts', icon: Mail, badge: { count: (s) => s.contacts.unread, kind: 'unread' } },
  {
    key: 'feedbacks',
    icon: MessageSquareHeart,
    badge: { count: (s) => s.feedbacks.unread, kind: 'unread' },
  },
];

/**
 * The restaurant's own sections, right under the spec's ten, whose order the sidebar keeps
 * (docs/product-rules.md#back-office-shell): the meals' options (issue 22, the nearest place to
 * Meals), then a restaurant's day (issue 21): when and where the shop takes orders; then the
 * details its receipts are headed with.
 */
export const RESTAURANT_SECTIONS: readonly AdminSection[] = [
  { key: 'options', icon: ListChecks },
  { key: 'ordering', icon: Store },
  { key: 'delivery-areas', icon: MapPinned },
  { key: 'restaurant', icon: ReceiptText },
];

/**
 * Staff tools below the sections: the audit log (docs/product-rules.md#audit-log) and the staff
 * accounts (docs/product-rules.md#staff-and-roles).
 */
export const STAFF_SECTIONS: readonly AdminSection[] = [
  { key: 'activity', icon: History },
  { key: 'staff', icon: UserCog },
];

/**
 * The check-in kiosk, which lives outside the back office (docs/product-rules.md#check-in-kiosk).
 */
export const CHECK_IN_PATH = '/customer-register';
/** The kitchen display, outside the back office too (docs/product-rules.md#kitchen-display). */
export const KITCHEN_PATH = '/kitchen';

/** The staff's screens outside the back office, linked under the staff tools for their roles. */
export const OUTSIDE_SCREENS = [
  { screen: 'kitchen', path: KITCHEN_PATH, icon: CookingPot, label: 'nav.kitchen' },
  { screen: 'check-in', path: CHECK_IN_PATH, icon: ClipboardList, label: 'nav.checkIn' },
] as const;

export const sectionPath = (section: Pick<AdminSection, 'key'>) => `/admin/${section.key}`;

/** The sections a role may open (the shared map the server's route roles follow). */
export const sectionsFor = (sections: readonly AdminSection[], role: StaffRole | null) =>
  sections.filter((section) => role !== null && roleMayOpen(role, section.key));

/**
 * The screen a back-office path shows ('/admin' is the dashboard), or null for a path that is
 * no section (the router says it is not found).
 */
export function screenOfPath(pathname: string): StaffScreen | null {
  const path = pathname.replace(/\/+$/, '');
  if (path === '/admin') return 'dashboard';
  const key = /^\/admin\/([^/]+)/.exec(path)?.[1];
  const section = [...ADMIN_SECTIONS, ...RESTAURANT_SECTIONS, ...STAFF_SECTIONS].find(
    (candidate) => candidate.key === key,
  );
  return section?.key ?? null;
}
