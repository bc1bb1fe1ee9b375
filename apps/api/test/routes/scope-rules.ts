import type { CatalogedRoute } from '../../src/plugins/route-catalog.ts';

/** What a visitor may send without a session: none of it changes data others see. */
const PUBLIC_SUBMISSIONS = new Set([
  'POST /api/contact',
  'POST /api/feedback',
  'POST /api/newsletter',
]);

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
    if (url.startsWith('/api/admin') && scope !== 'admin') {
      problems.push(`${route} is in the ${scope} scope, not admin`);
    }
    if (READS.has(method)) continue;
    if (scope === 'public' && !PUBLIC_SUBMISSIONS.has(route)) {
      problems.push(`${route} is a write in the public scope`);
    }
    if (SHARED_DATA.some((path) => path.test(url)) && scope !== 'admin') {
      problems.push(`${route} changes shared data outside the admin scope`);
    }
  }
  return problems;
}
