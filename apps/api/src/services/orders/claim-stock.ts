import type { DbOrTx } from '@shop/db';
import { type SQL, sql } from '@shop/db/orm';
import { announceSoldOutFlipSql } from '../menu/menu-changed.ts';

export interface StockClaim {
  mealId: number;
  quantity: number;
}

export interface PricedStockClaim extends StockClaim {
  /** The price the order was quoted at: the claim fails if the menu's differs now. */
  unitPricePaisa: number;
}

/**
 * The CTEs `wanted`, `locked` and `claimed` of a statement that takes the quantities from stock
 * and adds them to sold, for all lines at once, only where enough is left, the meal is on the
 * menu and its price is still the quoted one; `claimed` returns the ids claimed and the stock
 * each has left. The meals are
 * locked in id order, and only once `lockAfter` has been evaluated (the coupon's row first), so
 * that two orders wait for each other instead of deadlocking. NO KEY UPDATE, as a plain UPDATE
 * would take, so the order lines' foreign keys (KEY SHARE) do not block it.
 */
export function stockClaimCtes(claims: readonly PricedStockClaim[], lockAfter: SQL) {
  const ids = claims.map((claim) => claim.mealId);
  const quantities = claims.map((claim) => claim.quantity);
  const prices = claims.map((claim) => claim.unitPricePaisa);
  return sql`wanted AS (
      SELECT * FROM unnest(${sqlIntArray(ids)}, ${sqlIntArray(quantities)}, ${sqlIntArray(prices, 'bigint')})
        AS w(id, quantity, price_paisa)
    ), locked AS (
      SELECT m.id FROM meals m JOIN wanted w ON w.id = m.id
      WHERE ${lockAfter}
      ORDER BY m.id FOR NO KEY UPDATE OF m
    ), claimed AS (
      UPDATE meals m
      SET stock = m.stock - w.quantity, sold_quantity = m.sold_quantity + w.quantity
      FROM wanted w, locked l, categories k
      WHERE m.id = w.id AND l.id = m.id AND k.id = m.category_id AND m.stock >= w.quantity
        AND m.is_active AND k.is_active AND m.price_paisa = w.price_paisa
      RETURNING m.id, m.stock AS stock_left
    )`;
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
