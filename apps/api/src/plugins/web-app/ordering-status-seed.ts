import { createHash } from 'node:crypto';
import type { DbOrTx } from '@shop/db';
import { type OrderingStatusResponse, restaurantDay } from '@shop/shared';
import { readOrderingStatus } from '../../services/ordering/ordering-status.ts';

/**
 * The shop's ordering status for a page's server render: every shop page shows it (its status
 * line and hours). Undefined when it cannot be read: the page then asks for it as a browser
 * would, and the footer falls back to the site's hours.
 */
export async function orderingStatusForPage(
  db: DbOrTx,
  now: Date,
): Promise<OrderingStatusResponse | undefined> {
  try {
    return await readOrderingStatus(db, now);
  } catch {
    return undefined;
  }
}

/**
 * What a kept page's status line depends on, for the page cache's key: the status and hours,
 * the restaurant's day ('opens tomorrow') and a pause's minutes left. A page kept under one
 * status is never sent under another.
 */
export function orderingStatusKey(status: OrderingStatusResponse | undefined): string {
  if (!status) return 'none';
  const { now, ...rest } = status;
  const resumesAt = status.delivery.resumesAt;
  const minutesLeft = resumesAt
    ? Math.ceil((new Date(resumesAt).getTime() - new Date(now).getTime()) / 60_000)
    : '';
  const digest = createHash('sha1').update(JSON.stringify(rest)).digest('base64url');
  return `${digest} ${restaurantDay(now)} ${minutesLeft}`;
}
