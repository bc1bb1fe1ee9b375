import { categories, type DbOrTx, meals } from '@shop/db';
import { asc, count, eq, type SQL, sql } from '@shop/db/orm';
import { ADMIN_MENU_MESSAGES, type AdminCategory } from '@shop/shared';
import { AppError } from '../../lib/app-error.ts';
import { uploadUrl } from '../../lib/uploads.ts';

/** Every category with its meal counts, in menu order: one grouped query. */
export async function selectAdminCategories(db: DbOrTx, where?: SQL): Promise<AdminCategory[]> {
  const rows = await db
    .select({
      id: categories.id,
      name: categories.name,
      description: categories.description,
      icon: categories.icon,
      image: categories.image,
      isActive: categories.isActive,
      mealCount: count(meals.id),
      activeMealCount: sql<number>`count(${meals.id}) filter (where ${meals.isActive})`.mapWith(
        Number,
      ),
      createdAt: categories.createdAt,
      updatedAt: categories.updatedAt,
    })
    .from(categories)
    .leftJoin(meals, eq(meals.categoryId, categories.id))
    .where(where)
    .groupBy(categories.id)
    .orderBy(asc(categories.sortOrder), asc(sql`lower(${categories.name})`));
  return rows.map((row) => ({
    ...row,
    image: row.image ? uploadUrl(row.image) : null,
    imageUrl: row.image ? uploadUrl(row.image) : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }));
}

export async function adminCategoryById(db: DbOrTx, id: number): Promise<AdminCategory> {
  const [category] = await selectAdminCategories(db, eq(categories.id, id));
  if (!category) throw categoryNotFound();
  return category;
}

export const categoryNotFound = () =>
  new AppError('NOT_FOUND', ADMIN_MENU_MESSAGES.categoryNotFound);

/** The category row itself, locked until the transaction ends (edits of one category queue). */
export async function lockCategory(tx: DbOrTx, id: number) {
  const [row] = await tx.select().from(categories).where(eq(categories.id, id)).for('update');
  if (!row) throw categoryNotFound();
  return row;
}
