import { customers } from '@shop/db';
import { eq } from '@shop/db/orm';
import { customerLookupResponseSchema, CHECK_IN_MESSAGES as M } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  newCustomer,
  type SignedIn,
  signInAdmin,
  signInCustomer,
} from '../../../support/sessions.ts';
import { startTestApp, type TestApp } from '../../../test-app.ts';
import { counts, unusedEmail, unusedPhone } from './check-in-support.ts';

let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  t = await startTestApp();
  admin = await signInAdmin(t);
});
afterAll(() => t.close());

function lookup(payload: unknown, headers: Record<string, string> = admin.headers) {
  return t.app.inject({
    method: 'POST',
    url: '/api/customers/customer-lookup',
    headers,
    payload: payload as object,
  });
}

async function found(payload: unknown) {
  const res = await lookup(payload);
  expect(res.statusCode).toBe(200);
  return customerLookupResponseSchema.parse(res.json());
}

describe('POST /api/customers/customer-lookup', () => {
  it('is refused without a staff session, with a customer session and with a stale token', async () => {
    const customer = await signInCustomer(t);
    for (const headers of [
      {},
      customer.headers,
      { authorization: 'Bearer not-a-real-session-token-at-all' },
    ]) {
      const res = await lookup({ email: 'customer@example.com' }, headers);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ error: 'UNAUTHORIZED' });
      expect(res.body).not.toContain('customer@example.com');
    }
  });

  it('finds a customer by email in any letter case and shows the kiosk record', async () => {
    const email = unusedEmail();
    const phone = unusedPhone();
    const { id } = await newCustomer(t, {
      firstName: 'Sita',
      lastName: 'Gurung',
      email,
      phone,
      dateOfBirth: '1990-04-14',
      state: 'Bagmati',
      country: 'Nepal',
      totalSpentPaisa: 12_345,
      visitCount: 3,
    });
    const answer = await found({ email: `  ${email.toUpperCase()} ` });
    expect(answer).toEqual({
      found: true,
      customer: {
        id,
        firstName: 'Sita',
        lastName: 'Gurung',
        email,
        phone,
        dateOfBirth: '1990-04-14',
        address: 'Thamel Marg 1',
        city: 'Kathmandu',
        state: 'Bagmati',
        zipCode: '44600',
        country: 'Nepal',
        totalSpent: 123.45,
        customerStatus: 'regular',
        visitCount: 3,
      },
    });
  });

  it('finds a customer by phone however the number is written', async () => {
    const phone = unusedPhone();
    const { id } = await newCustomer(t, { phone });
    const spaced = `${phone.slice(0, 3)}-${phone.slice(3, 6)} ${phone.slice(6)}`;
    for (const written of [phone, spaced, `+977 ${phone}`, `(977) ${spaced}`]) {
      const answer = await found({ phone: written });
      expect(answer.customer?.id, written).toBe(id);
    }
  });

  it('finds a guest known only by phone (no email)', async () => {
    const phone = unusedPhone();
    const { id } = await newCustomer(t, { email: null, phone });
    const answer = await found({ email: '', phone });
    expect(answer).toMatchObject({ found: true, customer: { id, email: null, phone } });
  });

  it('picks the customer seen most recently when a family shares one phone', async () => {
    const phone = unusedPhone();
    await newCustomer(t, { phone, lastVisitAt: new Date('2024-01-01T10:00:00Z') });
    const { id: recent } = await newCustomer(t, {
      phone,
      lastVisitAt: new Date('2025-06-01T10:00:00Z'),
    });
    expect((await found({ phone })).customer?.id).toBe(recent);
  });

  it('lets a given email decide alone, even when the phone belongs to someone', async () => {
    const phone = unusedPhone();
    await newCustomer(t, { phone });
    expect(await found({ email: unusedEmail(), phone })).toEqual({ found: false, customer: null });
  });

  it('answers not found for an unknown email or phone', async () => {
    expect(await found({ email: unusedEmail() })).toEqual({ found: false, customer: null });
    expect(await found({ phone: unusedPhone() })).toEqual({ found: false, customer: null });
  });

  it('shows the status the total spent earns, whatever was stored', async () => {
    const { id } = await newCustomer(t, { phone: unusedPhone(), totalSpentPaisa: 100_000 });
    await t.db.update(customers).set({ checkInStatus: 'new' }).where(eq(customers.id, id));
    const [row] = await t.db.select().from(customers).where(eq(customers.id, id));
    expect((await found({ phone: row?.phone })).customer?.customerStatus).toBe('vip');
  });

  it.each([
    [{}, M.lookupContactRequired],
    [{ email: '', phone: '' }, M.lookupContactRequired],
    [{ email: '   ', phone: null }, M.lookupContactRequired],
    [{ email: 'sita' }, M.emailInvalid],
    [{ email: 'sita@' }, M.emailInvalid],
    [{ email: 42 }, M.emailInvalid],
    [{ email: `${'s'.repeat(250)}@example.com` }, M.emailInvalid],
    [{ phone: 'call me' }, M.phoneInvalid],
    [{ phone: '12345' }, M.phoneInvalid],
    [{ phone: '9'.repeat(31) }, M.phoneInvalid],
    [{ phone: 9812345678 }, M.phoneInvalid],
  ])('refuses %j with its message', async (payload, message) => {
    const before = await counts(t);
    const res = await lookup(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'VALIDATION_FAILED', message });
    expect(await counts(t)).toEqual(before);
  });

  it('refuses a body that is not JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/customers/customer-lookup',
      headers: { ...admin.headers, 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(res.statusCode).toBe(400);
  });
});
