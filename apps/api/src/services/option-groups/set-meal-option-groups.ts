import { type Db, type DbOrTx, mealOptionGroups, meals, optionGroups } from '@shop/db';
import { eq, inArray, sql } from '@shop/db/orm';
import { type MealOptionGroup, OPTION_MESSAGES, type SuccessResponse } from '@shop/shared';
import { AppError } from '../../lib/app-error.ts';
import { recordActivity } from '../activity/record-activity.ts';
import {
  mealOptionsJsonSql,
  optionGroupsFromJson,
  toOptionGroupViews,
} from '../menu/meal-options.ts';

type Saved = SuccessResponse & { data: MealOptionGroup[] };

/** The meal's groups as the menu shows them: read the way the menu reads them. */
async function mealGroups(tx: DbOrTx, mealId: number): Promise<MealOptionGroup[]> {
  const [row] = await tx
    .select({ options: mealOptionsJsonSql(sql`${meals.id}`) })
    .from(meals)
    .where(eq(meals.id, mealId));
  return toOptionGroupViews(optionGroupsFromJson(row?.options));
}

const named = (groups: readonly MealOptionGroup[]) => groups.map(({ id, name }) => ({ id, name }));

/**
 * Sets the option groups a meal offers, in the order given (docs/product-rules.md#meal-options):
 * 404 for a meal there is not, 400 for a group there is not; an empty list takes them all off.
 */
export async function setMealOptionGroups(
  db: Db,
  adminId: string,
  mealId: number,
  groupIds: readonly number[],
): Promise<Saved> {
  const groups = await db.transaction(async (tx) => {
    // Locked so that two saves of one meal's groups follow each other.
    const [meal] = await tx
      .select({ id: meals.id })
      .from(meals)
      .where(eq(meals.id, mealId))
      .for('no key update');
    if (!meal) throw new AppError('NOT_FOUND', OPTION_MESSAGES.mealNotFound);
    if (groupIds.length > 0) {
      const found = await tx
        .select({ id: optionGroups.id })
        .from(optionGroups)
        .where(inArray(optionGroups.id, [...groupIds]));
      const known = new Set(found.map((row) => row.id));
      const unknown = groupIds.find((id) => !known.has(id));
      if (unknown !== undefined) {
        throw new AppError('VALIDATION_FAILED', OPTION_MESSAGES.groupUnknown(unknown));
      }
    }

    const before = await mealGroups(tx, mealId);
    await tx.delete(mealOptionGroups).where(eq(mealOptionGroups.mealId, mealId));
    if (groupIds.length > 0) {
      await tx
        .insert(mealOptionGroups)
        .values(groupIds.map((groupId, position) => ({ mealId, groupId, position })));
    }
    const after = await mealGroups(tx, mealId);
    await recordActivity(tx, {
      adminId,
      action: 'meal.option_groups_set',
      entityType: 'meal',
      entityId: mealId,
      details: { before: named(before), after: named(after) },
    });
    return after;
  });
  return { success: true, message: OPTION_MESSAGES.mealGroupsSaved, data: groups };
}
