import { contactMessages, type Db } from '@shop/db';
import { eq } from '@shop/db/orm';
import { ADMIN_CONTACT_MESSAGES, type SuccessResponse } from '@shop/shared';
import { contactNotFound } from './contact-view.ts';
import { recordAdminChange } from './record-admin-change.ts';

/** Deletes a contact message; the audit line keeps who sent what, and when. */
export async function deleteContact(db: Db, adminId: string, id: number): Promise<SuccessResponse> {
  return db.transaction(async (tx) => {
    const [row] = await tx.delete(contactMessages).where(eq(contactMessages.id, id)).returning();
    if (!row) throw contactNotFound();
    await recordAdminChange(tx, adminId, {
      action: 'contact.deleted',
      entityType: 'contact',
      entityId: id,
      details: {
        name: row.name,
        email: row.email,
        subject: row.subject,
        createdAt: row.createdAt.toISOString(),
        read: row.readAt !== null,
      },
    });
    return { success: true, message: ADMIN_CONTACT_MESSAGES.deleted };
  });
}
