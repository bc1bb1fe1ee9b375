import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { errorResponseSchema, STAFF_MESSAGES, STAFF_ROLES, type StaffRole } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedIn, signInAdmin } from '../support/sessions.ts';
import { newStaffMember, sessionOf } from '../support/staff.ts';
import { startTestApp, type TestApp } from '../test-app.ts';

/*
 * Issue 22 "Staff accounts and roles": the server enforces the role on every call. Every route of
 * the admin scope (from the app's own route catalog) must appear in this table with the roles
 * that may call it, and each is called for real by each role: a route added later without a
 * role decision fails here, and so does a role let in or kept out by mistake.
 */

const EVERYONE: readonly StaffRole[] = ['owner', 'manager', 'kitchen', 'counter'];
const MANAGING: readonly StaffRole[] = ['owner', 'manager'];
const COUNTER: readonly StaffRole[] = ['owner', 'manager', 'counter'];
const KITCHEN: readonly StaffRole[] = ['owner', 'manager', 'kitchen'];
const OWNER: readonly StaffRole[] = ['owner'];

const EXPECTED: Record<string, readonly StaffRole[]> = {
  // Every staff member: who they are, signing out, their own password.
  'GET /api/admin/me': EVERYONE,
  'POST /api/admin/logout': EVERYONE,
  'POST /api/admin/change-password': EVERYONE,
  'GET /api/admin/me/two-factor': MANAGING,
  'POST /api/admin/me/two-factor/setup': MANAGING,
  'POST /api/admin/me/two-factor/enable': MANAGING,
  'POST /api/admin/me/two-factor/disable': MANAGING,
  // The check-in kiosk.
  'POST /api/customers/customer-lookup': COUNTER,
  'POST /api/customers/self-register': COUNTER,
  // Orders: the counter reads them and hands them over, the kitchen moves them on (the status
  // call refuses a status the role may not set, see staff/order-status-by-role.test.ts).
  'GET /api/admin/orders/:id/ticket': EVERYONE,
  'GET /api/admin/orders/:id/receipt': COUNTER,
  'GET /api/admin/orders': COUNTER,
  'GET /api/admin/orders/active': COUNTER,
  'GET /api/admin/orders/:id': COUNTER,
  'PATCH /api/orders/:id/status': COUNTER,
  'PATCH /api/admin/orders/:id/status': COUNTER,
  'PATCH /api/admin/orders/:id/accept': MANAGING,
  'PATCH /api/admin/orders/:id/reject': MANAGING,
  'DELETE /api/orders/:id': MANAGING,
  'POST /api/admin/orders/:id/refund': OWNER,
  'GET /api/admin/orders/events': COUNTER,
  // The kitchen display.
  'GET /api/kitchen/tickets': KITCHEN,
  'PATCH /api/kitchen/tickets/:id/status': KITCHEN,
  'GET /api/kitchen/events': KITCHEN,
  // Overview and analytics.
  'GET /api/admin/dashboard/stats': MANAGING,
  'GET /api/admin/dashboard/overview': MANAGING,
  'GET /api/admin/analytics/daily-orders': MANAGING,
  'GET /api/admin/analytics/order-status': MANAGING,
  'GET /api/admin/analytics/customer-growth': MANAGING,
  'GET /api/admin/analytics/popular-items': MANAGING,
  'GET /api/admin/analytics/revenue-by-category': MANAGING,
  'GET /api/admin/analytics/sales': MANAGING,
  'GET /api/admin/analytics/customers': MANAGING,
  // Customers.
  'GET /api/admin/customers': MANAGING,
  'GET /api/admin/customers/:id': MANAGING,
  'GET /api/admin/customers/:id/activity': MANAGING,
  'PUT /api/admin/customers/:id/status': MANAGING,
  'DELETE /api/admin/customers/:id': MANAGING,
  // The menu and the meals' options.
  'GET /api/admin/categories': MANAGING,
  'POST /api/categories': MANAGING,
  'PUT /api/categories/:id': MANAGING,
  'PATCH /api/categories/:id/toggle-status': MANAGING,
  'DELETE /api/categories/:id': MANAGING,
  'GET /api/admin/meals': MANAGING,
  'POST /api/admin/meals': MANAGING,
  'POST /api/meals': MANAGING,
  'PUT /api/admin/meals/:id': MANAGING,
  'PUT /api/meals/:id': MANAGING,
  'PUT /api/admin/meals/:id/toggle-status': MANAGING,
  'PATCH /api/meals/:id/toggle-status': MANAGING,
  'DELETE /api/admin/meals/:id': MANAGING,
  'DELETE /api/meals/:id': MANAGING,
  'GET /api/admin/option-groups': MANAGING,
  'GET /api/admin/option-groups/:id': MANAGING,
  'POST /api/admin/option-groups': MANAGING,
  'PUT /api/admin/option-groups/:id': MANAGING,
  'DELETE /api/admin/option-groups/:id': MANAGING,
  'PUT /api/admin/meals/:id/option-groups': MANAGING,
  // Events and coupons.
  'GET /api/admin/events': MANAGING,
  'GET /api/admin/events/:id': MANAGING,
  'POST /api/admin/events': MANAGING,
  'PUT /api/admin/events/:id': MANAGING,
  'DELETE /api/admin/events/:id': MANAGING,
  'GET /api/admin/coupons': MANAGING,
  'GET /api/admin/coupons/:id': MANAGING,
  'POST /api/admin/coupons': MANAGING,
  'PUT /api/admin/coupons/:id': MANAGING,
  'DELETE /api/admin/coupons/:id': MANAGING,
  // Gallery, contact messages and feedback.
  'GET /api/gallery/admin/all': MANAGING,
  'POST /api/gallery': MANAGING,
  'PUT /api/gallery/:id': MANAGING,
  'DELETE /api/gallery/:id': MANAGING,
  'GET /api/contact': MANAGING,
  'GET /api/contact/:id': MANAGING,
  'DELETE /api/contact/:id': MANAGING,
  'GET /api/feedback': MANAGING,
  'PUT /api/feedback/:id': MANAGING,
  'DELETE /api/feedback/:id': MANAGING,
  'GET /api/feedback/image/:fileName': MANAGING,
  'GET /uploads/feedback/:fileName': MANAGING,
  // The activity log.
  'GET /api/admin/activity': MANAGING,
  'GET /api/admin/activity/filters': MANAGING,
  // Settings: the owner changes them; the manager reads the ordering ones and uses the busy pause.
  'GET /api/admin/ordering/hours': MANAGING,
  'PUT /api/admin/ordering/hours': OWNER,
  'GET /api/admin/ordering/settings': MANAGING,
  'PUT /api/admin/ordering/settings': OWNER,
  'GET /api/admin/ordering/special-days': MANAGING,
  'POST /api/admin/ordering/special-days': OWNER,
  'DELETE /api/admin/ordering/special-days/:date': OWNER,
  'POST /api/admin/ordering/pause': MANAGING,
  'DELETE /api/admin/ordering/pause': MANAGING,
  'GET /api/admin/delivery/areas': OWNER,
  'GET /api/admin/delivery/areas/:id': OWNER,
  'POST /api/admin/delivery/areas': OWNER,
  'PUT /api/admin/delivery/areas/:id': OWNER,
  'DELETE /api/admin/delivery/areas/:id': OWNER,
  'GET /api/admin/restaurant-details': OWNER,
  'PUT /api/admin/restaurant-details': OWNER,
  'GET /api/admin/staff': OWNER,
  'POST /api/admin/staff': OWNER,
  'PUT /api/admin/staff/:id': OWNER,
  'DELETE /api/admin/staff/:id': OWNER,
};

let t: TestApp;
const staffIds = {} as Record<StaffRole, string>;
beforeAll(async () => {
  // The allowed calls really run (a DELETE of gallery 1 deletes its pictures): on a folder of
  // this test's own, not the run's shared one with the seeded pictures other tests serve.
  t = await startTestApp({ uploadsDir: await mkdtemp(path.join(tmpdir(), 'role-table-uploads-')) });
  staffIds.owner = (await signInAdmin(t)).id;
  for (const role of STAFF_ROLES.filter((r) => r !== 'owner')) {
    staffIds[role] = (await newStaffMember(t, role)).id;
  }
});
afterAll(() => t.close());

/** The table's key of a route: a HEAD route answers as its GET does. */
const keyOf = ({ method, url }: { method: string; url: string }) =>
  `${method === 'HEAD' ? 'GET' : method} ${url}`;

function adminRoutes() {
  return t.app.routeCatalog().filter((route) => route.scope === 'admin');
}

/** A concrete URL for a route pattern: the guard answers before params are read. */
const urlOf = (pattern: string) => pattern.replace(/:[A-Za-z_]+/g, '1').replace(/\*/g, 'x');

type Method = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'OPTIONS';

/**
 * One call as a role, on a session of its own (one of the calls signs out). Only the status
 * matters: a stream is not read (the live feeds would never end), its status is enough.
 */
async function statusAs(role: StaffRole, route: { method: string; url: string }) {
  const session: SignedIn = await sessionOf(t, staffIds[role]);
  const method = route.method as Method;
  const withBody = !['GET', 'HEAD', 'OPTIONS'].includes(method);
  const res = await t.app.inject({
    method,
    url: urlOf(route.url),
    headers: session.headers,
    payloadAsStream: true,
    ...(withBody ? { payload: {} } : {}),
  });
  const stream = res.stream();
  const body = await firstChunk(stream);
  stream.destroy();
  return { status: res.statusCode, body };
}

/** The answer's first bytes: a refusal is whole in them, a stream's are never awaited longer. */
async function firstChunk(stream: NodeJS.ReadableStream): Promise<string> {
  for await (const chunk of stream) return String(chunk);
  return '';
}

function refusedForRole(method: string, answer: { status: number; body: string }): boolean {
  if (answer.status !== 403) return false;
  if (method === 'HEAD') return true;
  const body = errorResponseSchema.safeParse(JSON.parse(answer.body));
  return body.success && body.data.message === STAFF_MESSAGES.roleRefused;
}

describe('the role × call table', () => {
  it('names every route of the admin scope, and no route the app does not have', () => {
    const routes = new Set(adminRoutes().map(keyOf));
    expect([...routes].filter((route) => !(route in EXPECTED))).toEqual([]);
    expect(Object.keys(EXPECTED).filter((route) => !routes.has(route))).toEqual([]);
  });

  it.each(STAFF_ROLES)(
    'lets the %s call its routes and refuses every other one with 403',
    async (role) => {
      const wrong: string[] = [];
      for (const route of adminRoutes()) {
        const allowed = EXPECTED[keyOf(route)]?.includes(role) ?? false;
        const answer = await statusAs(role, route);
        const refused = refusedForRole(route.method, answer);
        const signedOut = answer.status === 401;
        if (allowed && (answer.status === 403 || signedOut)) {
          wrong.push(`${route.method} ${route.url} refused → ${answer.status}`);
        }
        if (!allowed && !refused)
          wrong.push(`${route.method} ${route.url} let in → ${answer.status}`);
      }
      expect(wrong).toEqual([]);
    },
  );
});
