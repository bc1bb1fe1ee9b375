import { adminAuditLog, adminSessions } from '@shop/db';
import { and, desc, eq } from '@shop/db/orm';
import {
  adminAuthResponseSchema,
  adminMeResponseSchema,
  STAFF_MESSAGES,
  staffListResponseSchema,
  staffSavedResponseSchema,
} from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { updateStaffMember } from '../../../../src/services/admin-staff/update-staff-member.ts';
import { adminLogin } from '../../../support/accounts.ts';
import { type SignedIn, signInAdmin } from '../../../support/sessions.ts';
import { newStaffMember, STAFF_TEST_PASSWORD, sessionOf } from '../../../support/staff.ts';
import { startTestApp, type TestApp } from '../../../test-app.ts';

let t: TestApp;
let owner: SignedIn;
beforeAll(async () => {
  t = await startTestApp();
  owner = await signInAdmin(t);
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: owner.headers, ...(payload ? { payload } : {}) });

let emails = 0;
const freshEmail = () => `Cook.${++emails}.${Date.now()}@BurgerHouse.com.np`;

async function created(role = 'kitchen', name = 'Sita Gurung') {
  const res = await call('POST', '/api/admin/staff', {
    name,
    email: freshEmail(),
    password: 'Momo@2082',
    role,
  });
  expect(res.statusCode, res.body).toBe(201);
  return staffSavedResponseSchema.parse(res.json()).data;
}

async function lastLogLine(entityId: string) {
  const [line] = await t.db
    .select()
    .from(adminAuditLog)
    .where(and(eq(adminAuditLog.entityType, 'staff'), eq(adminAuditLog.entityId, entityId)))
    .orderBy(desc(adminAuditLog.createdAt))
    .limit(1);
  return line;
}

const sessionsOf = async (id: string) =>
  (await t.db.select().from(adminSessions).where(eq(adminSessions.adminId, id))).length;

describe('POST /api/admin/staff', () => {
  it('adds a staff member who signs in with their role, and logs who added them', async () => {
    const email = freshEmail();
    const res = await call('POST', '/api/admin/staff', {
      name: '  Ram Thapa ',
      email,
      password: 'Momo@2082',
      role: 'counter',
    });
    expect(res.statusCode, res.body).toBe(201);
    const member = staffSavedResponseSchema.parse(res.json()).data;
    expect(member).toMatchObject({
      name: 'Ram Thapa',
      email: email.toLowerCase(),
      role: 'counter',
      active: true,
      deactivatedAt: null,
    });
    expect(res.json().message).toBe(STAFF_MESSAGES.created);
    expect(res.body).not.toContain('Momo@2082');

    const login = await adminLogin(t, { email, password: 'Momo@2082' }, '10.22.0.1');
    expect(login.statusCode, login.body).toBe(200);
    const signedIn = adminAuthResponseSchema.parse(login.json());
    expect(signedIn.admin).toMatchObject({ id: member.id, role: 'counter' });
    const me = await t.app.inject({
      url: '/api/admin/me',
      headers: { authorization: `Bearer ${signedIn.token}` },
    });
    expect(adminMeResponseSchema.parse(me.json()).role).toBe('counter');

    const line = await lastLogLine(member.id);
    expect(line).toMatchObject({ adminId: owner.id, action: 'staff.created' });
    expect(JSON.stringify(line?.details)).not.toContain('Momo@2082');
  });

  it('refuses an email already used, whatever its letter case, with 409', async () => {
    const first = await created();
    const res = await call('POST', '/api/admin/staff', {
      name: 'Twin',
      email: first.email.toUpperCase(),
      password: 'Momo@2082',
      role: 'manager',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: 'CONFLICT', message: STAFF_MESSAGES.emailTaken });
  });

  it.each([
    [{ email: 'x@y.np', password: 'Momo@2082', role: 'kitchen' }, STAFF_MESSAGES.nameRequired],
    [
      { name: 'A', email: 'nope', password: 'Momo@2082', role: 'kitchen' },
      STAFF_MESSAGES.emailInvalid,
    ],
    [{ name: 'A', email: 'a@b.np', password: 'short', role: 'kitchen' }, 'at least 8'],
    [
      { name: 'A', email: 'a@b.np', password: 'Admin@123', role: 'kitchen' },
      STAFF_MESSAGES.passwordPublished,
    ],
    [
      { name: 'A', email: 'a@b.np', password: 'Momo@2082', role: 'chef' },
      STAFF_MESSAGES.roleInvalid,
    ],
  ])('refuses %j with a clear message', async (payload, words) => {
    const res = await call('POST', '/api/admin/staff', payload);
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain(words);
  });
});

describe('GET /api/admin/staff', () => {
  it('lists the active first, never a password', async () => {
    const gone = await created('kitchen', 'Aaa Gone');
    await call('DELETE', `/api/admin/staff/${gone.id}`);
    const res = await call('GET', '/api/admin/staff');
    expect(res.statusCode).toBe(200);
    const { data } = staffListResponseSchema.parse(res.json());
    const firstInactive = data.findIndex((member) => !member.active);
    expect(data.slice(firstInactive).every((member) => !member.active)).toBe(true);
    expect(data.find((member) => member.id === owner.id)).toMatchObject({ role: 'owner' });
    expect(res.body).not.toContain('password');
  });
});

describe('PUT /api/admin/staff/{id}', () => {
  it('changes the name and the role; a new role ends their sessions, and the next one has it', async () => {
    const cook = await newStaffMember(t, 'kitchen');
    const before = await t.app.inject({ url: '/api/admin/customers', headers: cook.headers });
    expect(before.statusCode).toBe(403);
    const res = await call('PUT', `/api/admin/staff/${cook.id}`, {
      name: 'Head Cook',
      role: 'manager',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ name: 'Head Cook', role: 'manager' });
    // Open pages and live streams of the old role end with its session.
    const old = await t.app.inject({ url: '/api/admin/customers', headers: cook.headers });
    expect(old.statusCode).toBe(401);
    const again = await sessionOf(t, cook.id);
    const after = await t.app.inject({ url: '/api/admin/customers', headers: again.headers });
    expect(after.statusCode).toBe(200);
    expect((await lastLogLine(cook.id))?.details).toMatchObject({
      changes: { name: { to: 'Head Cook' }, role: { from: 'kitchen', to: 'manager' } },
    });
  });

  it('refuses setting one’s own password here (the account menu asks for the current one)', async () => {
    const res = await call('PUT', `/api/admin/staff/${owner.id}`, { password: 'Newpass@2082' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(STAFF_MESSAGES.ownPassword);
    expect(await sessionsOf(owner.id)).toBeGreaterThan(0);
  });

  it('sets a new password: the old one and their sessions stop working', async () => {
    const cook = await newStaffMember(t, 'kitchen');
    const res = await call('PUT', `/api/admin/staff/${cook.id}`, { password: 'Newpass@2082' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await sessionsOf(cook.id)).toBe(0);
    const old = await adminLogin(
      t,
      { email: cook.email, password: STAFF_TEST_PASSWORD },
      '10.22.0.2',
    );
    expect(old.statusCode).toBe(401);
    const fresh = await adminLogin(t, { email: cook.email, password: 'Newpass@2082' }, '10.22.0.3');
    expect(fresh.statusCode).toBe(200);
    expect((await lastLogLine(cook.id))?.details).toMatchObject({ changes: { passwordSet: true } });
  });

  it('refuses an empty change, and an id that names nobody', async () => {
    const cook = await newStaffMember(t, 'kitchen');
    const empty = await call('PUT', `/api/admin/staff/${cook.id}`, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toContain(STAFF_MESSAGES.nothingToChange);
    for (const id of ['not-a-uuid', '00000000-0000-4000-8000-000000000000']) {
      const res = await call('PUT', `/api/admin/staff/${id}`, { name: 'X' });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(STAFF_MESSAGES.notFound);
    }
  });

  it('lets a deactivated member in again', async () => {
    const cook = await newStaffMember(t, 'counter');
    await call('DELETE', `/api/admin/staff/${cook.id}`);
    const res = await call('PUT', `/api/admin/staff/${cook.id}`, { active: true });
    expect(res.json().data).toMatchObject({ active: true, deactivatedAt: null });
    const login = await adminLogin(
      t,
      { email: cook.email, password: STAFF_TEST_PASSWORD },
      '10.22.0.4',
    );
    expect(login.statusCode).toBe(200);
  });
});

describe('DELETE /api/admin/staff/{id}', () => {
  it('deactivates: their sessions end, sign-in says why, the record stays for the log', async () => {
    const cook = await newStaffMember(t, 'kitchen');
    await sessionOf(t, cook.id);
    const res = await call('DELETE', `/api/admin/staff/${cook.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: STAFF_MESSAGES.deactivated,
      data: { id: cook.id, active: false, deactivatedAt: expect.any(String) },
    });
    expect(await sessionsOf(cook.id)).toBe(0);
    const me = await t.app.inject({ url: '/api/admin/me', headers: cook.headers });
    expect(me.statusCode).toBe(401);

    const wrong = await adminLogin(t, { email: cook.email, password: 'Wrong@2082' }, '10.22.0.5');
    expect(wrong.statusCode).toBe(401);
    const right = await adminLogin(
      t,
      { email: cook.email, password: STAFF_TEST_PASSWORD },
      '10.22.0.6',
    );
    expect(right.statusCode).toBe(403);
    expect(right.json()).toEqual({ error: 'FORBIDDEN', message: STAFF_MESSAGES.deactivatedSignIn });
    expect(await lastLogLine(cook.id)).toMatchObject({
      adminId: owner.id,
      action: 'staff.deactivated',
    });
  });

  it('refuses to deactivate yourself or change your own role', async () => {
    for (const [method, payload] of [
      ['DELETE', undefined],
      ['PUT', { active: false }],
      ['PUT', { role: 'manager' }],
    ] as const) {
      const res = await call(method, `/api/admin/staff/${owner.id}`, payload);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(STAFF_MESSAGES.notYourself);
    }
  });

  it('keeps an active owner: the last one cannot be demoted or deactivated', async () => {
    // Through the API the caller is an active owner who cannot change themselves, so this only
    // happens when two owners step each other down at once: the second change, made by an
    // owner the first one deactivated, finds the shop's last owner.
    const second = await newStaffMember(t, 'owner');
    const first = await call('DELETE', `/api/admin/staff/${second.id}`);
    expect(first.statusCode).toBe(200);
    for (const change of [{ active: false }, { role: 'manager' as const }]) {
      await expect(updateStaffMember(t.db, second.id, owner.id, change)).rejects.toMatchObject({
        code: 'CONFLICT',
        message: STAFF_MESSAGES.lastOwner,
      });
    }
  });
});
