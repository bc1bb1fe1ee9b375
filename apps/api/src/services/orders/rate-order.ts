import { type Db, orders } from '@shop/db';
import { and, eq, isNull, sql } from '@shop/db/orm';
import { ORDER_MESSAGES, type Order } from '@shop/shared';
import { AppError } from '../../lib/app-error.ts';
import { findOwnOrderRow, isOrderId, orderNotFound, orderView } from './order-view.ts';

/**
 * The customer rates a delivered order once, 1–5 with an optional review. Each meal of the
 * order takes the rating into its average (one decimal) and its review count, in the same
 * transaction, so the menu's stars are the customers' own.
 */
export async function rateOwnOrder(
  db: Db,
  customerId: string,
  orderId: string,
  { rating, review }: { rating: number; review: string | null },
): Promise<Order> {
  if (!isOrderId(orderId)) throw orderNotFound();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(orders)
      .set({ rating, review, ratedAt: sql`now()` })
      .where(
        and(
          eq(orders.id, orderId),
          eq(orders.customerId, customerId),
          eq(orders.status, 'delivered'),
          isNull(orders.rating),
        ),
      )
      .returning();
    if (!row) {
      const existing = await findOwnOrderRow(tx, customerId, orderId);
      throw new AppError(
        'CONFLICT',
        existing.status === 'delivered'
          ? ORDER_MESSAGES.alreadyRated
          : ORDER_MESSAGES.onlyDeliveredRate,
      );
    }
    // Meal rows are locked in id order, as checkout locks them.
    await tx.execute(sql`
      WITH rated AS (
        SELECT DISTINCT meal_id AS id FROM order_lines
        WHERE order_id = ${orderId} AND meal_id IS NOT NULL
      ), locked AS (
        SELECT m.id FROM meals m JOIN rated r ON r.id = m.id ORDER BY m.id FOR NO KEY UPDATE OF m
      )
      UPDATE meals m
      SET rating = round((m.rating_points + ${rating})::numeric / (m.review_count + 1), 1),
          rating_points = m.rating_points + ${rating},
          review_count = m.review_count + 1
      FROM locked l
      WHERE m.id = l.id`);
    return orderView(tx, row);
  });
}
