/** The query parameter that carries where a visitor was going: `/login?redirect=/checkout`. */
export const REDIRECT_PARAM = 'redirect';

/** Pages that only lead to signing in: never an origin to return to. */
const SIGN_IN_PAGES = ['/login', '/register', '/forgot-password', '/reset-password'];

function isSignInPage(path: string): boolean {
  const pathname = path.split(/[?#]/, 1)[0]?.toLowerCase() ?? '';
  return SIGN_IN_PAGES.some((page) => pathname === page || pathname.startsWith(`${page}/`));
}

/**
 * The shop path to return to, or null: only a path of this site (`/…`, never `//host` or
 * `/\host`, which browsers read as another site), so a crafted link cannot send a customer
 * who just signed in to a look-alike page.
 */
export function safeRedirect(value: string | null | undefined): string | null {
  if (!value?.startsWith('/') || value.startsWith('//')) return null;
  // Browsers read a backslash as a slash (`/\\host`); control characters have no place here.
  if ([...value].some((char) => char === '\\' || char.charCodeAt(0) < 32 || char === '\u007f')) {
    return null;
  }
  return isSignInPage(value) ? null : value;
}

/** Where a page of the sign-in pages should send the visitor next, from its query string. */
export function redirectFrom(search: string): string | null {
  return safeRedirect(new URLSearchParams(search).get(REDIRECT_PARAM));
}

/**
 * A sign-in page's address that remembers the origin: `/login?redirect=%2Fcheckout`. An origin
 * that is itself a sign-in page (or nothing) is left out.
 */
export function withRedirect(page: string, origin: string | null | undefined): string {
  const target = safeRedirect(origin);
  if (!target) return page;
  return `${page}?${new URLSearchParams({ [REDIRECT_PARAM]: target }).toString()}`;
}

/** The path, query and hash of a location, as the redirect remembers it. */
export function pathOf(location: { pathname: string; search: string; hash: string }): string {
  return `${location.pathname}${location.search}${location.hash}`;
}
