import { customerSessions, customers, newsletterSubscribers } from '@shop/db';
import { eq, sql } from '@shop/db/orm';
import { DEMO_CUSTOMER } from '@shop/db/seed';
import { ACCOUNT_MESSAGES, customerAuthResponseSchema } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  customerCount,
  customerLogin,
  profile,
  register,
  validRegistration,
} from '../../../support/accounts.ts';
import { startTestApp, type TestApp } from '../../../test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const m = ACCOUNT_MESSAGES;

async function customerByEmail(email: string) {
  const [row] = await t.db
    .select()
    .from(customers)
    .where(eq(sql`lower(${customers.email})`, email.toLowerCase()));
  return row;
}

describe('POST /api/customers/register', () => {
  it('creates the account, signs it in and answers the token with the customer', async () => {
    const payload = validRegistration({
      first_name: '  Sita ',
      email: 'Sita.New@Example.COM',
      subscribe_newsletter: true,
    });
    const res = await register(t, payload);
    expect(res.statusCode, res.body).toBe(201);
    const body = customerAuthResponseSchema.parse(res.json());
    expect(body.customer).toEqual({
      id: expect.any(String),
      firstName: 'Sita',
      lastName: 'Maharjan',
      email: 'sita.new@example.com',
      phone: '+977 (98) 4123-4567',
      address: 'House 12, Jhamsikhel Marg',
      city: 'Lalitpur',
      zipCode: '44700',
    });
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const row = await customerByEmail('sita.new@example.com');
    expect(row).toMatchObject({
      id: body.customer.id,
      dateOfBirth: '1994-07-15',
      state: 'Bagmati',
      country: 'NP',
      subscribeNewsletter: true,
      isActive: true,
    });
    expect(row?.passwordHash).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(row?.passwordHash).not.toContain(payload.password);

    const [session] = await t.db
      .select()
      .from(customerSessions)
      .where(eq(customerSessions.customerId, body.customer.id));
    expect(session?.persistent).toBe(false);
    expect(session?.tokenHash).not.toBe(body.token);

    expect((await profile(t, body.token)).statusCode).toBe(200);
    const [subscriber] = await t.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, 'sita.new@example.com'));
    expect(subscriber).toBeDefined();
  });

  it('leaves the newsletter alone when the box is not ticked, and ignores the form-only fields', async () => {
    const payload = {
      ...validRegistration({ email: 'no.news@example.com' }),
      confirm_password: 'something else',
      agree_terms: true,
    };
    const res = await register(t, payload);
    expect(res.statusCode, res.body).toBe(201);
    const [subscriber] = await t.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, 'no.news@example.com'));
    expect(subscriber).toBeUndefined();
    expect((await customerByEmail('no.news@example.com'))?.subscribeNewsletter).toBe(false);
  });

  it('lets the new account log in with its password', async () => {
    const payload = validRegistration();
    expect((await register(t, payload)).statusCode).toBe(201);
    const res = await customerLogin(t, { email: payload.email, password: payload.password });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('refuses an email that already has an account, in any letter case, with 409', async () => {
    const before = await customerCount(t);
    const res = await register(t, validRegistration({ email: DEMO_CUSTOMER.email.toUpperCase() }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: 'CONFLICT', message: m.emailTaken });
    expect(m.emailTaken).toBe('An account with this email already exists');
    expect(await customerCount(t)).toBe(before);
    // The existing account keeps its password.
    const login = await customerLogin(t, {
      email: DEMO_CUSTOMER.email,
      password: DEMO_CUSTOMER.password,
    });
    expect(login.statusCode).toBe(200);
  });

  it('claims the record of a check-in guest with that email instead of refusing', async () => {
    const [guest] = await t.db
      .insert(customers)
      .values({
        email: 'Counter.Guest@Example.com',
        phone: '9811111111',
        visitCount: 3,
        totalSpentPaisa: 125_000,
        checkInStatus: 'vip',
      })
      .returning();
    const before = await customerCount(t);
    const payload = validRegistration({ email: 'counter.guest@example.com', first_name: 'Hari' });
    const res = await register(t, payload);
    expect(res.statusCode, res.body).toBe(201);
    const body = customerAuthResponseSchema.parse(res.json());
    expect(body.customer.id).toBe(guest?.id);
    expect(await customerCount(t)).toBe(before);
    const row = await customerByEmail('counter.guest@example.com');
    expect(row).toMatchObject({
      firstName: 'Hari',
      phone: payload.phone,
      visitCount: 3,
      totalSpentPaisa: 125_000,
      checkInStatus: 'vip',
    });
    expect(row?.passwordHash).toMatch(/^scrypt\$/);
  });

  it('refuses the email of a deactivated record, even one without a password', async () => {
    await t.db.insert(customers).values({ email: 'closed.guest@example.com', isActive: false });
    const res = await register(t, validRegistration({ email: 'closed.guest@example.com' }));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(m.emailTaken);
    expect((await customerByEmail('closed.guest@example.com'))?.passwordHash).toBeNull();
  });

  it('creates one account when the same email registers several times at once', async () => {
    const email = 'race.register@example.com';
    const replies = await Promise.all(
      [1, 2, 3, 4].map(() => register(t, validRegistration({ email }))),
    );
    expect(replies.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409]);
    const rows = await t.db
      .select()
      .from(customers)
      .where(eq(sql`lower(${customers.email})`, email));
    expect(rows).toHaveLength(1);
  });

  const long = (n: number) => 'x'.repeat(n);
  const refusals: [string, Record<string, unknown>, string][] = [
    ['a blank first name', { first_name: '   ' }, m.firstNameRequired],
    ['a missing first name', { first_name: undefined }, m.firstNameRequired],
    ['a number as first name', { first_name: 42 }, m.firstNameRequired],
    ['an over-long first name', { first_name: long(51) }, m.firstNameLong],
    [
      'a NUL in the first name',
      { first_name: 'Si\u0000ta' },
      'Text must not contain NUL characters',
    ],
    ['an empty last name', { last_name: '' }, m.lastNameRequired],
    ['an over-long last name', { last_name: long(51) }, m.lastNameLong],
    ['an empty email', { email: '' }, m.emailRequired],
    ['a malformed email', { email: 'sita-at-example.com' }, m.emailInvalid],
    ['an over-long email', { email: `${long(250)}@example.com` }, m.emailInvalid],
    ['an empty phone', { phone: '' }, m.phoneRequired],
    ['letters in the phone', { phone: '98-CALL-ME' }, m.phoneInvalid],
    ['a phone without digits', { phone: '+() -' }, m.phoneInvalid],
    ['an over-long phone', { phone: '9'.repeat(31) }, m.phoneInvalid],
    ['an empty date of birth', { date_of_birth: '' }, m.dateOfBirthRequired],
    ['a date of birth in another format', { date_of_birth: '15/07/1994' }, m.dateOfBirthInvalid],
    ['a date of birth that does not exist', { date_of_birth: '1994-02-30' }, m.dateOfBirthInvalid],
    ['a date of birth in the future', { date_of_birth: '2999-01-01' }, m.dateOfBirthInvalid],
    ['a date of birth before 1900', { date_of_birth: '1899-12-31' }, m.dateOfBirthInvalid],
    ['an empty address', { address: ' ' }, m.addressRequired],
    ['an over-long address', { address: long(201) }, m.addressLong],
    ['an empty city', { city: '' }, m.cityRequired],
    ['an over-long city', { city: long(101) }, m.cityLong],
    ['an empty state', { state: '' }, m.stateRequired],
    ['an over-long state', { state: long(101) }, m.stateLong],
    ['an empty ZIP code', { zip_code: '' }, m.zipCodeRequired],
    ['an over-long ZIP code', { zip_code: long(21) }, m.zipCodeLong],
    ['an empty country', { country: '' }, m.countryRequired],
    ['another country', { country: 'IN' }, m.countryInvalid],
    ['the country in lower case', { country: 'np' }, m.countryInvalid],
    ['an empty password', { password: '' }, m.passwordRequired],
    ['a short password', { password: 'Ab1cdef' }, m.passwordShort],
    ['a password without a capital', { password: 'momo2024!' }, m.passwordWeak],
    ['a password without a small letter', { password: 'MOMO2024!' }, m.passwordWeak],
    ['a password without a digit', { password: 'MomoMomo!' }, m.passwordWeak],
    ['an over-long password', { password: `Aa1${long(126)}` }, m.passwordLong],
    ['a number as password', { password: 12345678 }, m.passwordRequired],
    ['a word as the newsletter choice', { subscribe_newsletter: 'yes' }, m.newsletterInvalid],
  ];

  it.each(refusals)(
    'refuses %s with the form’s message and creates nothing',
    async (_, fields, message) => {
      const before = await customerCount(t);
      const res = await register(t, validRegistration(fields as never));
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toEqual({ error: 'VALIDATION_FAILED', message });
      expect(await customerCount(t)).toBe(before);
    },
  );

  it('names the first missing field of an empty body', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/customers/register' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(m.firstNameRequired);
  });

  it('refuses a body that is not JSON with 415', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/customers/register',
      headers: { 'content-type': 'text/plain' },
      payload: 'first_name=Sita',
    });
    expect(res.statusCode).toBe(415);
  });
});

describe('the account calls in the API document', () => {
  it('list every answer they give', async () => {
    const doc = (await t.app.inject('/api/docs/json')).json();
    const statuses = (path: string, method = 'post') =>
      Object.keys(doc.paths[path][method].responses).sort();
    expect(statuses('/api/customers/register')).toEqual(['201', '400', '409', '415', '429']);
    expect(statuses('/api/customers/login')).toEqual(['200', '400', '401', '415', '429']);
    expect(statuses('/api/customers/forgot-password')).toEqual(['200', '400', '415', '429']);
    expect(statuses('/api/customers/reset-password/{token}')).toEqual(['200', '400', '415', '429']);
    expect(statuses('/api/customers/profile', 'get')).toEqual(['200', '401']);
    expect(statuses('/api/customers/logout')).toEqual(['200', '401']);
    expect(statuses('/api/admin/login')).toEqual(['200', '400', '401', '403', '415', '429']);
    expect(statuses('/api/admin/me', 'get')).toEqual(['200', '401']);
    expect(statuses('/api/admin/logout')).toEqual(['200', '401']);
  });
});

describe('the per-address limit of the account forms', () => {
  const LIMIT = 3;
  let limited: TestApp;
  beforeAll(async () => {
    limited = await startTestApp({ formPostsPerMinute: LIMIT });
  });
  afterAll(() => limited.close());

  it.each([
    ['/api/customers/register', () => validRegistration()],
    ['/api/customers/forgot-password', () => ({ email: 'someone@example.com' })],
    [`/api/customers/reset-password/${'x'.repeat(43)}`, () => ({ password: 'Whatever11' })],
  ])('lets one address post to %s a limited number of times a minute', async (url, body) => {
    for (let n = 0; n < LIMIT; n++) {
      const res = await limited.app.inject({
        method: 'POST',
        url,
        payload: body(),
        remoteAddress: '10.50.0.1',
      });
      expect(res.statusCode, res.body).not.toBe(429);
    }
    const over = await limited.app.inject({
      method: 'POST',
      url,
      payload: body(),
      remoteAddress: '10.50.0.1',
    });
    expect(over.statusCode).toBe(429);
    expect(over.json().error).toBe('RATE_LIMITED');
    const elsewhere = await limited.app.inject({
      method: 'POST',
      url,
      payload: body(),
      remoteAddress: '10.50.0.2',
    });
    expect(elsewhere.statusCode).not.toBe(429);
  });
});
