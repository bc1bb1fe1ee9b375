import { FINAL_ORDER_STATUSES, ORDER_STATUSES } from '@shop/shared';
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';

/*
 * The expressions the back office's lists filter, sort and search by, written once for the
 * indexes (migration 0009) and the queries alike: PostgreSQL uses an expression index or a
 * partial index only for a query that spells the same expression. The closed lists are written
 * as literals, not parameters, so that a prepared statement's generic plan still matches them.
 */

const literals = (values: readonly string[]) =>
  sql.raw(`array[${values.map((value) => `'${value}'`).join(', ')}]::text[]`);

/** An order's place in the order an order moves through the statuses (not alphabetical). */
export const orderStatusRank = (status: AnyColumn | SQL) =>
  sql<number>`array_position(${literals(ORDER_STATUSES)}, ${status})`;

/** The order is still to finish: neither delivered nor cancelled. */
export const orderIsOpen = (status: AnyColumn | SQL) =>
  sql`(${status} <> ALL (${literals(FINAL_ORDER_STATUSES)}))`;

/** An order id as lower-case hex without dashes, as the order search matches it. */
export const orderIdHex = (id: AnyColumn | SQL) => sql<string>`replace((${id})::text, '-', '')`;

/**
 * First and last name as shown, blank parts left out: `trim(concat_ws(' ', first, last))`
 * spelled with `||`, which (unlike concat_ws) PostgreSQL may index.
 */
export const personName = (first: AnyColumn | SQL, last: AnyColumn | SQL) =>
  sql<string>`trim(coalesce(${first}, '') || ' ' || coalesce(${last}, ''))`;

/** A city, state or country as the location filter compares it. */
export const placeKey = (place: AnyColumn | SQL) => sql<string>`lower(trim(${place}))`;

/**
 * The last 8 characters of an audit entry's record id: for an order, its number as people read
 * it (`orderNumber`), lower-cased and without its '#'.
 */
export const recordIdTail = (entityId: AnyColumn | SQL) => sql<string>`right(${entityId}, 8)`;

/** The audit entry is an order's: the partial index of order numbers holds only those. */
export const isOrderEntry = (entityType: AnyColumn | SQL) => sql`${entityType} = 'order'`;
