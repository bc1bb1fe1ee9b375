import { randomUUID } from 'node:crypto';
import { customers } from '@shop/db';
import { openSession } from '../../../../src/services/sessions/session-store.ts';
import type { TestApp } from '../../../test-app.ts';

/*
 * Customers made for one test, each named with the test's own tag so that a search for the tag
 * finds exactly them among the seeded customers.
 */

/** A tag no seeded customer's name, email or phone contains. */
export function uniqueTag(): string {
  return `zq${randomUUID().replaceAll('-', '').slice(0, 8)}`;
}

export interface CustomerFields {
  firstName?: string;
  lastName?: string;
  email?: string | null;
  phone?: string;
  city?: string | null;
  state?: string | null;
  country?: string | null;
  spent?: number;
  visits?: number;
  isActive?: boolean;
  createdAt?: Date;
  password?: boolean;
}

/** A customer whose last name is the tag; `spent` in NRS. */
export async function addCustomer(t: TestApp, tag: string, fields: CustomerFields = {}) {
  const suffix = randomUUID().slice(0, 8);
  const [row] = await t.db
    .insert(customers)
    .values({
      firstName: fields.firstName ?? 'Test',
      lastName: fields.lastName ?? tag,
      email: fields.email === undefined ? `${tag}-${suffix}@example.com` : fields.email,
      phone: fields.phone ?? '9800000000',
      address: 'Thamel Marg 1',
      city: fields.city === undefined ? 'Kathmandu' : fields.city,
      state: fields.state === undefined ? 'Bagmati' : fields.state,
      zipCode: '44600',
      country: fields.country === undefined ? 'NP' : fields.country,
      totalSpentPaisa: Math.round((fields.spent ?? 0) * 100),
      visitCount: fields.visits ?? 0,
      isActive: fields.isActive ?? true,
      passwordHash: fields.password ? 'not-a-real-hash' : null,
      ...(fields.createdAt ? { createdAt: fields.createdAt } : {}),
    })
    .returning({ id: customers.id, email: customers.email });
  if (!row) throw new Error('customer was not created');
  return row;
}

/** A session of that customer, as the shop's login opens one. */
export async function sessionOf(t: TestApp, customerId: string) {
  const { token } = await openSession(t.db, 'customer', customerId, { persistent: false });
  return { authorization: `Bearer ${token}` };
}
