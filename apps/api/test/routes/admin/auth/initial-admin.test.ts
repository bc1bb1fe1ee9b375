import { admins } from '@shop/db';
import { eq, sql } from '@shop/db/orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../../src/config.ts';
import { ensureInitialAdmin } from '../../../../src/services/accounts/ensure-initial-admin.ts';
import { startupProblems } from '../../../../src/startup-checks.ts';
import { adminLogin, bearer } from '../../../support/accounts.ts';
import { startTestApp, type TestApp } from '../../../test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function adminsWith(email: string) {
  return t.db
    .select()
    .from(admins)
    .where(eq(sql`lower(${admins.email})`, email.toLowerCase()));
}

describe('the initial admin of ADMIN_EMAIL and ADMIN_PASSWORD', () => {
  it('is created at start-up with a password that counts as changed, and can sign in', async () => {
    const config = loadConfig({
      ADMIN_EMAIL: 'Owner@BurgerHouse.com.np',
      ADMIN_PASSWORD: 'Kitchen2025',
    });
    expect(config.initialAdmin).toEqual({
      email: 'owner@burgerhouse.com.np',
      password: 'Kitchen2025',
    });
    if (!config.initialAdmin) throw new Error('no initial admin configured');
    expect(await ensureInitialAdmin(t.db, config.initialAdmin)).toBe(true);
    const [row] = await adminsWith('owner@burgerhouse.com.np');
    expect(row?.passwordChangedAt).not.toBeNull();
    expect(row?.passwordHash).toMatch(/^scrypt\$/);

    const login = await adminLogin(t, {
      email: 'owner@burgerhouse.com.np',
      password: 'Kitchen2025',
    });
    expect(login.statusCode).toBe(200);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/admin/me',
      headers: bearer(login.json().token),
    });
    expect(me.json()).toMatchObject({
      email: 'owner@burgerhouse.com.np',
      role: 'owner',
      passwordIsDefault: false,
    });
    // Only the demo admin's unchanged password still stops a production start.
    expect(await startupProblems({ env: 'production' }, t.db)).toEqual([
      'The admin account admin@burgerhouse.com.np still has the default password: change it before running with NODE_ENV=production.',
    ]);
  });

  it('leaves an admin of that email alone at the next start, whatever its letter case', async () => {
    const [before] = await adminsWith('owner@burgerhouse.com.np');
    expect(
      await ensureInitialAdmin(t.db, {
        email: 'OWNER@burgerhouse.com.np',
        password: 'Another2026',
      }),
    ).toBe(false);
    const after = await adminsWith('owner@burgerhouse.com.np');
    expect(after).toHaveLength(1);
    expect(after[0]?.passwordHash).toBe(before?.passwordHash);
  });

  it('is created once when several processes start at the same time', async () => {
    const results = await Promise.all(
      [1, 2, 3].map(() =>
        ensureInitialAdmin(t.db, { email: 'manager@burgerhouse.com.np', password: 'Manager2025' }),
      ),
    );
    expect(results.filter(Boolean).length).toBeLessThanOrEqual(1);
    expect(await adminsWith('manager@burgerhouse.com.np')).toHaveLength(1);
  });

  it.each([
    [{ ADMIN_EMAIL: 'owner@example.com' }, /ADMIN_EMAIL and ADMIN_PASSWORD must be set together/],
    [{ ADMIN_PASSWORD: 'Kitchen2025' }, /ADMIN_EMAIL and ADMIN_PASSWORD must be set together/],
    [
      { ADMIN_EMAIL: 'owner@example.com', ADMIN_PASSWORD: 'kitchen2025' },
      /ADMIN_PASSWORD: Password must contain uppercase, lowercase, and number/,
    ],
    [
      { ADMIN_EMAIL: 'owner@example.com', ADMIN_PASSWORD: 'Kit1' },
      /ADMIN_PASSWORD: Password must be at least 8 characters/,
    ],
    [{ ADMIN_EMAIL: 'not-an-email', ADMIN_PASSWORD: 'Kitchen2025' }, /ADMIN_EMAIL: /],
  ])('refuses to start with %o', (env, problem) => {
    expect(() => loadConfig(env)).toThrow(problem);
  });

  it('is not configured when neither variable is set', () => {
    expect(loadConfig({}).initialAdmin).toBeUndefined();
  });
});
