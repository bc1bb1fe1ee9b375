import { type Db, meals } from '@shop/db';
import { eq } from '@shop/db/orm';
import { ADMIN_MENU_MESSAGES, type AdminMealResponse } from '@shop/shared';
import { adminMealById, lockMeal } from './admin-meal-view.ts';
import { recordMenuChange } from './record-menu-change.ts';

/**
 * Puts a meal on the menu or takes it off. The screen says which state it wants, so two admins
 * clicking at once agree on the outcome; without one the state flips.
 */
export async function setMealStatus(
  db: Db,
  adminId: string,
  id: number,
  wanted: boolean | undefined,
): Promise<AdminMealResponse> {
  return db.transaction(async (tx) => {
    const current = await lockMeal(tx, id);
    const isActive = wanted ?? !current.isActive;
    if (isActive !== current.isActive) {
      await tx.update(meals).set({ isActive }).where(eq(meals.id, id));
      await recordMenuChange(tx, {
        adminId,
        entity: 'meal',
        entityId: id,
        action: isActive ? 'activated' : 'deactivated',
        details: { name: current.name },
      });
    }
    return {
      success: true as const,
      message: isActive ? ADMIN_MENU_MESSAGES.mealActivated : ADMIN_MENU_MESSAGES.mealDeactivated,
      data: await adminMealById(tx, id),
    };
  });
}
