import { adminSessions, admins, loginFailures } from '@shop/db';
import { eq } from '@shop/db/orm';
import { DEMO_ADMIN, DEMO_CUSTOMER } from '@shop/db/seed';
import { adminAuthResponseSchema, adminMeResponseSchema, LOGIN_FAILURE_LIMIT } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminLogin, bearer, customerLogin, failuresOf } from '../../../support/accounts.ts';
import { signInCustomer } from '../../../support/sessions.ts';
import { startTestApp, type TestApp } from '../../../test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const demo = { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password };
const invalid = { error: 'UNAUTHORIZED', message: 'Invalid email or password' };

function me(token: string) {
  return t.app.inject({ method: 'GET', url: '/api/admin/me', headers: bearer(token) });
}

async function signedIn(extra: Record<string, unknown> = {}, ip = '127.0.0.1') {
  const res = await adminLogin(t, { ...demo, ...extra }, ip);
  expect(res.statusCode, res.body).toBe(200);
  return adminAuthResponseSchema.parse(res.json());
}

describe('POST /api/admin/login', () => {
  it('signs in the demo admin and answers who it is', async () => {
    const body = await signedIn({ email: DEMO_ADMIN.email.toUpperCase() });
    expect(body.admin).toEqual({
      id: expect.any(String),
      name: DEMO_ADMIN.name,
      email: DEMO_ADMIN.email,
      // The demo admin is the shop's owner (docs/product-rules.md#staff-and-roles).
      role: 'owner',
    });
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [session] = await t.db
      .select()
      .from(adminSessions)
      .where(eq(adminSessions.adminId, body.admin.id));
    expect(session).toBeDefined();
  });

  it('keeps a remembered session for 30 days', async () => {
    const body = await signedIn({ rememberMe: true });
    const sessions = await t.db
      .select()
      .from(adminSessions)
      .where(eq(adminSessions.persistent, true));
    expect(sessions).toHaveLength(1);
    const days = ((sessions[0]?.expiresAt.getTime() ?? 0) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect((await me(body.token)).statusCode).toBe(200);
  });

  it('says the same for an unknown email, a wrong password and a customer’s credentials', async () => {
    const replies = await Promise.all([
      adminLogin(t, { email: 'boss@burgerhouse.com.np', password: 'Admin@123' }, '10.9.0.1'),
      adminLogin(t, { email: DEMO_ADMIN.email, password: 'Admin@124' }, '10.9.0.2'),
      adminLogin(t, { email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password }, '10.9.0.3'),
    ]);
    for (const res of replies) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(invalid);
    }
  });

  it.each([
    ['an empty email', { email: '' }, 'Email is required'],
    ['a missing email', { email: undefined }, 'Email is required'],
    ['a malformed email', { email: 'admin' }, 'Please enter a valid email'],
    ['an empty password', { password: '' }, 'Password is required'],
    ['a missing password', { password: undefined }, 'Password is required'],
    ['a short password', { password: 'Adm1' }, 'Password must be at least 6 characters'],
    ['a word as remember me', { rememberMe: 'on' }, 'rememberMe must be true or false'],
  ])('refuses %s with the admin login form’s message', async (_, fields, message) => {
    const res = await adminLogin(t, { ...demo, ...fields });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'VALIDATION_FAILED', message });
  });

  it(`locks the admin account after ${LOGIN_FAILURE_LIMIT} failures, apart from customer sign-ins`, async () => {
    await t.db.delete(loginFailures);
    // Customer failures under the admin's email do not count against the back office.
    for (let i = 0; i < LOGIN_FAILURE_LIMIT; i++) {
      await customerLogin(t, { email: DEMO_ADMIN.email, password: 'Admin@999' }, `10.8.1.${i}`);
    }
    expect(await failuresOf(t, 'customer', DEMO_ADMIN.email)).toBe(LOGIN_FAILURE_LIMIT);
    await signedIn({}, '10.8.2.1');

    for (let i = 0; i < LOGIN_FAILURE_LIMIT; i++) {
      const res = await adminLogin(t, { ...demo, password: `Guess${i}xx` }, `10.8.3.${i}`);
      expect(res.statusCode).toBe(401);
    }
    const locked = await adminLogin(t, demo, '10.8.4.1');
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({
      error: 'RATE_LIMITED',
      message: 'Too many failed sign-in attempts. Please try again in 15 minutes.',
    });
    // The rest of this file signs the demo admin in again.
    await t.db.delete(loginFailures);
  });
});

describe('GET /api/admin/me', () => {
  it('says whether the demo password is still unchanged', async () => {
    const { token, admin } = await signedIn({}, '10.7.0.1');
    const before = adminMeResponseSchema.parse((await me(token)).json());
    expect(before).toEqual({ ...admin, passwordIsDefault: true });
    await t.db.update(admins).set({ passwordChangedAt: new Date() }).where(eq(admins.id, admin.id));
    expect((await me(token)).json()).toEqual({ ...admin, passwordIsDefault: false });
    await t.db.update(admins).set({ passwordChangedAt: null }).where(eq(admins.id, admin.id));
  });

  it('refuses no token, and a customer’s token', async () => {
    const customer = await signInCustomer(t);
    for (const headers of [{}, customer.headers]) {
      const res = await t.app.inject({ method: 'GET', url: '/api/admin/me', headers });
      expect(res.statusCode).toBe(401);
    }
  });
});

describe('POST /api/admin/logout', () => {
  it('ends that session only: the token then gets 401, another stays valid', async () => {
    const first = await signedIn({}, '10.6.0.1');
    const second = await signedIn({}, '10.6.0.2');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/logout',
      headers: bearer(first.token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'You have been logged out' });
    expect((await me(first.token)).statusCode).toBe(401);
    expect((await me(second.token)).statusCode).toBe(200);
  });

  it('refuses a caller without an admin session', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/admin/logout' });
    expect(res.statusCode).toBe(401);
  });
});
