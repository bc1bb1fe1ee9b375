import { admins } from '@shop/db';
import { eq, sql } from '@shop/db/orm';
import { DEMO_ADMIN } from '@shop/db/seed';
import { adminLoginHintResponseSchema } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test-app.ts';

/*
 * docs/product-rules.md#default-admin: the login screen shows the demo credentials only on the
 * embedded demo database and only while that password was never changed. The same suite runs on
 * PostgreSQL, where the hint never shows.
 */

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function hint() {
  const res = await t.app.inject({ method: 'GET', url: '/api/admin/login-hint' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  return adminLoginHintResponseSchema.parse(res.json());
}

const demoAdmin = eq(sql`lower(${admins.email})`, DEMO_ADMIN.email);

describe('GET /api/admin/login-hint', () => {
  it('answers without a session: the demo credentials on the embedded database, none on PostgreSQL', async () => {
    const expected =
      t.database.kind === 'pglite'
        ? { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password }
        : null;
    expect(await hint()).toEqual({ demo: expected });
  });

  it('stops showing them once the demo password was changed', async () => {
    await t.db.update(admins).set({ passwordChangedAt: new Date() }).where(demoAdmin);
    expect(await hint()).toEqual({ demo: null });
    await t.db.update(admins).set({ passwordChangedAt: null }).where(demoAdmin);
  });

  it('shows nothing when the demo admin does not exist', async () => {
    await t.db.update(admins).set({ email: 'owner@burgerhouse.com.np' }).where(demoAdmin);
    expect(await hint()).toEqual({ demo: null });
    await t.db
      .update(admins)
      .set({ email: DEMO_ADMIN.email })
      .where(eq(admins.email, 'owner@burgerhouse.com.np'));
  });
});
