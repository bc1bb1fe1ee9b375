import { customers, type DbOrTx } from '@shop/db';
import { sql } from '@shop/db/orm';
import { checkInStatusFor, type SelfRegisterInput, toNrs } from '@shop/shared';
import { recordActivity } from '../activity/record-activity.ts';
import type { CustomerRow } from './check-in-customer-view.ts';

/**
 * Records a new customer met at the counter (no password: a guest until they register an
 * account), with their first visit and its bill. Null when a customer with that email was
 * written meanwhile by another check-in, which the caller then treats as returning.
 */
export async function registerWalkInCustomer(
  tx: DbOrTx,
  adminId: string,
  input: SelfRegisterInput,
  spentPaisa: number,
): Promise<CustomerRow | null> {
  const [row] = await tx
    .insert(customers)
    .values({
      firstName: input.first_name,
      lastName: input.last_name,
      email: input.email,
      phone: input.phone,
      dateOfBirth: input.date_of_birth,
      address: input.address,
      city: input.city,
      state: input.state,
      zipCode: input.zip_code,
      country: input.country,
      totalSpentPaisa: spentPaisa,
      checkInStatus: checkInStatusFor(toNrs(spentPaisa)),
      visitCount: 1,
      lastVisitAt: sql`now()`,
    })
    .onConflictDoNothing()
    .returning();
  if (!row) return null;
  await recordActivity(tx, {
    adminId,
    action: 'customer.registered',
    entityType: 'customer',
    entityId: row.id,
    details: {
      spentPaisa,
      checkInStatus: row.checkInStatus,
      fields: Object.entries(input)
        .filter(
          ([field, value]) => field !== 'total_spent' && value !== null && value !== undefined,
        )
        .map(([field]) => field),
    },
  });
  return row;
}
