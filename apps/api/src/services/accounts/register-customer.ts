import { customers, type Db, type DbOrTx, hashPassword, newsletterSubscribers } from '@shop/db';
import { and, eq, isNull, sql } from '@shop/db/orm';
import { ACCOUNT_MESSAGES, type CustomerAuthResponse, type Registration } from '@shop/shared';
import { AppError } from '../../lib/app-error.ts';
import { openSession } from '../sessions/session-store.ts';
import { sessionCustomerColumns, toSessionCustomer } from './customer-view.ts';

/*
 * POST /api/customers/register. A guest the check-in kiosk recorded with this email (no
 * password) is the same person: registering claims that record, keeping its visits and
 * spending, instead of refusing. An account holder's email, or a deactivated record's, is
 * refused with 409. Registering signs in (a session that lapses after 24 idle hours).
 */
export async function registerCustomer(
  db: Db,
  registration: Registration,
): Promise<CustomerAuthResponse> {
  // Hashing is slow: done before the transaction, so it holds no lock meanwhile.
  const passwordHash = await hashPassword(registration.password);
  return db.transaction(async (tx) => {
    const id = await claimOrCreate(tx, registration, passwordHash);
    if (registration.subscribe_newsletter) {
      await tx
        .insert(newsletterSubscribers)
        .values({ email: registration.email })
        .onConflictDoNothing();
    }
    const { token } = await openSession(tx, 'customer', id, { persistent: false });
    const [row] = await tx
      .select(sessionCustomerColumns)
      .from(customers)
      .where(eq(customers.id, id));
    if (!row) throw new Error('registered customer was not found');
    return { token, customer: toSessionCustomer(row) };
  });
}

async function claimOrCreate(
  tx: DbOrTx,
  registration: Registration,
  passwordHash: string,
): Promise<string> {
  const details = {
    firstName: registration.first_name,
    lastName: registration.last_name,
    email: registration.email,
    phone: registration.phone,
    dateOfBirth: registration.date_of_birth,
    address: registration.address,
    city: registration.city,
    state: registration.state,
    zipCode: registration.zip_code,
    country: registration.country,
    subscribeNewsletter: registration.subscribe_newsletter,
    passwordHash,
  };
  const [claimed] = await tx
    .update(customers)
    .set({ ...details, updatedAt: new Date() })
    .where(
      and(
        eq(sql`lower(${customers.email})`, registration.email),
        isNull(customers.passwordHash),
        eq(customers.isActive, true),
      ),
    )
    .returning({ id: customers.id });
  if (claimed) return claimed.id;
  // The unique index on lower(email) decides a race between two registrations atomically.
  const [created] = await tx
    .insert(customers)
    .values(details)
    .onConflictDoNothing()
    .returning({ id: customers.id });
  if (!created) throw new AppError('CONFLICT', ACCOUNT_MESSAGES.emailTaken);
  return created.id;
}
