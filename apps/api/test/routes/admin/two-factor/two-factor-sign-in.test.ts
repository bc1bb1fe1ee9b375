import { adminSignInChallenges } from '@shop/db';
import { eq, sql } from '@shop/db/orm';
import {
  adminAuthResponseSchema,
  TWO_FACTOR_MESSAGES,
  twoFactorChallengeSchema,
  twoFactorEnabledSchema,
  twoFactorSetupSchema,
  twoFactorStatusSchema,
} from '@shop/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { totpCode } from '../../../../src/services/two-factor/totp.ts';
import {
  newStaffMember,
  STAFF_TEST_PASSWORD,
  type StaffMemberSignedIn,
} from '../../../support/staff.ts';
import { startTestApp, type TestApp } from '../../../test-app.ts';

/*
 * Two-factor sign-in (docs/product-rules.md#two-factor-sign-in): an owner or manager turns it on
 * with a code from the app, then signs in with the password and a code (or a recovery code,
 * once), and turns it off with the password.
 */

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

// Each test signs in from its own address: the failure limit counts per address too.
let address = 0;
beforeEach(() => {
  address += 1;
});
const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers, remoteAddress: `10.0.0.${address}` });
const login = (email: string, password = STAFF_TEST_PASSWORD) =>
  post('/api/admin/login', { email, password });

/** A manager with two-factor sign-in on: their secret and recovery codes. */
async function managerWithTwoFactor() {
  const manager = await newStaffMember(t, 'manager');
  const setup = await post('/api/admin/me/two-factor/setup', {}, manager.headers);
  expect(setup.statusCode, setup.body).toBe(200);
  const { secret } = twoFactorSetupSchema.parse(setup.json());
  // A code of the previous step: the one this test may not use again at sign-in.
  const earlier = new Date(Date.now() - 30_000);
  const enable = await post(
    '/api/admin/me/two-factor/enable',
    { code: totpCode(secret, earlier), password: STAFF_TEST_PASSWORD },
    manager.headers,
  );
  expect(enable.statusCode, enable.body).toBe(200);
  const { recoveryCodes } = twoFactorEnabledSchema.parse(enable.json());
  return { manager, secret, recoveryCodes };
}

async function challengeFor(manager: StaffMemberSignedIn) {
  const res = await login(manager.email);
  expect(res.statusCode, res.body).toBe(200);
  return twoFactorChallengeSchema.parse(res.json()).twoFactor.challenge;
}

describe('turning two-factor sign-in on', () => {
  it('gives a secret as a QR code, and turns on only with a right code, with ten recovery codes', async () => {
    const owner = await newStaffMember(t, 'owner');
    const setup = await post('/api/admin/me/two-factor/setup', {}, owner.headers);
    expect(setup.headers['cache-control']).toBe('no-store');
    const { secret, uri, qrSvg } = twoFactorSetupSchema.parse(setup.json());
    expect(uri).toContain(`secret=${secret}`);
    expect(qrSvg).toContain('<svg');

    const wrong = await post(
      '/api/admin/me/two-factor/enable',
      { code: '000000', password: STAFF_TEST_PASSWORD },
      owner.headers,
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(TWO_FACTOR_MESSAGES.codeWrong);

    const elsewhere = await newStaffMember(t, 'owner');
    const enable = await post(
      '/api/admin/me/two-factor/enable',
      { code: totpCode(secret, new Date()), password: STAFF_TEST_PASSWORD },
      owner.headers,
    );
    expect(enable.statusCode, enable.body).toBe(200);
    expect(twoFactorEnabledSchema.parse(enable.json()).recoveryCodes).toHaveLength(10);
    const status = await t.app.inject({ url: '/api/admin/me/two-factor', headers: owner.headers });
    expect(twoFactorStatusSchema.parse(status.json())).toEqual({
      enabled: true,
      recoveryCodesLeft: 10,
    });
    // Another account is untouched.
    const theirs = await t.app.inject({
      url: '/api/admin/me/two-factor',
      headers: elsewhere.headers,
    });
    expect(theirs.json().enabled).toBe(false);
  });

  it('ends the account’s other sessions, which were opened without a code', async () => {
    const manager = await newStaffMember(t, 'manager');
    const { token } = adminAuthResponseSchema.parse((await login(manager.email)).json());
    const { secret } = twoFactorSetupSchema.parse(
      (await post('/api/admin/me/two-factor/setup', {}, manager.headers)).json(),
    );
    await post(
      '/api/admin/me/two-factor/enable',
      { code: totpCode(secret, new Date()), password: STAFF_TEST_PASSWORD },
      manager.headers,
    );
    const old = await t.app.inject({
      url: '/api/admin/me',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(old.statusCode).toBe(401);
    expect(
      (await t.app.inject({ url: '/api/admin/me', headers: manager.headers })).statusCode,
    ).toBe(200);
  });

  it('needs the password too: a session left open cannot turn it on', async () => {
    const owner = await newStaffMember(t, 'owner');
    const { secret } = twoFactorSetupSchema.parse(
      (await post('/api/admin/me/two-factor/setup', {}, owner.headers)).json(),
    );
    const res = await post(
      '/api/admin/me/two-factor/enable',
      { code: totpCode(secret, new Date()), password: 'Not-the-password1' },
      owner.headers,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(TWO_FACTOR_MESSAGES.passwordWrong);
    const status = await t.app.inject({ url: '/api/admin/me/two-factor', headers: owner.headers });
    expect(status.json().enabled).toBe(false);
  });

  it('is refused to the kitchen and the counter (403)', async () => {
    for (const role of ['kitchen', 'counter'] as const) {
      const staff = await newStaffMember(t, role);
      const res = await post('/api/admin/me/two-factor/setup', {}, staff.headers);
      expect(res.statusCode).toBe(403);
    }
  });
});

describe('signing in with two-factor sign-in on', () => {
  it('answers the password with a challenge, and the right code with a session', async () => {
    const { manager, secret } = await managerWithTwoFactor();
    const res = await login(manager.email);
    const { twoFactor } = twoFactorChallengeSchema.parse(res.json());
    expect(res.json().token).toBeUndefined();

    const wrong = await post('/api/admin/login/two-factor', {
      challenge: twoFactor.challenge,
      code: '123456',
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe(TWO_FACTOR_MESSAGES.codeWrong);

    const right = await post('/api/admin/login/two-factor', {
      challenge: twoFactor.challenge,
      code: totpCode(secret, new Date()),
    });
    expect(right.statusCode, right.body).toBe(200);
    const signedIn = adminAuthResponseSchema.parse(right.json());
    expect(signedIn.admin).toMatchObject({ email: manager.email, role: 'manager' });
    const me = await t.app.inject({
      url: '/api/admin/me',
      headers: { authorization: `Bearer ${signedIn.token}` },
    });
    expect(me.statusCode).toBe(200);

    // The challenge is spent: it cannot open a second session.
    const again = await post('/api/admin/login/two-factor', {
      challenge: twoFactor.challenge,
      code: totpCode(secret, new Date()),
    });
    expect(again.statusCode).toBe(401);
    expect(again.json().message).toBe(TWO_FACTOR_MESSAGES.challengeExpired);
  });

  it('takes a code once: the one that turned it on, or one already used, is refused', async () => {
    const { manager, secret } = await managerWithTwoFactor();
    const used = totpCode(secret, new Date(Date.now() - 30_000));
    const res = await post('/api/admin/login/two-factor', {
      challenge: await challengeFor(manager),
      code: used,
    });
    expect(res.statusCode).toBe(401);
  });

  it('takes each recovery code once, typed in any case and without its dash', async () => {
    const { manager, recoveryCodes } = await managerWithTwoFactor();
    const [code = ''] = recoveryCodes;
    const typed = code.toLowerCase().replace('-', '');
    const first = await post('/api/admin/login/two-factor', {
      challenge: await challengeFor(manager),
      code: typed,
    });
    expect(first.statusCode, first.body).toBe(200);
    const second = await post('/api/admin/login/two-factor', {
      challenge: await challengeFor(manager),
      code: typed,
    });
    expect(second.statusCode).toBe(401);
    const status = await t.app.inject({
      url: '/api/admin/me/two-factor',
      headers: manager.headers,
    });
    expect(status.json().recoveryCodesLeft).toBe(9);
  });

  it('ends a challenge after five wrong codes, and one past its five minutes', async () => {
    const { manager, secret } = await managerWithTwoFactor();
    const challenge = await challengeFor(manager);
    for (let n = 0; n < 5; n++) {
      await post('/api/admin/login/two-factor', { challenge, code: '000000' });
    }
    const late = await post('/api/admin/login/two-factor', {
      challenge,
      code: totpCode(secret, new Date()),
    });
    expect(late.statusCode).toBe(401);
    expect(late.json().message).toBe(TWO_FACTOR_MESSAGES.challengeExpired);

    const stale = await challengeFor(manager);
    await t.db
      .update(adminSignInChallenges)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(adminSignInChallenges.adminId, manager.id));
    const expired = await post('/api/admin/login/two-factor', {
      challenge: stale,
      code: totpCode(secret, new Date()),
    });
    expect(expired.statusCode).toBe(401);
  });

  it('keeps counting wrong codes across new challenges: the password alone forgives nothing', async () => {
    const { manager, secret } = await managerWithTwoFactor();
    // Each round: the password (counted until a code is right) and four wrong codes.
    let limited = false;
    for (let round = 0; round < 3 && !limited; round++) {
      const res = await login(manager.email);
      if (res.statusCode === 429) {
        limited = true;
        break;
      }
      const { challenge } = twoFactorChallengeSchema.parse(res.json()).twoFactor;
      for (let n = 0; n < 4; n++) {
        const wrong = await post('/api/admin/login/two-factor', { challenge, code: '000000' });
        if (wrong.statusCode === 429) limited = true;
      }
    }
    expect(limited).toBe(true);
    // The limit holds for the right code too, until the window has passed.
    const late = await login(manager.email);
    expect(late.statusCode).toBe(429);
    expect(totpCode(secret, new Date())).toMatch(/^\d{6}$/);
  });

  it('refuses a challenge that is not one, with the form’s words', async () => {
    const res = await post('/api/admin/login/two-factor', { challenge: 'x', code: '' });
    expect(res.statusCode).toBe(400);
  });
});

describe('turning two-factor sign-in off', () => {
  it('needs the password, then signs in without a code again', async () => {
    const { manager } = await managerWithTwoFactor();
    const wrong = await post(
      '/api/admin/me/two-factor/disable',
      { password: 'Not-the-password1' },
      manager.headers,
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(TWO_FACTOR_MESSAGES.passwordWrong);
    const off = await post(
      '/api/admin/me/two-factor/disable',
      { password: STAFF_TEST_PASSWORD },
      manager.headers,
    );
    expect(off.statusCode, off.body).toBe(200);
    expect(adminAuthResponseSchema.safeParse((await login(manager.email)).json()).success).toBe(
      true,
    );
    const status = await t.app.inject({
      url: '/api/admin/me/two-factor',
      headers: manager.headers,
    });
    expect(status.json()).toEqual({ enabled: false, recoveryCodesLeft: 0 });
  });
});

describe('the way back in', () => {
  it('is a new password the owner sets: two-factor sign-in is off with it', async () => {
    const { manager } = await managerWithTwoFactor();
    const owner = await newStaffMember(t, 'owner');
    const reset = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/staff/${manager.id}`,
      headers: owner.headers,
      payload: { password: 'Fresh-Start2082' },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    const res = await login(manager.email, 'Fresh-Start2082');
    expect(adminAuthResponseSchema.safeParse(res.json()).success, res.body).toBe(true);
  });
});
