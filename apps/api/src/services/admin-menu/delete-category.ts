import { categories, couponCategories, coupons, type Db, meals } from '@shop/db';
import { asc, count, eq } from '@shop/db/orm';
import { ADMIN_MENU_MESSAGES, type SuccessResponse } from '@shop/shared';
import type { FileStore } from '@shop/storage';
import { AppError } from '../../lib/app-error.ts';
import { removeStoredFiles } from '../../lib/images.ts';
import { lockCategory } from './admin-category-view.ts';
import { recordMenuChange } from './record-menu-change.ts';

/**
 * Deletes an empty category. One that still has meals is refused (409) rather than taking
 * them along; so is one a coupon is limited to, since removing it would silently widen the
 * coupon to the whole menu.
 */
export async function deleteCategory(
  db: Db,
  adminId: string,
  id: number,
  files: FileStore,
): Promise<SuccessResponse> {
  const image = await db.transaction(async (tx) => {
    const current = await lockCategory(tx, id);
    const [meal] = await tx.select({ n: count() }).from(meals).where(eq(meals.categoryId, id));
    const mealCount = meal?.n ?? 0;
    if (mealCount > 0)
      throw new AppError('CONFLICT', ADMIN_MENU_MESSAGES.categoryHasMeals(mealCount));
    const limited = await tx
      .select({ code: coupons.code })
      .from(couponCategories)
      .innerJoin(coupons, eq(coupons.id, couponCategories.couponId))
      .where(eq(couponCategories.categoryId, id))
      .orderBy(asc(coupons.code));
    if (limited.length > 0) {
      throw new AppError(
        'CONFLICT',
        ADMIN_MENU_MESSAGES.categoryLimitsCoupons(limited.map((row) => row.code)),
      );
    }
    await tx.delete(categories).where(eq(categories.id, id));
    await recordMenuChange(tx, {
      adminId,
      entity: 'category',
      entityId: id,
      action: 'deleted',
      details: { name: current.name, description: current.description, image: current.image },
    });
    return current.image;
  });
  if (image) await removeStoredFiles(files, [image]);
  return { success: true, message: ADMIN_MENU_MESSAGES.categoryDeleted };
}
