import { customers, passwordResetTokens } from '@shop/db';
import { eq, sql } from '@shop/db/orm';
import { DEMO_CUSTOMER } from '@shop/db/seed';
import { ACCOUNT_MESSAGES, successResponseSchema } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESET_MAIL_INTERVAL_MINUTES } from '../../../../src/services/accounts/request-password-reset.ts';
import { hashToken } from '../../../../src/services/sessions/session-store.ts';
import {
  customerLogin,
  failuresOf,
  mailsTo,
  profile,
  registeredCustomer,
  resetTokenMailedTo,
} from '../../../support/accounts.ts';
import { signInCustomer } from '../../../support/sessions.ts';
import { startTestApp, type TestApp } from '../../../test-app.ts';

const PUBLIC_URL = 'https://shop.example.np';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ mail: { publicUrl: PUBLIC_URL } });
});
afterAll(() => t.close());

const m = ACCOUNT_MESSAGES;
const sameAnswer = {
  success: true,
  message:
    'If an account exists for this email, we have sent a link to reset your password. The link expires in 1 hour.',
};
const invalidLink = {
  error: 'VALIDATION_FAILED',
  message: 'This reset link is invalid or has expired. Please request a new one.',
};

function forgot(payload: unknown) {
  return t.app.inject({
    method: 'POST',
    url: '/api/customers/forgot-password',
    payload: payload as object,
  });
}

function reset(token: string, payload: unknown) {
  return t.app.inject({
    method: 'POST',
    url: `/api/customers/reset-password/${token}`,
    payload: payload as object,
  });
}

async function tokensOf(customerId: string) {
  return t.db
    .select()
    .from(passwordResetTokens)
    .where(eq(passwordResetTokens.customerId, customerId));
}

/** Moves the account's reset links back in time, as if that many minutes had passed. */
async function ageResetLinks(customerId: string, minutes: number) {
  await t.db
    .update(passwordResetTokens)
    .set({ createdAt: sql`${passwordResetTokens.createdAt} - make_interval(mins => ${minutes})` })
    .where(eq(passwordResetTokens.customerId, customerId));
}

async function passwordHashOf(customerId: string) {
  const [row] = await t.db
    .select({ hash: customers.passwordHash })
    .from(customers)
    .where(eq(customers.id, customerId));
  return row?.hash;
}

describe('POST /api/customers/forgot-password', () => {
  it('mails an account a single reset link to the shop, storing only its hash', async () => {
    const account = await registeredCustomer(t);
    const res = await forgot({ email: account.email.toUpperCase() });
    expect(res.statusCode).toBe(200);
    expect(successResponseSchema.parse(res.json())).toEqual(sameAnswer);

    const [mail, ...others] = await mailsTo(t, account.email);
    expect(others).toHaveLength(0);
    expect(mail).toMatchObject({
      kind: 'password_reset',
      subject: 'Reset your Burger House password',
      sentAt: null,
    });
    const token = await resetTokenMailedTo(t, account.email);
    expect(mail?.textBody).toContain(`${PUBLIC_URL}/reset-password/${token}`);
    expect(mail?.htmlBody).toContain(`href="${PUBLIC_URL}/reset-password/${token}"`);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const [stored] = await tokensOf(account.id);
    expect(stored?.tokenHash).toBe(hashToken(token));
    expect(stored?.usedAt).toBeNull();
    const minutesLeft = ((stored?.expiresAt.getTime() ?? 0) - Date.now()) / 60_000;
    expect(minutesLeft).toBeGreaterThan(58);
    expect(minutesLeft).toBeLessThanOrEqual(60);
  });

  it('answers an unknown email exactly the same, and mails nothing', async () => {
    const res = await forgot({ email: 'never.registered@example.com' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(sameAnswer);
    expect(await mailsTo(t, 'never.registered@example.com')).toHaveLength(0);
  });

  it('answers a check-in guest and a deactivated account the same, and mails neither', async () => {
    await t.db.insert(customers).values({ email: 'kiosk.only@example.com' });
    const closed = await registeredCustomer(t);
    await t.db.update(customers).set({ isActive: false }).where(eq(customers.id, closed.id));
    for (const email of ['kiosk.only@example.com', closed.email]) {
      const res = await forgot({ email });
      expect(res.json()).toEqual(sameAnswer);
      expect(await mailsTo(t, email)).toHaveLength(0);
    }
  });

  it('mails an account at most one link every 2 minutes, answering every request the same', async () => {
    expect(RESET_MAIL_INTERVAL_MINUTES).toBe(2);
    const account = await registeredCustomer(t);
    expect((await forgot({ email: account.email })).json()).toEqual(sameAnswer);
    const first = await resetTokenMailedTo(t, account.email);
    const again = await Promise.all(
      Array.from({ length: 5 }, () => forgot({ email: account.email })),
    );
    for (const res of again) {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(sameAnswer);
    }
    expect(await mailsTo(t, account.email)).toHaveLength(1);
    expect(await tokensOf(account.id)).toHaveLength(1);

    await ageResetLinks(account.id, 1);
    await forgot({ email: account.email });
    expect(await mailsTo(t, account.email)).toHaveLength(1);

    await ageResetLinks(account.id, 1);
    expect((await forgot({ email: account.email })).json()).toEqual(sameAnswer);
    expect(await mailsTo(t, account.email)).toHaveLength(2);
    expect(await resetTokenMailedTo(t, account.email)).not.toBe(first);
    // The first link still works: holding back a new mail voids nothing.
    expect((await reset(first, { password: 'Patient22' })).statusCode).toBe(200);
  });

  it('mails one link when many requests for an account arrive at once', async () => {
    const account = await registeredCustomer(t);
    const replies = await Promise.all(
      Array.from({ length: 8 }, () => forgot({ email: account.email })),
    );
    for (const res of replies) expect(res.json()).toEqual(sameAnswer);
    expect(await mailsTo(t, account.email)).toHaveLength(1);
    expect(await tokensOf(account.id)).toHaveLength(1);
  });

  const refusals: [string, unknown, string][] = [
    ['an empty email', { email: '' }, 'Email is required'],
    ['a blank email', { email: '   ' }, 'Email is required'],
    ['a missing email', {}, 'Email is required'],
    ['a malformed email', { email: 'someone@' }, 'Please enter a valid email address'],
    [
      'an over-long email',
      { email: `${'a'.repeat(250)}@x.com` },
      'Please enter a valid email address',
    ],
    ['a number as email', { email: 42 }, 'Email is required'],
  ];
  it.each(refusals)('refuses %s with the form’s message', async (_, payload, message) => {
    const res = await forgot(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'VALIDATION_FAILED', message });
  });
});

describe('POST /api/customers/reset-password/:token', () => {
  it('sets the new password, spends the link and ends every session of the account', async () => {
    const account = await registeredCustomer(t);
    const other = await signInCustomer(t, { id: account.id });
    const bystander = await signInCustomer(t, { email: DEMO_CUSTOMER.email });
    await forgot({ email: account.email });
    const token = await resetTokenMailedTo(t, account.email);

    const res = await reset(token, { password: 'NewMomo2025' });
    expect(res.statusCode, res.body).toBe(200);
    expect(successResponseSchema.parse(res.json())).toEqual({
      success: true,
      message: 'Your password has been reset. You can now log in with your new password.',
    });

    for (const session of [account.token, other.token]) {
      expect((await profile(t, session)).statusCode).toBe(401);
    }
    expect((await profile(t, bystander.token)).statusCode).toBe(200);
    const oldPassword = await customerLogin(t, {
      email: account.email,
      password: account.password,
    });
    expect(oldPassword.statusCode).toBe(401);
    const newPassword = await customerLogin(t, { email: account.email, password: 'NewMomo2025' });
    expect(newPassword.statusCode).toBe(200);
  });

  it('refuses the same link a second time', async () => {
    const account = await registeredCustomer(t);
    await forgot({ email: account.email });
    const token = await resetTokenMailedTo(t, account.email);
    expect((await reset(token, { password: 'FirstTry11' })).statusCode).toBe(200);
    const hash = await passwordHashOf(account.id);
    const again = await reset(token, { password: 'SecondTry22' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(invalidLink);
    expect(await passwordHashOf(account.id)).toBe(hash);
  });

  it('spends a link once when it is used several times at once', async () => {
    const account = await registeredCustomer(t);
    await forgot({ email: account.email });
    const token = await resetTokenMailedTo(t, account.email);
    const replies = await Promise.all(
      ['Racer1aaa', 'Racer2bbb', 'Racer3ccc'].map((password) => reset(token, { password })),
    );
    expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 400, 400]);
  });

  it('voids the account’s other links when one is used', async () => {
    const account = await registeredCustomer(t);
    await forgot({ email: account.email });
    const first = await resetTokenMailedTo(t, account.email);
    await ageResetLinks(account.id, RESET_MAIL_INTERVAL_MINUTES);
    await forgot({ email: account.email });
    const second = await resetTokenMailedTo(t, account.email);
    expect(second).not.toBe(first);
    expect((await reset(second, { password: 'Second2nd' })).statusCode).toBe(200);
    const stale = await reset(first, { password: 'First1st1' });
    expect(stale.statusCode).toBe(400);
    expect(stale.json()).toEqual(invalidLink);
    expect((await tokensOf(account.id)).every((row) => row.usedAt !== null)).toBe(true);
  });

  it('refuses a link older than an hour and keeps the password', async () => {
    const account = await registeredCustomer(t);
    await forgot({ email: account.email });
    const token = await resetTokenMailedTo(t, account.email);
    await t.db
      .update(passwordResetTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(passwordResetTokens.customerId, account.id));
    const hash = await passwordHashOf(account.id);
    const res = await reset(token, { password: 'TooLate11' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(invalidLink);
    expect(await passwordHashOf(account.id)).toBe(hash);
    expect((await profile(t, account.token)).statusCode).toBe(200);
  });

  it.each([
    ['an unknown token', 'A'.repeat(43)],
    ['a token too short to be one', 'abc'],
    ['a token with foreign characters', `${'a'.repeat(40)}%21%21`],
  ])('refuses %s with the same message', async (_, token) => {
    const res = await reset(token, { password: 'Whatever11' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(invalidLink);
  });

  const weak: [string, unknown, string][] = [
    ['no password', {}, m.passwordRequired],
    ['an empty password', { password: '' }, 'Password is required'],
    ['a short password', { password: 'Ab1' }, 'Password must be at least 8 characters'],
    [
      'a password without a digit',
      { password: 'NoDigitsHere' },
      'Password must contain uppercase, lowercase, and number',
    ],
    [
      'a password without a capital',
      { password: 'nocapital1' },
      'Password must contain uppercase, lowercase, and number',
    ],
    [
      'an over-long password',
      { password: `Aa1${'x'.repeat(126)}` },
      'Password must be at most 128 characters',
    ],
  ];
  it.each(weak)(
    'refuses %s with the registration rules, leaving the link usable',
    async (_, payload, message) => {
      const account = await registeredCustomer(t);
      await forgot({ email: account.email });
      const token = await resetTokenMailedTo(t, account.email);
      const res = await reset(token, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: 'VALIDATION_FAILED', message });
      expect((await reset(token, { password: 'GoodOne123' })).statusCode).toBe(200);
    },
  );

  it('forgives the account’s failed sign-ins, so the owner can sign in at once', async () => {
    const account = await registeredCustomer(t);
    for (let i = 0; i < 10; i++) {
      await customerLogin(t, { email: account.email, password: 'Forgotten1' }, `10.200.0.${i}`);
    }
    const locked = await customerLogin(t, { email: account.email, password: account.password });
    expect(locked.statusCode).toBe(429);
    await forgot({ email: account.email });
    const token = await resetTokenMailedTo(t, account.email);
    expect((await reset(token, { password: 'Remember22' })).statusCode).toBe(200);
    expect(await failuresOf(t, 'customer', account.email)).toBe(0);
    const res = await customerLogin(t, { email: account.email, password: 'Remember22' });
    expect(res.statusCode).toBe(200);
  });
});
