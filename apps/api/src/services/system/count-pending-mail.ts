import { type Db, emailOutbox } from '@shop/db';
import { count, isNull } from '@shop/db/orm';

/** Mail in the outbox not sent yet (the outbox's depth); the partial unsent index answers it. */
export async function countPendingMail(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(emailOutbox).where(isNull(emailOutbox.sentAt));
  return row?.n ?? 0;
}
