import { categories, type Db } from '@shop/db';
import { eq } from '@shop/db/orm';
import { ADMIN_MENU_MESSAGES, type AdminCategoryResponse } from '@shop/shared';
import { adminCategoryById, lockCategory } from './admin-category-view.ts';
import { recordMenuChange } from './record-menu-change.ts';

/**
 * Puts a category on the menu or takes it off (with its meals, which keep their own switch).
 * The screen says which state it wants, so two admins clicking at once agree on the outcome;
 * without one the state flips.
 */
export async function setCategoryStatus(
  db: Db,
  adminId: string,
  id: number,
  wanted: boolean | undefined,
): Promise<AdminCategoryResponse> {
  return db.transaction(async (tx) => {
    const current = await lockCategory(tx, id);
    const isActive = wanted ?? !current.isActive;
    if (isActive !== current.isActive) {
      await tx.update(categories).set({ isActive }).where(eq(categories.id, id));
      await recordMenuChange(tx, {
        adminId,
        entity: 'category',
        entityId: id,
        action: isActive ? 'activated' : 'deactivated',
        details: { name: current.name },
      });
    }
    return {
      success: true as const,
      message: isActive
        ? ADMIN_MENU_MESSAGES.categoryActivated
        : ADMIN_MENU_MESSAGES.categoryDeactivated,
      data: await adminCategoryById(tx, id),
    };
  });
}
