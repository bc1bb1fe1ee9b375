import { type AdminContact, CONTACTS_CSV, csvDocument } from '@shop/shared';
import { csvDateTime } from '@/features/admin-common/index.ts';

/**
 * contacts.csv (docs/product-rules.md#csv-exports): Name, Email, Subject, Message, Date of the
 * given rows, in order.
 */
export function contactsCsv(contacts: readonly AdminContact[]): string {
  return csvDocument(
    CONTACTS_CSV.header,
    contacts.map((c) => [c.name, c.email, c.subject, c.message, csvDateTime(c.created_at)]),
  );
}
