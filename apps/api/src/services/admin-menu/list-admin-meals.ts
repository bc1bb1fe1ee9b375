import { categories, type DbOrTx, meals } from '@shop/db';
import { and, count, desc, eq, ilike, or, type SQL, sql } from '@shop/db/orm';
import type { AdminMealListQuery, AdminMealListResponse } from '@shop/shared';
import { containsPattern } from '../../lib/contains-pattern.ts';
import { countedPage, windowCount } from '../paging/counted-page.ts';
import { adminMealColumns, toAdminMeal } from './admin-meal-view.ts';

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
 * too, newest first (docs/product-rules.md#categories-and-meals), one page at a time, with the
 * total in the same statement (countedPage).
 */
export async function listAdminMeals(
  db: DbOrTx,
  query: AdminMealListQuery,
): Promise<AdminMealListResponse> {
  const where = filtersOf(query);
  const { rows, pagination } = await countedPage(
    query,
    (window) =>
      db
        .select({ ...adminMealColumns, total: windowCount })
        .from(meals)
        .innerJoin(categories, eq(categories.id, meals.categoryId))
        .where(where)
        .orderBy(desc(meals.createdAt), desc(meals.id))
        .limit(window.limit)
        .offset(window.offset),
    async () => {
      const [counted] = await db
        .select({ total: count() })
        .from(meals)
        .innerJoin(categories, eq(categories.id, meals.categoryId))
        .where(where);
      return counted?.total ?? 0;
    },
  );
  return { data: rows.map(toAdminMeal), pagination };
}
