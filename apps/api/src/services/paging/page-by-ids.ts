import type { DbOrTx } from '@shop/db';
import {
  and,
  eq,
  getTableName,
  type PgColumn,
  type PgSelectedFields,
  type PgTable,
  type SQL,
  sql,
} from '@shop/db/orm';
import { windowCount } from './counted-page.ts';

/** What a page of a big table is read by: the filters, the sort (ending in the id), the total. */
export interface PageByIdsQuery {
  where: SQL | undefined;
  orderBy: SQL[];
  /** An exact count of every match, carried by each row (see counted-page.ts). */
  total: SQL<number>;
  /**
   * The matches as rows of the table under its own name, where they are found otherwise than
   * by filtering the table with `where` (which they then stand for): they are read whole, so
   * `total` is `windowCount`.
   */
  matches?: SQL;
  /** Where a cursor lets the page start (keyset paging), on the matches as well. */
  bound?: SQL;
}

/**
 * A page of a big table in one statement: the page's ids (and the total) are read first, in the
 * order of an index that holds the sort, so a deep page skips its offset in the index alone;
 * only the page's own rows are then read in full, with whatever they count per row.
 */
export function readPageByIds<Columns extends PgSelectedFields>(
  db: DbOrTx,
  from: { table: PgTable; id: PgColumn; columns: Columns },
  { where, orderBy, total, matches, bound }: PageByIdsQuery,
  window: { limit: number; offset: number },
) {
  const source = matches ?? (total === windowCount ? matchesOf(from.table, where) : null);
  const page = db
    // The id as SQL: drizzle would refuse a column of a table that the subquery stands in for.
    .select({ id: sql<string>`${from.id}`.as('page_id'), total: total.as('total') })
    .from(source ?? from.table)
    .where(and(source ? undefined : where, bound))
    .orderBy(...orderBy)
    .limit(window.limit)
    .offset(window.offset)
    .as('page');
  return db
    .select({ ...from.columns, total: page.total })
    .from(page)
    .innerJoin(from.table, eq(from.id, page.id))
    .orderBy(...orderBy);
}

/**
 * The matches of a list counted by `windowCount`, which reads every match anyway, under the
 * table's own name: the subquery keeps the planner from walking the sort's index across the
 * whole table with the filter (orders are stored in date order, so such a walk looks cheap,
 * but it runs a search's ILIKE on every order); it reads the matches by their own index (a
 * trigram bitmap for a search) and sorts only those.
 */
function matchesOf(table: PgTable, where: SQL | undefined): SQL {
  const name = sql.identifier(getTableName(table));
  return sql`(SELECT * FROM ${table} ${where ? sql`WHERE ${where}` : sql``} OFFSET 0) AS ${name}`;
}
