import type { DbOrTx } from '@shop/db';
import { type SQL, sql } from '@shop/db/orm';

export interface StockClaim {
  mealId: number;
  quantity: number;
}

/**
 * The CTEs `wanted`, `locked` and `claimed` of a statement that takes the quantities from stock
 * and adds them to sold, for all lines at once, only where enough is left and the meal is
 * active; `claimed` returns the ids claimed. The meals are locked in id order, and only once
 * `lockAfter` has been evaluated (the coupon's row first), so that two orders wait for each
 * other instead of deadlocking. NO KEY UPDATE, as a plain UPDATE would take, so the order lines'
 * foreign keys (KEY SHARE) do not block it.
 */
export function stockClaimCtes(claims: readonly StockClaim[], lockAfter: SQL) {
  const ids = claims.map((claim) => claim.mealId);
  const quantities = claims.map((claim) => claim.quantity);
  return sql`wanted AS (
      SELECT * FROM unnest(${sqlIntArray(ids)}, ${sqlIntArray(quantities)}) AS w(id, quantity)
    ), locked AS (
      SELECT m.id FROM meals m JOIN wanted w ON w.id = m.id
      WHERE ${lockAfter}
      ORDER BY m.id FOR NO KEY UPDATE OF m
    ), claimed AS (
      UPDATE meals m
      SET stock = m.stock - w.quantity, sold_quantity = m.sold_quantity + w.quantity
      FROM wanted w, locked l
      WHERE m.id = w.id AND l.id = m.id AND m.stock >= w.quantity AND m.is_active
      RETURNING m.id
    )`;
}

/**
 * Puts quantities back (a cancelled order). Meals deleted since are skipped; sold never goes
 * below zero (an admin may have reset it).
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
    )
    UPDATE meals m
    SET stock = m.stock + w.quantity, sold_quantity = greatest(m.sold_quantity - w.quantity, 0)
    FROM wanted w, locked l
    WHERE m.id = w.id AND l.id = m.id`);
}

/** A list of integers as one int[] parameter. */
export function sqlIntArray(values: readonly number[]) {
  return sql`${`{${values.map((v) => Math.trunc(v)).join(',')}}`}::int[]`;
}
