import { contactMessages, type Db } from '@shop/db';
import { and, eq, isNull, sql } from '@shop/db/orm';
import type { ContactResponse } from '@shop/shared';
import { contactNotFound, toAdminContact } from './contact-view.ts';
import { recordAdminChange } from './record-admin-change.ts';

/**
 * An admin opens a message: it is read from then on (docs/product-rules.md#unread-counts). The
 * first opening marks it and writes the audit line; opening it again changes nothing.
 */
export async function openContact(db: Db, adminId: string, id: number): Promise<ContactResponse> {
  return db.transaction(async (tx) => {
    const [marked] = await tx
      .update(contactMessages)
      .set({ readAt: sql`now()` })
      .where(and(eq(contactMessages.id, id), isNull(contactMessages.readAt)))
      .returning();
    if (marked) {
      await recordAdminChange(tx, adminId, {
        action: 'contact.read',
        entityType: 'contact',
        entityId: id,
        details: { name: marked.name, email: marked.email, subject: marked.subject },
      });
      return { success: true, data: { contact: toAdminContact(marked) } };
    }
    const [row] = await tx.select().from(contactMessages).where(eq(contactMessages.id, id));
    if (!row) throw contactNotFound();
    return { success: true, data: { contact: toAdminContact(row) } };
  });
}
