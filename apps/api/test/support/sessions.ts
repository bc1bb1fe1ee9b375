import { admins, customers } from '@shop/db';
import { eq, sql } from '@shop/db/orm';
import { DEMO_ADMIN, DEMO_CUSTOMER } from '@shop/db/seed';
import { openSession } from '../../src/services/sessions/session-store.ts';
import type { TestApp } from '../test-app.ts';

/*
 * Real sessions for API tests that are not about signing in: a token opened through the same
 * session store the login calls use, so the guards are exercised exactly as in production.
 */

export interface SignedIn {
  id: string;
  token: string;
  headers: { authorization: string };
}

async function customerIdByEmail(t: TestApp, email: string): Promise<string> {
  const [row] = await t.db
    .select({ id: customers.id })
    .from(customers)
    .where(eq(sql`lower(${customers.email})`, email.toLowerCase()));
  if (!row) throw new Error(`no customer ${email} in the test database`);
  return row.id;
}

/** A session of the given customer (by id or email); the seeded demo customer by default. */
export async function signInCustomer(
  t: TestApp,
  who: { id?: string; email?: string } = {},
): Promise<SignedIn> {
  const id = who.id ?? (await customerIdByEmail(t, who.email ?? DEMO_CUSTOMER.email));
  const { token } = await openSession(t.db, 'customer', id, { persistent: false });
  return { id, token, headers: { authorization: `Bearer ${token}` } };
}

/** A session of the seeded demo admin. */
export async function signInAdmin(t: TestApp): Promise<SignedIn> {
  const [row] = await t.db
    .select({ id: admins.id })
    .from(admins)
    .where(eq(sql`lower(${admins.email})`, DEMO_ADMIN.email.toLowerCase()));
  if (!row) throw new Error('no demo admin in the test database');
  const { token } = await openSession(t.db, 'admin', row.id, { persistent: false });
  return { id: row.id, token, headers: { authorization: `Bearer ${token}` } };
}

/** A new customer with an account and no orders (for first-order rules and the like). */
export async function newCustomer(
  t: TestApp,
  fields: Partial<typeof customers.$inferInsert> = {},
): Promise<SignedIn> {
  const suffix = Math.random().toString(36).slice(2, 10);
  const [row] = await t.db
    .insert(customers)
    .values({
      firstName: 'Test',
      lastName: `Customer ${suffix}`,
      email: `test-${suffix}@example.com`,
      phone: '9800000000',
      address: 'Thamel Marg 1',
      city: 'Kathmandu',
      zipCode: '44600',
      ...fields,
    })
    .returning({ id: customers.id });
  if (!row) throw new Error('customer was not created');
  return signInCustomer(t, { id: row.id });
}
