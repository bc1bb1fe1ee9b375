import { type DbOrTx, newsletterSubscribers } from '@shop/db';
import { NEWSLETTER_MESSAGES, type SuccessResponse } from '@shop/shared';
import { AppError } from '../../lib/app-error.ts';

/**
 * Adds an address to the newsletter. The unique index on lower(email) decides atomically
 * whether it was already there, whatever its letter case: no read-then-write race.
 */
export async function subscribeToNewsletter(db: DbOrTx, email: string): Promise<SuccessResponse> {
  const inserted = await db
    .insert(newsletterSubscribers)
    .values({ email })
    .onConflictDoNothing()
    .returning({ id: newsletterSubscribers.id });
  if (inserted.length === 0) throw new AppError('CONFLICT', NEWSLETTER_MESSAGES.alreadySubscribed);
  return { success: true, message: NEWSLETTER_MESSAGES.subscribed };
}
