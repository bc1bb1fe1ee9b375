import { customers, emailOutbox, loginFailures } from '@shop/db';
import { and, count, desc, eq, sql } from '@shop/db/orm';
import type { RegisterRequest } from '@shop/shared';
import type { TestApp } from '../test-app.ts';

/*
 * Account calls as a browser makes them, for the accounts tests: a valid registration to vary,
 * sign-ins from a chosen client address, and the outbox and failure rows they leave.
 */

let serial = 0;

/** A registration that passes every rule, with a fresh email each time. */
export function validRegistration(fields: Partial<RegisterRequest> = {}): RegisterRequest {
  serial += 1;
  const suffix = `${Date.now().toString(36)}${serial}`;
  return {
    first_name: 'Sita',
    last_name: 'Maharjan',
    email: `sita.${suffix}@example.com`,
    phone: '+977 (98) 4123-4567',
    date_of_birth: '1994-07-15',
    address: 'House 12, Jhamsikhel Marg',
    city: 'Lalitpur',
    state: 'Bagmati',
    zip_code: '44700',
    country: 'NP',
    password: 'Momo2024!',
    subscribe_newsletter: false,
    ...fields,
  };
}

export function register(t: TestApp, payload: unknown, remoteAddress = '127.0.0.1') {
  return t.app.inject({
    method: 'POST',
    url: '/api/customers/register',
    payload: payload as object,
    remoteAddress,
  });
}

export function customerLogin(t: TestApp, payload: unknown, remoteAddress = '127.0.0.1') {
  return t.app.inject({
    method: 'POST',
    url: '/api/customers/login',
    payload: payload as object,
    remoteAddress,
  });
}

export function adminLogin(t: TestApp, payload: unknown, remoteAddress = '127.0.0.1') {
  return t.app.inject({
    method: 'POST',
    url: '/api/admin/login',
    payload: payload as object,
    remoteAddress,
  });
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export function profile(t: TestApp, token: string) {
  return t.app.inject({ method: 'GET', url: '/api/customers/profile', headers: bearer(token) });
}

/** Registers a customer through the API; returns the email, password, id and token. */
export async function registeredCustomer(t: TestApp, fields: Partial<RegisterRequest> = {}) {
  const payload = validRegistration(fields);
  const res = await register(t, payload);
  if (res.statusCode !== 201) throw new Error(`registration failed: ${res.body}`);
  const body = res.json() as { token: string; customer: { id: string } };
  return {
    email: payload.email,
    password: payload.password,
    id: body.customer.id,
    token: body.token,
  };
}

export async function customerCount(t: TestApp): Promise<number> {
  const [row] = await t.db.select({ n: count() }).from(customers);
  return row?.n ?? 0;
}

/** The mails queued for an address, newest first. */
export function mailsTo(t: TestApp, address: string) {
  return t.db
    .select()
    .from(emailOutbox)
    .where(eq(sql`lower(${emailOutbox.toAddress})`, address.toLowerCase()))
    .orderBy(desc(emailOutbox.createdAt));
}

/** The token of the newest reset link mailed to an address. */
export async function resetTokenMailedTo(t: TestApp, address: string): Promise<string> {
  const [mail] = await mailsTo(t, address);
  const token = mail?.textBody.match(/\/reset-password\/([A-Za-z0-9_-]+)/)?.[1];
  if (!token) throw new Error(`no reset link was mailed to ${address}`);
  return token;
}

export async function failuresOf(t: TestApp, realm: 'customer' | 'admin', account: string) {
  const [row] = await t.db
    .select({ n: count() })
    .from(loginFailures)
    .where(and(eq(loginFailures.realm, realm), eq(loginFailures.account, account)));
  return row?.n ?? 0;
}

/** Moves every recorded failure back in time, as if that many minutes had passed. */
export async function ageLoginFailures(t: TestApp, minutes: number) {
  await t.db
    .update(loginFailures)
    .set({ createdAt: sql`${loginFailures.createdAt} - make_interval(mins => ${minutes})` });
}
