import type { DbOrTx } from '@shop/db';
import { sql } from '@shop/db/orm';
import type { PopularItems } from '@shop/shared';
import { lineDays, tidyRollup } from './rollup.ts';
import { numberOf, rowsOf } from './rows.ts';

/** The meals sold most (units on orders that were not cancelled), by name, ties by name. */
export async function getPopularItems(db: DbOrTx, limit: number): Promise<PopularItems> {
  await tidyRollup(db);
  const rows = await rowsOf<{ name: string; total_sold: string }>(
    db,
    sql`
      SELECT meal_name AS name, sum(units) AS total_sold
      FROM ${lineDays} AS lines
      WHERE status <> 'cancelled'
      GROUP BY meal_name
      HAVING sum(units) > 0
      ORDER BY total_sold DESC, meal_name
      LIMIT ${limit}`,
  );
  return rows.map((row) => ({ name: row.name, totalSold: numberOf(row.total_sold) }));
}
