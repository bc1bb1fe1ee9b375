import type { DbOrTx } from '@shop/db';
import { sql } from '@shop/db/orm';
import { type OrderingStatusResponse, orderingStatus } from '@shop/shared';
import {
  type OrderingFacts,
  orderingFactsFromJson,
  orderingFactsJsonSql,
  slotFactsOf,
  slotsTakenFromJson,
  slotsTakenJsonSql,
} from './ordering-facts.ts';

/** Delivery's and pickup's status at `now` from facts already read. */
export function statusFromFacts(
  facts: OrderingFacts,
  taken: ReadonlyMap<string, number>,
  now: Date,
): OrderingStatusResponse {
  return {
    delivery: orderingStatus(slotFactsOf(facts, 'delivery', taken), now),
    pickup: orderingStatus(slotFactsOf(facts, 'pickup', taken), now),
    hours: facts.hours,
    now: now.toISOString(),
  };
}

/** GET /api/ordering/status, and the shop pages' server rendering: one statement. */
export async function readOrderingStatus(db: DbOrTx, now: Date): Promise<OrderingStatusResponse> {
  const result = (await db.execute(
    sql`SELECT ${orderingFactsJsonSql(now)} AS facts, ${slotsTakenJsonSql(now)} AS taken`,
  )) as unknown as { rows: { facts: unknown; taken: unknown }[] };
  const row = result.rows[0];
  return statusFromFacts(orderingFactsFromJson(row?.facts), slotsTakenFromJson(row?.taken), now);
}
