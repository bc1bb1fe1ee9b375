import { categories, type DbOrTx, meals } from '@shop/db';
import { and, asc, count, eq, sql } from '@shop/db/orm';
import type { CategoryListResponse } from '@shop/shared';
import { uploadUrl } from '../../lib/uploads.ts';

/** Active categories in menu order, each with its number of active meals (one grouped query). */
export async function listCategories(db: DbOrTx): Promise<CategoryListResponse> {
  const rows = await db
    .select({
      id: categories.id,
      name: categories.name,
      description: categories.description,
      icon: categories.icon,
      image: categories.image,
      mealCount: count(meals.id),
    })
    .from(categories)
    .leftJoin(meals, and(eq(meals.categoryId, categories.id), eq(meals.isActive, true)))
    .where(eq(categories.isActive, true))
    .groupBy(categories.id)
    .orderBy(asc(categories.sortOrder), asc(sql`lower(${categories.name})`));
  return {
    data: rows.map((row) => {
      const image = row.image ? uploadUrl(row.image) : null;
      return { ...row, image, imageUrl: image };
    }),
  };
}
