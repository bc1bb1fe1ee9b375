import { CHECK_IN_MESSAGES as M, selfRegisterResponseSchema } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCustomer, type SignedIn, signInAdmin } from '../../../support/sessions.ts';
import { startTestApp, type TestApp } from '../../../test-app.ts';
import { auditLinesOf, counts, customerRow, unusedEmail, unusedPhone } from './check-in-support.ts';

let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  t = await startTestApp();
  admin = await signInAdmin(t);
});
afterAll(() => t.close());

function visit(payload: unknown, headers: Record<string, string> = admin.headers) {
  return t.app.inject({
    method: 'POST',
    url: '/api/customers/self-register',
    headers,
    payload: payload as object,
  });
}

async function accepted(payload: unknown, status: 200 | 201) {
  const res = await visit(payload);
  expect(res.statusCode, res.body).toBe(status);
  return selfRegisterResponseSchema.parse(res.json());
}

describe('POST /api/customers/self-register: guard', () => {
  it('is refused without a staff session or with a customer session, and records nothing', async () => {
    const customer = await newCustomer(t, { phone: unusedPhone() });
    const row = await customerRow(t, customer.id);
    const before = await counts(t);
    for (const headers of [{}, customer.headers]) {
      const res = await visit({ email: unusedEmail(), total_spent: 50 }, headers);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ error: 'UNAUTHORIZED' });
      const checkIn = await visit({ customer_id: customer.id, total_spent: 50 }, headers);
      expect(checkIn.statusCode).toBe(401);
    }
    expect(await counts(t)).toEqual(before);
    expect(await customerRow(t, customer.id)).toEqual(row);
  });
});

describe('POST /api/customers/self-register: a new customer', () => {
  it('registers them with their first visit, first bill and status, and audits it', async () => {
    const email = unusedEmail();
    const before = await counts(t);
    const answer = await accepted(
      {
        first_name: ' Hari ',
        last_name: 'Thapa',
        email: email.toUpperCase(),
        phone: '',
        date_of_birth: '1985-12-01',
        address: 'Lazimpat 4',
        city: 'Kathmandu',
        state: '',
        zip_code: null,
        country: 'Nepal',
        total_spent: 99.99,
      },
      201,
    );
    expect(answer).toEqual({
      returning: false,
      customer: {
        id: expect.any(String),
        firstName: 'Hari',
        lastName: 'Thapa',
        email,
        phone: null,
        dateOfBirth: '1985-12-01',
        address: 'Lazimpat 4',
        city: 'Kathmandu',
        state: null,
        zipCode: null,
        country: 'Nepal',
        totalSpent: 99.99,
        customerStatus: 'new',
        visitCount: 1,
      },
    });
    expect(await counts(t)).toEqual({
      customers: before.customers + 1,
      audit: before.audit + 1,
    });
    const row = await customerRow(t, answer.customer.id);
    expect(row).toMatchObject({
      passwordHash: null,
      totalSpentPaisa: 9999,
      checkInStatus: 'new',
      visitCount: 1,
    });
    expect(row.lastVisitAt?.getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(await auditLinesOf(t, answer.customer.id)).toEqual([
      expect.objectContaining({
        adminId: admin.id,
        action: 'customer.registered',
        entityType: 'customer',
      }),
    ]);
  });

  it('registers a guest by phone alone, spending 0 when no amount is sent', async () => {
    const phone = unusedPhone();
    const answer = await accepted({ phone }, 201);
    expect(answer.customer).toMatchObject({
      email: null,
      phone,
      firstName: null,
      totalSpent: 0,
      customerStatus: 'new',
      visitCount: 1,
    });
  });

  it.each([
    [100, 'regular'],
    [999.99, 'regular'],
    [1000, 'vip'],
  ])('gives a first bill of %d the status %s', async (spent, status) => {
    const answer = await accepted({ email: unusedEmail(), total_spent: spent }, 201);
    expect(answer.customer.customerStatus).toBe(status);
  });

  it('accepts the amount as the text of a number field', async () => {
    const answer = await accepted({ email: unusedEmail(), total_spent: '150.50' }, 201);
    expect(answer.customer.totalSpent).toBe(150.5);
  });

  it('checks in, instead of duplicating, a customer whose email is already known', async () => {
    const email = unusedEmail();
    const { id } = await newCustomer(t, { email, phone: unusedPhone(), firstName: 'Gita' });
    const before = await counts(t);
    const answer = await accepted(
      { first_name: 'Someone Else', email: email.toUpperCase(), total_spent: 150 },
      200,
    );
    expect(answer).toMatchObject({
      returning: true,
      customer: {
        id,
        firstName: 'Gita',
        totalSpent: 150,
        customerStatus: 'regular',
        visitCount: 1,
      },
    });
    expect(await counts(t)).toEqual({ customers: before.customers, audit: before.audit + 1 });
  });

  it('checks in a guest known by phone when no email is given', async () => {
    const phone = unusedPhone();
    const { id } = await newCustomer(t, { email: null, phone });
    const answer = await accepted({ phone: `+977-${phone}`, total_spent: 20 }, 200);
    expect(answer).toMatchObject({ returning: true, customer: { id, visitCount: 1 } });
  });

  it('registers someone new when their email is new, even if a relative has their phone', async () => {
    const phone = unusedPhone();
    const { id } = await newCustomer(t, { phone });
    const answer = await accepted({ email: unusedEmail(), phone, total_spent: 0 }, 201);
    expect(answer.customer.id).not.toBe(id);
  });

  it('gives one customer, not two, when the same registration is sent twice at once', async () => {
    const email = unusedEmail();
    const before = await counts(t);
    const [a, b] = await Promise.all([
      visit({ email, total_spent: 60 }),
      visit({ email, total_spent: 60 }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 201]);
    const second = selfRegisterResponseSchema.parse((a.statusCode === 200 ? a : b).json());
    expect(second.customer).toMatchObject({ totalSpent: 120, visitCount: 2 });
    expect((await counts(t)).customers).toBe(before.customers + 1);
  });
});

describe('POST /api/customers/self-register: a returning customer', () => {
  it('counts each visit, adds each bill and moves the status at NRS 100 and 1000', async () => {
    const { id } = await newCustomer(t, { phone: unusedPhone() });
    const steps: [number, number, string][] = [
      [99.99, 99.99, 'new'],
      [0.01, 100, 'regular'],
      [899.99, 999.99, 'regular'],
      [0.01, 1000, 'vip'],
      [0, 1000, 'vip'],
    ];
    for (const [index, [bill, total, status]] of steps.entries()) {
      const answer = await accepted({ customer_id: id, total_spent: bill }, 200);
      expect(answer).toEqual({
        returning: true,
        customer: expect.objectContaining({
          id,
          totalSpent: total,
          customerStatus: status,
          visitCount: index + 1,
        }),
      });
      expect(await customerRow(t, id)).toMatchObject({
        checkInStatus: status,
        totalSpentPaisa: Math.round(total * 100),
      });
    }
    const audit = await auditLinesOf(t, id);
    expect(audit).toHaveLength(steps.length);
    expect(
      audit.every((line) => line.adminId === admin.id && line.action === 'customer.checked_in'),
    ).toBe(true);
  });

  it('changes none of their details, whatever else is sent', async () => {
    const email = unusedEmail();
    const { id } = await newCustomer(t, { email, phone: unusedPhone(), firstName: 'Maya' });
    const answer = await accepted(
      { customer_id: id, email: unusedEmail(), first_name: 'Not Maya', total_spent: 10 },
      200,
    );
    expect(answer.customer).toMatchObject({ id, email, firstName: 'Maya', visitCount: 1 });
  });

  it('stamps the visit time', async () => {
    const { id } = await newCustomer(t, {
      phone: unusedPhone(),
      lastVisitAt: new Date('2024-01-01'),
    });
    await accepted({ customer_id: id, total_spent: 5 }, 200);
    expect((await customerRow(t, id)).lastVisitAt?.getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('answers 404 for an id that is no customer, and records nothing', async () => {
    const before = await counts(t);
    const res = await visit({
      customer_id: '00000000-0000-4000-8000-000000000000',
      total_spent: 5,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: 'NOT_FOUND', message: M.customerNotFound });
    expect(await counts(t)).toEqual(before);
  });
});

describe('POST /api/customers/self-register: bad input', () => {
  const long = (n: number) => 'x'.repeat(n + 1);
  const cases: [string, Record<string, unknown>, string][] = [
    ['nothing at all', {}, M.contactRequired],
    ['blank email and phone', { email: ' ', phone: '', first_name: 'Ram' }, M.contactRequired],
    ['a malformed email', { email: 'ram@' }, M.emailInvalid],
    ['an email that is not text', { email: ['ram@example.com'] }, M.emailInvalid],
    ['a phone with letters', { phone: '98OO123456' }, M.phoneInvalid],
    ['a phone too short', { phone: '98-12' }, M.phoneInvalid],
    ['a phone too long', { phone: '9'.repeat(16) }, M.phoneInvalid],
    ['a negative amount', { phone: unusedPhone(), total_spent: -1 }, M.spendingNegative],
    [
      'a negative amount as text',
      { phone: unusedPhone(), total_spent: '-0.5' },
      M.spendingNegative,
    ],
    [
      'an amount that is not a number',
      { phone: unusedPhone(), total_spent: 'abc' },
      M.spendingInvalid,
    ],
    ['a blank amount', { phone: unusedPhone(), total_spent: '' }, M.spendingInvalid],
    ['an amount of NaN', { phone: unusedPhone(), total_spent: 'NaN' }, M.spendingInvalid],
    [
      'an amount with three decimals',
      { phone: unusedPhone(), total_spent: 10.005 },
      M.spendingInvalid,
    ],
    ['an amount as a boolean', { phone: unusedPhone(), total_spent: true }, M.spendingInvalid],
    ['an absurd amount', { phone: unusedPhone(), total_spent: 1e12 }, M.spendingInvalid],
    ['an over-long first name', { phone: unusedPhone(), first_name: long(50) }, M.firstNameLong],
    ['an over-long last name', { phone: unusedPhone(), last_name: long(50) }, M.lastNameLong],
    ['an over-long address', { phone: unusedPhone(), address: long(200) }, M.addressLong],
    ['an over-long city', { phone: unusedPhone(), city: long(100) }, M.cityLong],
    ['an over-long state', { phone: unusedPhone(), state: long(100) }, M.stateLong],
    ['an over-long ZIP code', { phone: unusedPhone(), zip_code: long(20) }, M.zipCodeLong],
    ['an over-long country', { phone: unusedPhone(), country: long(100) }, M.countryLong],
    [
      'an impossible birth date',
      { phone: unusedPhone(), date_of_birth: '1990-02-30' },
      M.dateOfBirthInvalid,
    ],
    [
      'a birth date in the future',
      { phone: unusedPhone(), date_of_birth: '2999-01-01' },
      M.dateOfBirthInvalid,
    ],
    [
      'a birth date in another format',
      { phone: unusedPhone(), date_of_birth: '01/02/1990' },
      M.dateOfBirthInvalid,
    ],
    ['a customer_id that is no UUID', { customer_id: '42', total_spent: 5 }, M.customerIdInvalid],
  ];

  it.each(cases)(
    'refuses %s with its message and records nothing',
    async (_name, payload, message) => {
      const before = await counts(t);
      const res = await visit(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: 'VALIDATION_FAILED', message });
      expect(await counts(t)).toEqual(before);
    },
  );

  it('refuses a bad amount for a returning customer and leaves them as they were', async () => {
    const { id } = await newCustomer(t, { phone: unusedPhone(), totalSpentPaisa: 5000 });
    const before = await customerRow(t, id);
    for (const [total_spent, message] of [
      [-5, M.spendingNegative],
      [1.234, M.spendingInvalid],
      ['ten', M.spendingInvalid],
    ] as const) {
      const res = await visit({ customer_id: id, total_spent });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message });
    }
    expect(await customerRow(t, id)).toEqual(before);
    expect(await auditLinesOf(t, id)).toEqual([]);
  });
});
