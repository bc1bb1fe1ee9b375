import { randomBytes } from 'node:crypto';
import { adminSessions } from '@shop/db';
import { eq, sql } from '@shop/db/orm';
import { errorResponseSchema, MESSAGES } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endSession, openSession } from '../../src/services/sessions/session-store.ts';
import { type SignedIn, signInAdmin, signInCustomer } from '../support/sessions.ts';
import { startTestApp, type TestApp } from '../test-app.ts';

/*
 * Issue 8 "Access": every route the server registers in the admin scope refuses a caller
 * without a live admin session, whatever its path, method or body. The routes come from the
 * app itself (its route catalog) and each one is called for real, so a route added to the admin
 * scope later is covered without anyone listing it here.
 */

let t: TestApp;
let customer: SignedIn;
let admin: SignedIn;
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
let expiredAdmin: Record<string, string>;
let signedOutAdmin: Record<string, string>;
beforeAll(async () => {
  t = await startTestApp();
  customer = await signInCustomer(t);
  admin = await signInAdmin(t);
  const expired = await openSession(t.db, 'admin', admin.id, { persistent: true });
  await t.db
    .update(adminSessions)
    .set({ expiresAt: sql`now() - interval '1 minute'` })
    .where(eq(adminSessions.id, expired.sessionId));
  expiredAdmin = bearer(expired.token);
  const signedOut = await openSession(t.db, 'admin', admin.id, { persistent: false });
  await endSession(t.db, 'admin', signedOut.sessionId);
  signedOutAdmin = bearer(signedOut.token);
});
afterAll(() => t.close());

/** A concrete URL for a route pattern: any value does, the guard answers before params are read. */
function urlOf(pattern: string): string {
  return pattern.replace(/:[A-Za-z_]+/g, '1').replace(/\*/g, 'anything');
}

function adminRoutes() {
  return t.app
    .routeCatalog()
    .filter((route) => route.scope === 'admin')
    .map(({ method, url }) => ({ method, url }));
}

type Method = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'OPTIONS';

async function call(route: { method: string; url: string }, headers: Record<string, string>) {
  const method = route.method as Method;
  const withBody = !['GET', 'HEAD', 'OPTIONS'].includes(method);
  return t.app.inject({
    method,
    url: urlOf(route.url),
    headers,
    ...(withBody ? { payload: {} } : {}),
  });
}

/** The guard's own refusal: 401 'Please sign in' (a HEAD answer has no body to read). */
function refusedByGuard(method: string, res: { statusCode: number; json: () => unknown }) {
  if (res.statusCode !== 401) return false;
  if (method === 'HEAD') return true;
  const body = errorResponseSchema.safeParse(res.json());
  return body.success && body.data.message === MESSAGES.signInRequired;
}

describe('every route of the admin scope', () => {
  it('is found in the app: the back office’s calls and the admin writes on shop paths', () => {
    const routes = adminRoutes().map(({ method, url }) => `${method} ${url}`);
    expect(routes).toEqual(
      expect.arrayContaining([
        'GET /api/admin/me',
        'POST /api/admin/logout',
        'POST /api/admin/change-password',
        'GET /api/admin/activity',
        'GET /api/admin/orders/events',
        'PATCH /api/orders/:id/status',
        'DELETE /api/orders/:id',
        'POST /api/customers/customer-lookup',
      ]),
    );
  });

  const callers: [string, () => Record<string, string>][] = [
    ['an anonymous caller', () => ({})],
    ['a customer’s session', () => customer.headers],
    ['a made-up token', () => bearer(randomBytes(32).toString('base64url'))],
    ['an expired admin session', () => expiredAdmin],
    ['a signed-out admin session', () => signedOutAdmin],
    ['an admin token sent as a cookie', () => ({ cookie: `adminToken=${admin.token}` })],
  ];

  it.each(callers)('answers 401 to %s', async (_, headersOf) => {
    const notRefused: string[] = [];
    for (const route of adminRoutes()) {
      const res = await call(route, headersOf());
      if (!refusedByGuard(route.method, res)) {
        notRefused.push(`${route.method} ${route.url} → ${res.statusCode}`);
      }
    }
    expect(notRefused).toEqual([]);
  });
});
