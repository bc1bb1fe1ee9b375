import { categories, type DbOrTx } from '@shop/db';
import { and, count, eq, ilike, or, type SQL } from '@shop/db/orm';
import type { AdminCategoryListQuery, AdminCategoryListResponse } from '@shop/shared';
import { containsPattern } from '../../lib/contains-pattern.ts';
import { selectAdminCategories } from './admin-category-view.ts';

function filtersOf({ search, status }: AdminCategoryListQuery): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (status !== 'all') conditions.push(eq(categories.isActive, status === 'active'));
  if (search) {
    const pattern = containsPattern(search);
    conditions.push(or(ilike(categories.name, pattern), ilike(categories.description, pattern)));
  }
  return and(...conditions);
}

/**
 * The categories matching the search (in name or description, any letter case) and the status,
 * inactive ones too, with their meal counts, and how many there are in all. A restaurant has a
 * handful of categories, so the list is not paged.
 */
export async function listAdminCategories(
  db: DbOrTx,
  query: AdminCategoryListQuery,
): Promise<AdminCategoryListResponse> {
  const [data, [all]] = await Promise.all([
    selectAdminCategories(db, filtersOf(query)),
    db.select({ total: count() }).from(categories),
  ]);
  return { data, total: all?.total ?? 0 };
}
