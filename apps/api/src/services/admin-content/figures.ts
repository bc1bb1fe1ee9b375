import { type AnyColumn, type SQL, sql } from '@shop/db/orm';

/** `count(*) FILTER (WHERE …)`: how many rows meet a condition (all of them without one). */
export function countWhere(condition: SQL | undefined): SQL<number> {
  return condition
    ? sql<number>`count(*) FILTER (WHERE ${condition})`.mapWith(Number)
    : sql<number>`count(*)`.mapWith(Number);
}

/**
 * Rows created within the last `interval` ('This Week' is 7 days, 'Today' 24 hours:
 * docs/product-rules.md#overview).
 */
export function createdWithin(createdAt: AnyColumn, interval: '7 days' | '24 hours'): SQL {
  return sql`${createdAt} > now() - ${interval}::interval`;
}
