import { customerSessions, loginFailures, passwordResetTokens } from '@shop/db';
import { count, eq, sql } from '@shop/db/orm';
import { successResponseSchema } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purgeStaleAccountRecords } from '../../../../src/services/accounts/purge-stale-records.ts';
import { bearer, customerLogin, profile, registeredCustomer } from '../../../support/accounts.ts';
import { startTestApp, type TestApp } from '../../../test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

function logout(headers: Record<string, string>) {
  return t.app.inject({ method: 'POST', url: '/api/customers/logout', headers });
}

describe('POST /api/customers/logout', () => {
  it('ends the session on the server: the token then gets 401', async () => {
    const account = await registeredCustomer(t);
    const res = await logout(bearer(account.token));
    expect(res.statusCode).toBe(200);
    expect(successResponseSchema.parse(res.json())).toEqual({
      success: true,
      message: 'You have been logged out',
    });
    const after = await profile(t, account.token);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ error: 'UNAUTHORIZED', message: 'Please sign in' });
    expect((await logout(bearer(account.token))).statusCode).toBe(401);
  });

  it('ends only that session: the same customer on another device stays signed in', async () => {
    const account = await registeredCustomer(t);
    const phone = await customerLogin(t, {
      email: account.email,
      password: account.password,
      rememberMe: true,
    });
    expect((await logout(bearer(account.token))).statusCode).toBe(200);
    expect((await profile(t, phone.json().token)).statusCode).toBe(200);
    const left = await t.db
      .select()
      .from(customerSessions)
      .where(eq(customerSessions.customerId, account.id));
    expect(left).toHaveLength(1);
  });

  it('refuses a caller without a session', async () => {
    expect((await logout({})).statusCode).toBe(401);
  });

  it('accepts an empty JSON object as the body', async () => {
    const account = await registeredCustomer(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/customers/logout',
      headers: bearer(account.token),
      payload: {},
    });
    expect(res.statusCode).toBe(200);
    expect((await profile(t, account.token)).statusCode).toBe(401);
  });
});

describe('the hourly clean-up of account records', () => {
  it('removes expired sessions, spent failure counts and long-dead reset links only', async () => {
    const expired = await registeredCustomer(t);
    const live = await registeredCustomer(t);
    await t.db
      .update(customerSessions)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(customerSessions.customerId, expired.id));
    await t.db.insert(loginFailures).values([
      {
        realm: 'customer',
        account: 'old@example.com',
        ip: '10.1.1.1',
        createdAt: sql`now() - interval '16 minutes'`,
      },
      { realm: 'customer', account: 'new@example.com', ip: '10.1.1.1' },
    ]);
    await t.db.insert(passwordResetTokens).values([
      { customerId: live.id, tokenHash: 'dead', expiresAt: sql`now() - interval '25 hours'` },
      { customerId: live.id, tokenHash: 'recent', expiresAt: sql`now() - interval '1 hour'` },
    ]);

    await purgeStaleAccountRecords(t.db);

    expect((await profile(t, live.token)).statusCode).toBe(200);
    const sessionsLeft = await t.db
      .select({ n: count() })
      .from(customerSessions)
      .where(eq(customerSessions.customerId, expired.id));
    expect(sessionsLeft[0]?.n).toBe(0);
    const failures = await t.db.select({ account: loginFailures.account }).from(loginFailures);
    expect(failures.map((f) => f.account)).toEqual(['new@example.com']);
    const tokens = await t.db
      .select({ hash: passwordResetTokens.tokenHash })
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.customerId, live.id));
    expect(tokens.map((row) => row.hash)).toEqual(['recent']);
  });
});
