import type { DbOrTx } from '@shop/db';
import { sql } from '@shop/db/orm';
import { announceSoldOutFlipSql } from '../menu/menu-changed.ts';

export interface StockClaim {
  mealId: number;
  quantity: number;
}

/**
 * Puts quantities back (a cancelled order). Meals deleted since are skipped; sold never goes
 * below zero (an admin may have reset it). A meal that was sold out is on sale again: the
 * cached menu is told.
 */
export async function returnStock(db: DbOrTx, claims: readonly StockClaim[]): Promise<void> {
  if (claims.length === 0) return;
  await db.execute(sql`
    WITH wanted AS (
      SELECT id, sum(quantity)::int AS quantity
      FROM unnest(${sqlIntArray(claims.map((c) => c.mealId))}, ${sqlIntArray(claims.map((c) => c.quantity))}) AS w(id, quantity)
      GROUP BY id
    ), locked AS (
      SELECT m.id FROM meals m JOIN wanted w ON w.id = m.id ORDER BY m.id FOR NO KEY UPDATE OF m
    ), returned AS (
      UPDATE meals m
      SET stock = m.stock + w.quantity, sold_quantity = greatest(m.sold_quantity - w.quantity, 0)
      FROM wanted w, locked l
      WHERE m.id = w.id AND l.id = m.id
      RETURNING m.stock - w.quantity AS stock_before
    )
    SELECT ${announceSoldOutFlipSql(sql`SELECT 1 FROM returned WHERE stock_before <= 0`)}`);
}

/** A list of integers as one int[] (or bigint[]) parameter. */
export function sqlIntArray(values: readonly number[], type: 'int' | 'bigint' = 'int') {
  return sql`${`{${values.map((v) => Math.trunc(v)).join(',')}}`}::${sql.raw(type)}[]`;
}
