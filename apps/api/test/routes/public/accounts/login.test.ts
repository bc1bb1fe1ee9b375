import { customerSessions, customers } from '@shop/db';
import { eq } from '@shop/db/orm';
import { DEMO_CUSTOMER } from '@shop/db/seed';
import { ACCOUNT_MESSAGES, customerAuthResponseSchema, LOGIN_FAILURE_LIMIT } from '@shop/shared';
import { localFileStore } from '@shop/storage';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../../src/app.ts';
import { hashToken } from '../../../../src/services/sessions/session-store.ts';
import {
  ageLoginFailures,
  customerLogin,
  failuresOf,
  profile,
  registeredCustomer,
} from '../../../support/accounts.ts';
import { startTestApp, type TestApp } from '../../../test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const m = ACCOUNT_MESSAGES;
const invalid = { error: 'UNAUTHORIZED', message: 'Invalid email or password' };
const lockedOut = {
  error: 'RATE_LIMITED',
  message: 'Too many failed sign-in attempts. Please try again in 15 minutes.',
};

/** Each test signs in from its own addresses, so that the per-address limit of one stays its own. */
let network = 0;
const addresses = () => {
  network += 1;
  return (host: number) => `10.${network}.0.${host}`;
};

async function sessionOf(token: string) {
  const [session] = await t.db
    .select()
    .from(customerSessions)
    .where(eq(customerSessions.tokenHash, hashToken(token)));
  return session;
}

describe('POST /api/customers/login', () => {
  it('signs in the demo customer, in any letter case, with what checkout needs', async () => {
    const res = await customerLogin(t, {
      email: ` ${DEMO_CUSTOMER.email.toUpperCase()} `,
      password: DEMO_CUSTOMER.password,
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = customerAuthResponseSchema.parse(res.json());
    expect(body.customer).toMatchObject({
      email: DEMO_CUSTOMER.email,
      firstName: 'Aarati',
      lastName: 'Shrestha',
    });
    for (const field of ['phone', 'address', 'city', 'zipCode'] as const) {
      expect(body.customer[field]).not.toBe('');
    }
    expect((await profile(t, body.token)).statusCode).toBe(200);
  });

  it('opens a 30-day session with remember me, else one that lapses after 24 idle hours', async () => {
    const hour = 60 * 60 * 1000;
    const remembered = await customerLogin(t, {
      email: DEMO_CUSTOMER.email,
      password: DEMO_CUSTOMER.password,
      rememberMe: true,
    });
    const plain = await customerLogin(t, {
      email: DEMO_CUSTOMER.email,
      password: DEMO_CUSTOMER.password,
    });
    const long = await sessionOf(remembered.json().token);
    const short = await sessionOf(plain.json().token);
    expect(long?.persistent).toBe(true);
    expect(short?.persistent).toBe(false);
    expect((long?.expiresAt.getTime() ?? 0) - Date.now()).toBeGreaterThan(29 * 24 * hour);
    const shortLeft = (short?.expiresAt.getTime() ?? 0) - Date.now();
    expect(shortLeft).toBeGreaterThan(23 * hour);
    expect(shortLeft).toBeLessThanOrEqual(24 * hour);
  });

  it('says the same for an unknown email and a wrong password', async () => {
    const ip = addresses();
    const unknown = await customerLogin(
      t,
      { email: 'nobody@example.com', password: 'Whatever1' },
      ip(1),
    );
    const wrong = await customerLogin(
      t,
      { email: DEMO_CUSTOMER.email, password: 'Whatever1' },
      ip(2),
    );
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.json()).toEqual(invalid);
    expect(wrong.json()).toEqual(invalid);
    expect(m.invalidCredentials).toBe(invalid.message);
  });

  it('takes about as long for an unknown email as for a wrong password', async () => {
    const ip = addresses();
    const account = await registeredCustomer(t);
    const median = (values: number[]) =>
      [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
    const time = async (email: string, host: number) => {
      const start = process.hrtime.bigint();
      const res = await customerLogin(t, { email, password: 'Wrong-pass1' }, ip(host));
      expect(res.statusCode).toBe(401);
      return Number(process.hrtime.bigint() - start) / 1e6;
    };
    const unknown: number[] = [];
    const wrong: number[] = [];
    for (let i = 0; i < 5; i++) {
      unknown.push(await time(`ghost${i}@example.com`, 10 + i));
      wrong.push(await time(account.email, 20 + i));
    }
    // Both pay for one scrypt run; skipping it would make the unknown email many times faster.
    expect(median(unknown)).toBeGreaterThan(median(wrong) * 0.5);
    expect(median(unknown)).toBeLessThan(median(wrong) * 2);
  });

  it('refuses a check-in guest (no password) and a deactivated account with the same words', async () => {
    const ip = addresses();
    await t.db.insert(customers).values({ email: 'guest.only@example.com', phone: '9822222222' });
    const guest = await customerLogin(
      t,
      { email: 'guest.only@example.com', password: 'Anything1' },
      ip(1),
    );
    expect(guest.statusCode).toBe(401);
    expect(guest.json()).toEqual(invalid);

    const closed = await registeredCustomer(t);
    await t.db.update(customers).set({ isActive: false }).where(eq(customers.id, closed.id));
    const res = await customerLogin(t, { email: closed.email, password: closed.password }, ip(2));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(invalid);
  });

  it(`locks an account after ${LOGIN_FAILURE_LIMIT} failures from any addresses, the right password too`, async () => {
    const ip = addresses();
    const victim = await registeredCustomer(t);
    for (let i = 0; i < LOGIN_FAILURE_LIMIT; i++) {
      const res = await customerLogin(t, { email: victim.email, password: `Guess-${i}-x` }, ip(i));
      expect(res.statusCode).toBe(401);
    }
    const right = await customerLogin(
      t,
      { email: victim.email, password: victim.password },
      ip(99),
    );
    expect(right.statusCode).toBe(429);
    expect(right.json()).toEqual(lockedOut);
    // Another account from the same addresses is not affected.
    const other = await registeredCustomer(t);
    const otherLogin = await customerLogin(
      t,
      { email: other.email, password: other.password },
      ip(0),
    );
    expect(otherLogin.statusCode).toBe(200);
    // A refusal while locked is not counted as another failure.
    expect(await failuresOf(t, 'customer', victim.email)).toBe(LOGIN_FAILURE_LIMIT);
  });

  it('holds the limit against parallel guesses at one account', async () => {
    const ip = addresses();
    const victim = await registeredCustomer(t);
    const replies = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        customerLogin(t, { email: victim.email, password: `Guess-${i}-x` }, ip(i)),
      ),
    );
    const codes = replies.map((res) => res.statusCode);
    expect(codes.filter((code) => code === 401)).toHaveLength(LOGIN_FAILURE_LIMIT);
    expect(codes.filter((code) => code !== 401).every((code) => code === 429)).toBe(true);
    for (const res of replies.filter((r) => r.statusCode === 429)) {
      expect(res.json()).toEqual(lockedOut);
    }
    expect(await failuresOf(t, 'customer', victim.email)).toBe(LOGIN_FAILURE_LIMIT);
    const right = await customerLogin(
      t,
      { email: victim.email, password: victim.password },
      ip(99),
    );
    expect(right.statusCode).toBe(429);
    expect(right.json()).toEqual(lockedOut);
  });

  it('holds the limit against parallel guesses from one address at many accounts', async () => {
    const ip = addresses();
    const replies = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        customerLogin(
          t,
          { email: `parallel${network}.${i}@example.com`, password: 'Spring2024' },
          ip(1),
        ),
      ),
    );
    const codes = replies.map((res) => res.statusCode);
    expect(codes.filter((code) => code === 401)).toHaveLength(LOGIN_FAILURE_LIMIT);
    expect(codes.filter((code) => code !== 401).every((code) => code === 429)).toBe(true);
    const fromThere = await customerLogin(
      t,
      { email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password },
      ip(1),
    );
    expect(fromThere.statusCode).toBe(429);
  });

  it('holds the limit in the database: a second app on the same database refuses too', async () => {
    const ip = addresses();
    const victim = await registeredCustomer(t);
    for (let i = 0; i < LOGIN_FAILURE_LIMIT; i++) {
      await customerLogin(t, { email: victim.email, password: 'Not-it-123' }, ip(i));
    }
    const second = await buildApp({
      files: localFileStore('/nonexistent-uploads'),
      config: {
        webDistDir: '/nonexistent-web-build',
        trustProxy: false,
      },
      database: t.database,
    });
    try {
      const res = await second.inject({
        method: 'POST',
        url: '/api/customers/login',
        payload: { email: victim.email, password: victim.password },
        remoteAddress: ip(50),
      });
      expect(res.statusCode).toBe(429);
      expect(res.json()).toEqual(lockedOut);
    } finally {
      await second.close();
    }
  });

  it('lets the account in again once the failures are 15 minutes old', async () => {
    const ip = addresses();
    const victim = await registeredCustomer(t);
    for (let i = 0; i < LOGIN_FAILURE_LIMIT; i++) {
      await customerLogin(t, { email: victim.email, password: 'Not-it-123' }, ip(i));
    }
    const locked = await customerLogin(
      t,
      { email: victim.email, password: victim.password },
      ip(1),
    );
    expect(locked.statusCode).toBe(429);
    await ageLoginFailures(t, 14);
    const stillLocked = await customerLogin(
      t,
      { email: victim.email, password: victim.password },
      ip(1),
    );
    expect(stillLocked.statusCode).toBe(429);
    await ageLoginFailures(t, 1);
    const res = await customerLogin(t, { email: victim.email, password: victim.password }, ip(1));
    expect(res.statusCode).toBe(200);
  });

  it(`locks an address after ${LOGIN_FAILURE_LIMIT} failures on any accounts`, async () => {
    const ip = addresses();
    for (let i = 0; i < LOGIN_FAILURE_LIMIT; i++) {
      const res = await customerLogin(
        t,
        { email: `spray${i}@example.com`, password: 'Spring2024' },
        ip(1),
      );
      expect(res.statusCode).toBe(401);
    }
    const fromThere = await customerLogin(
      t,
      { email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password },
      ip(1),
    );
    expect(fromThere.statusCode).toBe(429);
    expect(fromThere.json()).toEqual(lockedOut);
    const fromElsewhere = await customerLogin(
      t,
      { email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password },
      ip(2),
    );
    expect(fromElsewhere.statusCode).toBe(200);
  });

  it('forgives the mistakes made from the address that then signs in, not those from elsewhere', async () => {
    const ip = addresses();
    const owner = await registeredCustomer(t);
    const fail = (host: number) =>
      customerLogin(t, { email: owner.email, password: 'Typo-typo1' }, ip(host));
    for (let i = 0; i < LOGIN_FAILURE_LIMIT - 1; i++) await fail(1);
    expect(
      (await customerLogin(t, { email: owner.email, password: owner.password }, ip(1))).statusCode,
    ).toBe(200);
    expect(await failuresOf(t, 'customer', owner.email)).toBe(0);

    for (let i = 0; i < 5; i++) await fail(2);
    expect(
      (await customerLogin(t, { email: owner.email, password: owner.password }, ip(1))).statusCode,
    ).toBe(200);
    for (let i = 0; i < 5; i++) await fail(2);
    const res = await customerLogin(t, { email: owner.email, password: owner.password }, ip(1));
    expect(res.statusCode).toBe(429);
  });

  const refusals: [string, Record<string, unknown>, string][] = [
    ['an empty email', { email: '' }, 'Please enter a valid email'],
    ['a missing email', { email: undefined }, 'Please enter a valid email'],
    ['a malformed email', { email: 'customer.example.com' }, 'Please enter a valid email'],
    [
      'an over-long email',
      { email: `${'a'.repeat(250)}@example.com` },
      'Please enter a valid email',
    ],
    ['an empty password', { password: '' }, 'Password must be at least 6 characters'],
    ['a missing password', { password: undefined }, 'Password must be at least 6 characters'],
    ['a short password', { password: '12345' }, 'Password must be at least 6 characters'],
    ['a number as password', { password: 123456 }, 'Password must be at least 6 characters'],
    ['an over-long password', { password: 'A1'.repeat(65) }, m.passwordLong],
    ['a word as remember me', { rememberMe: 'yes' }, 'rememberMe must be true or false'],
  ];

  it.each(refusals)(
    'refuses %s with the form’s message, without counting a failure',
    async (_, fields, message) => {
      const ip = addresses();
      const before = await failuresOf(t, 'customer', DEMO_CUSTOMER.email);
      const res = await customerLogin(
        t,
        { email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password, ...fields },
        ip(1),
      );
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: 'VALIDATION_FAILED', message });
      expect(await failuresOf(t, 'customer', DEMO_CUSTOMER.email)).toBe(before);
    },
  );
});
