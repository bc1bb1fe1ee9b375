import { type DbOrTx, meals } from '@shop/db';
import { and, eq } from '@shop/db/orm';
import { MESSAGES, type Meal } from '@shop/shared';
import { AppError } from '../../lib/app-error.ts';
import { isOnPublicMenu, selectMenuMeals, toMealView } from './meal-view.ts';

export async function getMeal(db: DbOrTx, id: number): Promise<Meal> {
  const [row] = await selectMenuMeals(db)
    .where(and(eq(meals.id, id), isOnPublicMenu))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', MESSAGES.mealNotFound);
  return toMealView(row);
}
