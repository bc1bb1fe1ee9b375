import { categories, type DbOrTx, meals } from '@shop/db';
import { and, count, desc, eq, ilike, or, type SQL, sql } from '@shop/db/orm';
import type { AdminMealListQuery, AdminMealListResponse } from '@shop/shared';
import { selectAdminMeals, toAdminMeal } from './admin-meal-view.ts';
import { containsPattern } from './contains-pattern.ts';

function filtersOf(query: AdminMealListQuery): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.category) {
    conditions.push(eq(sql`lower(${categories.name})`, query.category.toLowerCase()));
  }
  if (query.status !== 'all') conditions.push(eq(meals.isActive, query.status === 'active'));
  if (query.available !== undefined) conditions.push(eq(meals.isActive, query.available));
  if (query.search) {
    const pattern = containsPattern(query.search);
    const matches = or(
      ilike(meals.name, pattern),
      ilike(meals.description, pattern),
      ilike(categories.name, pattern),
    );
    if (matches) conditions.push(matches);
  }
  return and(...conditions);
}

/**
 * The back office's meal list: every meal, off-menu ones and those of inactive categories
 * too, newest first (docs/product-rules.md#categories-and-meals), one page at a time; two queries
 * in all.
 */
export async function listAdminMeals(
  db: DbOrTx,
  query: AdminMealListQuery,
): Promise<AdminMealListResponse> {
  const where = filtersOf(query);
  const rows = await selectAdminMeals(db)
    .where(where)
    .orderBy(desc(meals.createdAt), desc(meals.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const [counted] = await db
    .select({ total: count() })
    .from(meals)
    .innerJoin(categories, eq(categories.id, meals.categoryId))
    .where(where);
  const total = counted?.total ?? 0;
  return {
    data: rows.map(toAdminMeal),
    pagination: {
      page: query.page,
      limit: query.limit,
      total,
      pages: Math.ceil(total / query.limit),
    },
  };
}
