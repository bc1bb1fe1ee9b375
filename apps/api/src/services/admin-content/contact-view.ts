import type { contactMessages } from '@shop/db';
import { ADMIN_CONTACT_MESSAGES, type AdminContact } from '@shop/shared';
import { AppError } from '../../lib/app-error.ts';

type ContactRow = typeof contactMessages.$inferSelect;

/** A stored message as the back office reads it (the contact calls' field names). */
export function toAdminContact(row: ContactRow): AdminContact {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    subject: row.subject,
    message: row.message,
    created_at: row.createdAt.toISOString(),
    read_at: row.readAt?.toISOString() ?? null,
  };
}

export function contactNotFound(): AppError {
  return new AppError('NOT_FOUND', ADMIN_CONTACT_MESSAGES.notFound);
}
