import { categories, couponCategories, type DbOrTx } from '@shop/db';
import { eq, inArray } from '@shop/db/orm';
import { PROMOTION_MESSAGES } from '@shop/shared';
import { AppError } from '../../lib/app-error.ts';

/** Refuses ids of categories that do not exist, naming the first. */
async function assertCategoriesExist(tx: DbOrTx, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  const found = await tx
    .select({ id: categories.id })
    .from(categories)
    .where(inArray(categories.id, [...ids]));
  const known = new Set(found.map((row) => row.id));
  const missing = ids.find((id) => !known.has(id));
  if (missing !== undefined) {
    throw new AppError('VALIDATION_FAILED', PROMOTION_MESSAGES.unknownCategory(missing));
  }
}

/** Sets the categories a coupon is limited to (none: the whole menu). */
export async function setCouponCategories(
  tx: DbOrTx,
  couponId: number,
  ids: readonly number[],
): Promise<void> {
  await assertCategoriesExist(tx, ids);
  await tx.delete(couponCategories).where(eq(couponCategories.couponId, couponId));
  if (ids.length === 0) return;
  await tx.insert(couponCategories).values(ids.map((categoryId) => ({ couponId, categoryId })));
}
