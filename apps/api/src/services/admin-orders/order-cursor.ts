import { orders } from '@shop/db';
import { type SQL, sql } from '@shop/db/orm';
import {
  ADMIN_ORDER_MESSAGES,
  ADMIN_ORDER_SORTS,
  type AdminOrderListFilters,
  SORT_ORDERS,
} from '@shop/shared';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';

/*
 * Keyset paging of the orders list (decision 045): Next and Previous carry the edge of the page
 * shown, so the next page is read from there along the sort's index, however deep it is,
 * rather than by skipping every order before it.
 */

/** Where a page starts or ends, in the list's order: the sort's key, the exact time, the id. */
export interface OrderEdge {
  /** The sort's own key (the total in paisa, the status's rank); null when sorted by time. */
  key: number | null;
  /** `created_at` as PostgreSQL writes it, to the microsecond (a JS date keeps milliseconds). */
  at: string;
  id: string;
}

/** What a cursor holds: the sort it was made for, and the edge. */
const cursorSchema = z.tuple([
  z.enum(ADMIN_ORDER_SORTS),
  z.enum(SORT_ORDERS),
  z.number().int().nullable(),
  z.string().regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2})?$/),
  z.uuid(),
]);

export function cursorOf(query: AdminOrderListFilters, edge: OrderEdge): string {
  const held = [query.sortBy, query.sortOrder, edge.key, edge.at, edge.id];
  return Buffer.from(JSON.stringify(held)).toString('base64url');
}

function edgeOf(query: AdminOrderListFilters, side: 'after' | 'before', cursor: string): OrderEdge {
  let held: z.infer<typeof cursorSchema> | undefined;
  try {
    held = cursorSchema.parse(JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')));
  } catch {
    held = undefined;
  }
  const keyed = query.sortBy !== 'createdAt';
  if (
    !held ||
    held[0] !== query.sortBy ||
    held[1] !== query.sortOrder ||
    keyed !== (held[2] !== null)
  ) {
    throw new AppError('VALIDATION_FAILED', ADMIN_ORDER_MESSAGES.cursorInvalid(side));
  }
  return { key: held[2], at: held[3], id: held[4] };
}

/** A cursor the query carries, read: which side of it the page lies on, and the bound. */
export interface PageBound {
  side: 'after' | 'before';
  /** The orders past the edge, in the direction the page is read. */
  where: SQL;
}

/**
 * The bound a query's cursor sets, if it carries one. `sortKey` is the sort's own key, as the
 * list orders by it (undefined when sorted by time). A row comparison, so that PostgreSQL
 * starts the walk at the edge in the sort's index.
 */
export function boundOf(query: AdminOrderListFilters, sortKey: SQL | undefined): PageBound | null {
  const side = query.after ? 'after' : query.before ? 'before' : null;
  const cursor = query.after ?? query.before;
  if (!side || !cursor) return null;
  const edge = edgeOf(query, side, cursor);
  const forwards = (side === 'after') === (query.sortOrder === 'asc');
  const columns = [...(sortKey ? [sortKey] : []), sql`${orders.createdAt}`, sql`${orders.id}`];
  const values = [
    ...(sortKey ? [sql`${edge.key}::bigint`] : []),
    sql`${edge.at}::timestamptz`,
    sql`${edge.id}::uuid`,
  ];
  const comparison = forwards ? sql.raw('>') : sql.raw('<');
  return {
    side,
    where: sql`(${sql.join(columns, sql`, `)}) ${comparison} (${sql.join(values, sql`, `)})`,
  };
}
