import type { DbOrTx } from '@shop/db';
import type { AdminEventResponse } from '@shop/shared';
import { adminEventView, findEventRow } from './event-view.ts';

export async function getAdminEvent(
  db: DbOrTx,
  id: number,
  now = new Date(),
): Promise<AdminEventResponse> {
  return { data: adminEventView(await findEventRow(db, id), now) };
}
