import type { StaffRole } from '@shop/shared';
import { CHECK_IN_PATH, KITCHEN_PATH } from './admin-sections.ts';

/**
 * Where a signed-in admin lands when nothing else was asked for
 * (docs/product-rules.md#admin-login).
 */
export const ADMIN_HOME = '/admin/dashboard';
export const ADMIN_LOGIN = '/admin/login';

/**
 * Where a staff member lands after signing in when nothing else was asked for: their own work
 * (docs/product-rules.md#staff-and-roles), the kitchen its display, the counter the check-in kiosk.
 */
export function homeOfRole(role: StaffRole): string {
  if (role === 'kitchen') return KITCHEN_PATH;
  if (role === 'counter') return CHECK_IN_PATH;
  return ADMIN_HOME;
}

/**
 * The back-office page the login should return to, from its `redirect` parameter: only a path
 * inside /admin (never the login itself, another site, or a protocol-relative URL).
 */
export function adminReturnPath(redirect: string | null, role: StaffRole = 'owner'): string {
  const home = homeOfRole(role);
  if (!redirect) return home;
  let url: URL;
  try {
    url = new URL(redirect, 'https://shop.invalid');
  } catch {
    return home;
  }
  const inside = url.origin === 'https://shop.invalid' && /^\/admin(\/|$)/.test(url.pathname);
  if (!inside || url.pathname.startsWith(ADMIN_LOGIN)) return home;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The login URL that returns to `path` afterwards. */
export function adminLoginFor(path: string): string {
  return path === ADMIN_HOME || path === '/admin' || path === '/admin/'
    ? ADMIN_LOGIN
    : `${ADMIN_LOGIN}?redirect=${encodeURIComponent(path)}`;
}
