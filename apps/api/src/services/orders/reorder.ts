import { type DbOrTx, orderLines } from '@shop/db';
import { asc, eq } from '@shop/db/orm';
import type { ReorderResponse } from '@shop/shared';
import { toNrs, toPaisa } from '@shop/shared';
import { uploadUrl } from '../../lib/uploads.ts';
import { readMealFacts } from './checkout/checkout-facts.ts';
import { choicesOf, unitPricePaisa } from './checkout/decide-checkout.ts';
import { findOwnOrderRow } from './order-view.ts';

/**
 * The caller's past order as a new cart: the meals still on the menu and in stock, at today's
 * prices, and what changed since (a new price, sold out, off the menu). Nothing is written;
 * the browser fills its cart, and checkout checks it all again.
 */
export async function reorder(
  db: DbOrTx,
  customerId: string,
  orderId: string,
): Promise<ReorderResponse> {
  await findOwnOrderRow(db, customerId, orderId);
  const lines = await db
    .select({
      mealId: orderLines.mealId,
      name: orderLines.mealName,
      unitPricePaisa: orderLines.unitPricePaisa,
      quantity: orderLines.quantity,
      choices: orderLines.choices,
    })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.id));
  const meals = await readMealFacts(
    db,
    lines.flatMap((line) => (line.mealId === null ? [] : [line.mealId])),
  );
  const result: ReorderResponse = { items: [], changes: [] };
  for (const line of lines) {
    const meal = line.mealId === null ? undefined : meals.get(line.mealId);
    const oldPrice = toNrs(line.unitPricePaisa);
    if (!meal?.onMenu) {
      result.changes.push({
        mealId: line.mealId,
        name: line.name,
        kind: 'removed',
        oldPrice,
        newPrice: null,
      });
      continue;
    }
    // The choices made then that the meal still offers; they must still make a valid line.
    const offered = new Set(meal.options.flatMap((group) => group.choices.map(({ id }) => id)));
    const options = line.choices.flatMap(({ id }) => (id !== null && offered.has(id) ? [id] : []));
    const choices = choicesOf({ id: meal.id, quantity: line.quantity, options }, meal);
    const newPrice = toNrs(choices.ok ? unitPricePaisa(meal, choices.chosen) : 0);
    if (meal.stock === 0 || !choices.ok) {
      result.changes.push({
        mealId: meal.id,
        name: meal.name,
        kind: 'unavailable',
        oldPrice,
        newPrice,
      });
      continue;
    }
    if (toPaisa(newPrice) !== line.unitPricePaisa) {
      result.changes.push({
        mealId: meal.id,
        name: meal.name,
        kind: 'price_changed',
        oldPrice,
        newPrice,
      });
    }
    const image = meal.images[0];
    result.items.push({
      id: meal.id,
      name: meal.name,
      price: newPrice,
      quantity: line.quantity,
      image: image ? uploadUrl(image) : null,
      options,
      choices: choices.chosen.map((choice) => ({ ...choice, price: toNrs(choice.price) })),
    });
  }
  return result;
}
