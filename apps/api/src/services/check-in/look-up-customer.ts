import type { Db } from '@shop/db';
import type { CustomerLookupResponse } from '@shop/shared';
import { checkInCustomerView } from './check-in-customer-view.ts';
import { type ContactDetails, findCheckInCustomer } from './find-check-in-customer.ts';

/** Step 1 of the kiosk: is the person at the counter a customer already? */
export async function lookUpCustomer(
  db: Db,
  contact: ContactDetails,
): Promise<CustomerLookupResponse> {
  const row = await findCheckInCustomer(db, contact);
  return row
    ? { found: true, customer: checkInCustomerView(row) }
    : { found: false, customer: null };
}
