import { categories, type DbOrTx } from '@shop/db';
import { and, eq, ne, sql } from '@shop/db/orm';
import { ADMIN_MENU_MESSAGES } from '@shop/shared';
import { AppError } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/database-errors.ts';

const sameName = (name: string) => eq(sql`lower(${categories.name})`, name.toLowerCase());

/**
 * The category a meal form names (any letter case), held until the transaction ends so that it
 * cannot be deleted under the meal being saved; an unknown name is the form's mistake (400).
 */
export async function categoryNamed(tx: DbOrTx, name: string) {
  const [row] = await tx
    .select({ id: categories.id, name: categories.name })
    .from(categories)
    .where(sameName(name))
    .for('key share');
  if (!row) throw new AppError('VALIDATION_FAILED', ADMIN_MENU_MESSAGES.unknownCategory(name));
  return row;
}

/** Refuses a name another category has (names are unique whatever their letter case). */
export async function assertCategoryNameFree(tx: DbOrTx, name: string, exceptId?: number) {
  const [taken] = await tx
    .select({ id: categories.id })
    .from(categories)
    .where(
      exceptId === undefined ? sameName(name) : and(sameName(name), ne(categories.id, exceptId)),
    );
  if (taken) throw categoryNameTaken(name);
}

export const categoryNameTaken = (name: string) =>
  new AppError('CONFLICT', ADMIN_MENU_MESSAGES.categoryNameTaken(name));

/** A write refused by the unique index on lower(name): two admins saved one name at once. */
export function isCategoryNameViolation(error: unknown): boolean {
  return isUniqueViolation(error, 'categories_name_unique');
}
