import { customers } from '@shop/db';
import type { SessionCustomer } from '@shop/shared';

/** The columns of a customer that the signed-in browser keeps (checkout prefill). */
export const sessionCustomerColumns = {
  id: customers.id,
  firstName: customers.firstName,
  lastName: customers.lastName,
  email: customers.email,
  phone: customers.phone,
  address: customers.address,
  city: customers.city,
  zipCode: customers.zipCode,
};

type Row = { [K in keyof typeof sessionCustomerColumns]: string | null } & { id: string };

/** Missing details (a claimed check-in record may lack some) read as empty text. */
export function toSessionCustomer(row: Row): SessionCustomer {
  return {
    id: row.id,
    firstName: row.firstName ?? '',
    lastName: row.lastName ?? '',
    email: row.email ?? '',
    phone: row.phone ?? '',
    address: row.address ?? '',
    city: row.city ?? '',
    zipCode: row.zipCode ?? '',
  };
}
