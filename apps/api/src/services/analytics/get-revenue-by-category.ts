import type { DbOrTx } from '@shop/db';
import { sql } from '@shop/db/orm';
import { OTHER_CATEGORY, type RevenueByCategory, toNrs } from '@shop/shared';
import { lineDays, tidyRollup } from './rollup.ts';
import { numberOf, rowsOf } from './rows.ts';

/**
 * What the paid units of delivered orders brought in per category (the line's snapshot, before
 * order discounts), most first; lines sold without a category count as 'Other'.
 */
export async function getRevenueByCategory(db: DbOrTx): Promise<RevenueByCategory> {
  await tidyRollup(db);
  const rows = await rowsOf<{ category: string; revenue: string }>(
    db,
    sql`
      SELECT coalesce(nullif(category_name, ''), ${OTHER_CATEGORY}) AS category,
        sum(revenue_paisa) AS revenue
      FROM ${lineDays} AS lines
      WHERE status = 'delivered'
      GROUP BY 1
      HAVING sum(revenue_paisa) > 0
      ORDER BY revenue DESC, category`,
  );
  return rows.map((row) => ({ category: row.category, revenue: toNrs(numberOf(row.revenue)) }));
}
