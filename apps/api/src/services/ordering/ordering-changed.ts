import type { DbOrTx } from '@shop/db';
import { sql } from '@shop/db/orm';

/**
 * NOTIFY channel on which any process announces that what the shop's status is read from
 * changed (hours, special days, the pause, orders for later); the live status streams
 * (plugins/live-feed/ordering-status-feed.ts) read it again. The payload is empty: it only says
 * "look again".
 */
export const ORDERING_CHANGED_CHANNEL = 'ordering_changed';

/** Announces a change in the transaction that makes it: delivered at COMMIT, never before. */
export async function announceOrderingChange(tx: DbOrTx): Promise<void> {
  await tx.execute(sql`SELECT pg_notify(${ORDERING_CHANGED_CHANNEL}, '')`);
}
