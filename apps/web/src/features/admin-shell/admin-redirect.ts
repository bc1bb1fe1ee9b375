/**
 * Where a signed-in admin lands when nothing else was asked for
 * (docs/product-rules.md#admin-login).
 */
export const ADMIN_HOME = '/admin/dashboard';
export const ADMIN_LOGIN = '/admin/login';

/**
 * The back-office page the login should return to, from its `redirect` parameter: only a path
 * inside /admin (never the login itself, another site, or a protocol-relative URL).
 */
export function adminReturnPath(redirect: string | null): string {
  if (!redirect) return ADMIN_HOME;
  let url: URL;
  try {
    url = new URL(redirect, 'https://shop.invalid');
  } catch {
    return ADMIN_HOME;
  }
  const inside = url.origin === 'https://shop.invalid' && /^\/admin(\/|$)/.test(url.pathname);
  if (!inside || url.pathname.startsWith(ADMIN_LOGIN)) return ADMIN_HOME;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The login URL that returns to `path` afterwards. */
export function adminLoginFor(path: string): string {
  return path === ADMIN_HOME || path === '/admin' || path === '/admin/'
    ? ADMIN_LOGIN
    : `${ADMIN_LOGIN}?redirect=${encodeURIComponent(path)}`;
}
