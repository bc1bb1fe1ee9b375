import { customers } from '@shop/db';
import { type SQL, sql } from '@shop/db/orm';

/*
 * People write one phone number many ways (98-1234-5678, +977 9812345678): numbers are
 * compared by their digits, without Nepal's country code in front of a 10-digit mobile number.
 */

/** The comparable form of a phone number. */
export function phoneKey(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return /^977\d{10}$/.test(digits) ? digits.slice(3) : digits;
}

/** The same form of the stored phone, in SQL. */
export const storedPhoneKey: SQL = sql`regexp_replace(regexp_replace(${customers.phone}, '[^0-9]', '', 'g'), '^977([0-9]{10})$', '\\1')`;
