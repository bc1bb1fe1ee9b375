import { customers, type DbOrTx } from '@shop/db';
import { desc, eq, sql } from '@shop/db/orm';
import type { CustomerRow } from './check-in-customer-view.ts';
import { phoneKey, storedPhoneKey } from './phone-key.ts';

export interface ContactDetails {
  email: string | null;
  phone: string | null;
}

/**
 * The customer a person at the counter is, by the contact details they give: a given email
 * decides alone (it is unique, while a family may share one phone); otherwise the phone, and
 * of several customers with that phone the one seen most recently. `lock` holds the row for
 * the caller's transaction.
 */
export async function findCheckInCustomer(
  db: DbOrTx,
  contact: ContactDetails,
  options: { lock?: boolean } = {},
): Promise<CustomerRow | null> {
  const where = contact.email
    ? eq(sql`lower(${customers.email})`, contact.email.toLowerCase())
    : contact.phone
      ? eq(storedPhoneKey, phoneKey(contact.phone))
      : null;
  if (!where) return null;
  const query = db
    .select()
    .from(customers)
    .where(where)
    .orderBy(desc(sql`coalesce(${customers.lastVisitAt}, ${customers.createdAt})`))
    .limit(1);
  const [row] = options.lock ? await query.for('no key update') : await query;
  return row ?? null;
}

/** The customer with this id, locked for the caller's transaction, or null. */
export async function lockCustomerById(db: DbOrTx, id: string): Promise<CustomerRow | null> {
  const [row] = await db.select().from(customers).where(eq(customers.id, id)).for('no key update');
  return row ?? null;
}
