import type { DbOrTx } from '@shop/db';
import { eq, type PgColumn, type PgSelectedFields, type PgTable, type SQL } from '@shop/db/orm';

/** What a page of a big table is read by: the filters, the sort (ending in the id), the total. */
export interface PageByIdsQuery {
  where: SQL | undefined;
  orderBy: SQL[];
  /** An exact count of every match, carried by each row (see counted-page.ts). */
  total: SQL<number>;
}

/**
 * A page of a big table in one statement: the page's ids (and the total) are read first, in the
 * order of an index that holds the sort, so a deep page skips its offset in the index alone;
 * only the page's own rows are then read in full, with whatever they count per row.
 */
export function readPageByIds<Columns extends PgSelectedFields>(
  db: DbOrTx,
  from: { table: PgTable; id: PgColumn; columns: Columns },
  { where, orderBy, total }: PageByIdsQuery,
  window: { limit: number; offset: number },
) {
  const page = db
    .select({ id: from.id, total: total.as('total') })
    .from(from.table)
    .where(where)
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
