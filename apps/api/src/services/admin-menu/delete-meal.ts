import { type Db, meals } from '@shop/db';
import { eq } from '@shop/db/orm';
import { ADMIN_MENU_MESSAGES, type SuccessResponse } from '@shop/shared';
import type { FileStore } from '@shop/storage';
import { removeStoredFiles } from '../../lib/images.ts';
import { adminPrices, lockMeal } from './admin-meal-view.ts';
import { recordMenuChange } from './record-menu-change.ts';

/*
 * Deleting a meal loses no order history: each order line keeps its own copy of the meal's
 * name, category and price, and its link to the meal is set to null (ON DELETE SET NULL), so
 * past orders, revenue and analytics stay as they were. A meal that should only leave the menu
 * for a while is deactivated instead. Its pictures and videos go once the delete commits.
 */
export async function deleteMeal(
  db: Db,
  adminId: string,
  id: number,
  files: FileStore,
): Promise<SuccessResponse> {
  const dropped = await db.transaction(async (tx) => {
    const current = await lockMeal(tx, id);
    await tx.delete(meals).where(eq(meals.id, id));
    await recordMenuChange(tx, {
      adminId,
      entity: 'meal',
      entityId: id,
      action: 'deleted',
      details: {
        name: current.name,
        categoryId: current.categoryId,
        ...adminPrices(current),
        stock: current.stock,
        soldQuantity: current.soldQuantity,
        images: current.images,
        videos: current.videos,
      },
    });
    return [...current.images, ...current.videos];
  });
  await removeStoredFiles(files, dropped);
  return { success: true, message: ADMIN_MENU_MESSAGES.mealDeleted };
}
