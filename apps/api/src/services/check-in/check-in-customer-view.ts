import type { customers } from '@shop/db';
import { type CheckInCustomer, checkInStatusFor, toNrs } from '@shop/shared';

export type CustomerRow = typeof customers.$inferSelect;

/** A customer row as the kiosk shows it; the status always follows the total spent. */
export function checkInCustomerView(row: CustomerRow): CheckInCustomer {
  const totalSpent = toNrs(row.totalSpentPaisa);
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone,
    dateOfBirth: row.dateOfBirth,
    address: row.address,
    city: row.city,
    state: row.state,
    zipCode: row.zipCode,
    country: row.country,
    totalSpent,
    customerStatus: checkInStatusFor(totalSpent),
    visitCount: row.visitCount,
  };
}
