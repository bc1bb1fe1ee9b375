import { adminAuditLog, adminSessions, admins, loginFailures } from '@shop/db';
import { eq } from '@shop/db/orm';
import { DEMO_ADMIN, DEMO_CUSTOMER } from '@shop/db/seed';
import { ADMIN_AUTH_MESSAGES, adminAuthResponseSchema, LOGIN_FAILURE_LIMIT } from '@shop/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adminLogin, bearer, failuresOf } from '../../../support/accounts.ts';
import { signInCustomer } from '../../../support/sessions.ts';
import { startTestApp, type TestApp } from '../../../test-app.ts';

/*
 * POST /api/admin/change-password (issue 8 "Access"): the current password and a new one by the
 * registration rules; the admin's other sessions end, this one stays; the login hint goes.
 * Each test starts from the demo admin with its demo password.
 */

let t: TestApp;
let originalHash: string;
beforeAll(async () => {
  t = await startTestApp();
  const [row] = await t.db.select().from(admins).where(eq(admins.email, DEMO_ADMIN.email));
  if (!row) throw new Error('no demo admin');
  originalHash = row.passwordHash;
});
afterAll(() => t.close());

beforeEach(async () => {
  await t.db
    .update(admins)
    .set({ passwordHash: originalHash, passwordChangedAt: null })
    .where(eq(admins.email, DEMO_ADMIN.email));
  await t.db.delete(loginFailures);
  await t.db.delete(adminSessions);
});

const NEW_PASSWORD = 'Kitchen2025';

async function signIn(password: string = DEMO_ADMIN.password, ip = '127.0.0.1') {
  const res = await adminLogin(t, { email: DEMO_ADMIN.email, password }, ip);
  expect(res.statusCode, res.body).toBe(200);
  return adminAuthResponseSchema.parse(res.json());
}

function changePassword(token: string | null, payload: unknown, remoteAddress = '127.0.0.1') {
  return t.app.inject({
    method: 'POST',
    url: '/api/admin/change-password',
    headers: token ? bearer(token) : {},
    payload: payload as object,
    remoteAddress,
  });
}

const me = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/admin/me', headers: bearer(token) });

async function hint() {
  return (await t.app.inject({ method: 'GET', url: '/api/admin/login-hint' })).json();
}

describe('POST /api/admin/change-password', () => {
  it('sets the new password, keeps this session, ends the others, and logs the change', async () => {
    const here = await signIn();
    const elsewhere = await signIn(DEMO_ADMIN.password, '10.1.0.2');
    if (t.database.kind === 'pglite') expect((await hint()).demo).not.toBeNull();

    const res = await changePassword(here.token, {
      currentPassword: DEMO_ADMIN.password,
      newPassword: NEW_PASSWORD,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: 'Your password has been changed. Other sessions have been signed out.',
    });

    expect((await me(here.token)).json()).toMatchObject({ passwordIsDefault: false });
    expect((await me(elsewhere.token)).statusCode).toBe(401);
    expect(await hint()).toEqual({ demo: null });

    const old = await adminLogin(t, { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password });
    expect(old.statusCode).toBe(401);
    await signIn(NEW_PASSWORD);

    const entries = await t.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.action, 'admin.password_changed'));
    expect(entries).toEqual([
      expect.objectContaining({
        adminId: here.admin.id,
        entityType: 'admin',
        entityId: here.admin.id,
      }),
    ]);
    // The hash, never the password, is stored.
    const [row] = await t.db.select().from(admins).where(eq(admins.id, here.admin.id));
    expect(row?.passwordHash).not.toContain(NEW_PASSWORD);
    expect(row?.passwordHash).not.toBe(originalHash);
  });

  it('refuses a wrong current password with 400, changing nothing, and counts it as a failed sign-in', async () => {
    const { token } = await signIn();
    const res = await changePassword(token, {
      currentPassword: 'Admin@124',
      newPassword: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'VALIDATION_FAILED',
      message: 'Current password is incorrect',
    });
    expect(await failuresOf(t, 'admin', DEMO_ADMIN.email)).toBe(1);
    expect((await me(token)).json()).toMatchObject({ passwordIsDefault: true });
    await signIn();
  });

  it(`answers 429 after ${LOGIN_FAILURE_LIMIT} wrong current passwords, even for the right one`, async () => {
    const { token } = await signIn();
    for (let i = 0; i < LOGIN_FAILURE_LIMIT; i++) {
      const res = await changePassword(token, {
        currentPassword: `Guess${i}xx`,
        newPassword: NEW_PASSWORD,
      });
      expect(res.statusCode).toBe(400);
    }
    const locked = await changePassword(token, {
      currentPassword: DEMO_ADMIN.password,
      newPassword: NEW_PASSWORD,
    });
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({
      error: 'RATE_LIMITED',
      message: 'Too many failed sign-in attempts. Please try again in 15 minutes.',
    });
  });

  it.each([
    ['no current password', { currentPassword: '' }, 'Current password is required'],
    ['a missing current password', { currentPassword: undefined }, 'Current password is required'],
    ['no new password', { newPassword: '' }, 'Password is required'],
    ['a short new password', { newPassword: 'Ab1' }, 'Password must be at least 8 characters'],
    [
      'a new password without a digit',
      { newPassword: 'KitchenOnly' },
      'Password must contain uppercase, lowercase, and number',
    ],
    [
      'a new password of 129 characters',
      { newPassword: `Aa1${'x'.repeat(126)}` },
      'Password must be at most 128 characters',
    ],
    [
      'the current password again',
      { newPassword: DEMO_ADMIN.password },
      'New password must be different from the current password',
    ],
  ])('refuses %s with its message', async (_, fields, message) => {
    const { token } = await signIn();
    const res = await changePassword(token, {
      currentPassword: DEMO_ADMIN.password,
      newPassword: NEW_PASSWORD,
      ...fields,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'VALIDATION_FAILED', message });
    expect(await failuresOf(t, 'admin', DEMO_ADMIN.email)).toBe(0);
  });

  it.each([
    ['the demo admin’s', DEMO_ADMIN.password],
    ['the demo customer’s', DEMO_CUSTOMER.password],
  ])(
    'refuses %s published password as the new one, once the demo one was changed',
    async (_, published) => {
      const first = await signIn();
      const changed = await changePassword(first.token, {
        currentPassword: DEMO_ADMIN.password,
        newPassword: NEW_PASSWORD,
      });
      expect(changed.statusCode, changed.body).toBe(200);

      const res = await changePassword(first.token, {
        currentPassword: NEW_PASSWORD,
        newPassword: published,
      });

      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        error: 'VALIDATION_FAILED',
        message: ADMIN_AUTH_MESSAGES.newPasswordPublished,
      });
      const refused = await adminLogin(t, { email: DEMO_ADMIN.email, password: published });
      expect(refused.statusCode).toBe(401);
      await signIn(NEW_PASSWORD);
    },
  );

  it('lets only one of two changes made at once through', async () => {
    const { token } = await signIn();
    const logged = () =>
      t.db.select().from(adminAuditLog).where(eq(adminAuditLog.action, 'admin.password_changed'));
    const before = (await logged()).length;
    const candidates = ['Kitchen2025', 'Counter2025'];
    const replies = await Promise.all(
      candidates.map((newPassword) =>
        changePassword(token, { currentPassword: DEMO_ADMIN.password, newPassword }),
      ),
    );
    const statuses = replies.map((res) => res.statusCode).sort();
    expect(statuses[0]).toBe(200);
    // The second finds the password changed: either before it checked it, or before it wrote.
    expect([400, 409]).toContain(statuses[1]);
    expect((await logged()).length).toBe(before + 1);
    const winner = candidates[replies.findIndex((res) => res.statusCode === 200)];
    const logins = await Promise.all(
      candidates.map((password) => adminLogin(t, { email: DEMO_ADMIN.email, password })),
    );
    expect(logins.map((res) => res.statusCode)).toEqual(
      candidates.map((password) => (password === winner ? 200 : 401)),
    );
  });

  it('refuses a caller without an admin session, and a customer’s session', async () => {
    const customer = await signInCustomer(t);
    const body = { currentPassword: DEMO_ADMIN.password, newPassword: NEW_PASSWORD };
    for (const token of [null, customer.token]) {
      const res = await changePassword(token, body);
      expect(res.statusCode).toBe(401);
    }
    await signIn();
  });
});
