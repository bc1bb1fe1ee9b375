import { contactMessages, type DbOrTx } from '@shop/db';
import { CONTACT_MESSAGES, type contactRequestSchema, type SuccessResponse } from '@shop/shared';
import type { z } from 'zod';

export type ContactMessageInput = z.output<typeof contactRequestSchema>;

/** Keeps a visitor's message, unread until an admin opens it. Stored as typed: it is text. */
export async function saveContactMessage(
  db: DbOrTx,
  input: ContactMessageInput,
): Promise<SuccessResponse> {
  await db.insert(contactMessages).values({
    name: input.name,
    email: input.email,
    subject: input.subject,
    message: input.message,
  });
  return { success: true, message: CONTACT_MESSAGES.sent };
}
