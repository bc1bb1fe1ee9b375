import type { CatalogedRoute } from '../../src/plugins/route-catalog.ts';

/** What a visitor may send without a session: none of it changes data others see. */
const PUBLIC_SUBMISSIONS = new Set([
  'POST /api/contact',
  'POST /api/feedback',
  'POST /api/newsletter',
]);

/**
 * The doors to a session, which a caller cannot have before passing them: registering,
 * signing in and resetting a forgotten password (each limited per address or per account).
 */
const SIGN_IN_DOORS = new Set([
  'POST /api/customers/register',
  'POST /api/customers/login',
  'POST /api/customers/forgot-password',
  'POST /api/customers/reset-password/:token',
  'POST /api/admin/login',
  // The second step of a sign-in with an authenticator code (docs/product-rules.md#two-factor-sign-in).
  'POST /api/admin/login/two-factor',
  // The login screen's demo-credentials hint (docs/product-rules.md#default-admin), read before
  // signing in.
  'GET /api/admin/login-hint',
]);

/** Writes under a shared-data path that change nothing: dry runs a customer may call. */
const DRY_RUNS = new Set(['POST /api/coupons/validate']);

/** Paths whose writes change shared data, which only an admin may do. */
const SHARED_DATA = [
  /^\/api\/(meals|categories|events|coupons|gallery)(\/|$)/,
  /^\/api\/orders\/[^/]+\/status$/,
];

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The rules of the route scopes, as broken by the routes given: one line per problem. */
export function scopeViolations(routes: readonly CatalogedRoute[]): string[] {
  const problems: string[] = [];
  for (const { method, url, scope } of routes) {
    const route = `${method} ${url}`;
    if (!(url === '/api' || url.startsWith('/api/'))) continue;
    if (scope === undefined) problems.push(`${route} is outside a scope`);
    if (url.startsWith('/api/admin') && scope !== 'admin' && !SIGN_IN_DOORS.has(route)) {
      problems.push(`${route} is in the ${scope} scope, not admin`);
    }
    if (READS.has(method)) continue;
    if (scope === 'public' && !PUBLIC_SUBMISSIONS.has(route) && !SIGN_IN_DOORS.has(route)) {
      problems.push(`${route} is a write in the public scope`);
    }
    if (SHARED_DATA.some((path) => path.test(url)) && scope !== 'admin' && !DRY_RUNS.has(route)) {
      problems.push(`${route} changes shared data outside the admin scope`);
    }
  }
  return problems;
}
