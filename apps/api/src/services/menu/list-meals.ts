import { categories, type DbOrTx, meals } from '@shop/db';
import { and, asc, count, desc, eq, gt, gte, ilike, lte, or, type SQL, sql } from '@shop/db/orm';
import type { MealListQuery, MealListResponse, MealSort } from '@shop/shared';
import { toPaisa } from '@shop/shared';
import { containsPattern } from '../../lib/contains-pattern.ts';
import { isOnPublicMenu, selectMenuMeals, toMealView } from './meal-view.ts';

const ORDER_BY: Record<MealSort, SQL[]> = {
  name: [asc(sql`lower(${meals.name})`), asc(meals.id)],
  'price-low': [asc(meals.pricePaisa), asc(sql`lower(${meals.name})`), asc(meals.id)],
  'price-high': [desc(meals.pricePaisa), asc(sql`lower(${meals.name})`), asc(meals.id)],
  rating: [desc(meals.rating), desc(meals.reviewCount), asc(meals.id)],
  popular: [desc(meals.soldQuantity), asc(meals.id)],
};

function filtersOf(query: MealListQuery): SQL | undefined {
  const conditions: (SQL | undefined)[] = [isOnPublicMenu];
  if (query.category)
    conditions.push(eq(sql`lower(${categories.name})`, query.category.toLowerCase()));
  if (query.search) {
    const pattern = containsPattern(query.search);
    conditions.push(
      or(
        ilike(meals.name, pattern),
        ilike(meals.description, pattern),
        ilike(categories.name, pattern),
      ),
    );
  }
  if (query.minPrice !== undefined) conditions.push(gte(meals.pricePaisa, toPaisa(query.minPrice)));
  if (query.maxPrice !== undefined) conditions.push(lte(meals.pricePaisa, toPaisa(query.maxPrice)));
  if (query.available === true) conditions.push(gt(meals.stock, 0));
  if (query.available === false) conditions.push(eq(meals.stock, 0));
  return and(...conditions);
}

export async function listMeals(db: DbOrTx, query: MealListQuery): Promise<MealListResponse> {
  const where = filtersOf(query);
  const rows = await selectMenuMeals(db)
    .where(where)
    .orderBy(...ORDER_BY[query.sort])
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const total = await countMeals(db, where);
  return {
    data: rows.map(toMealView),
    pagination: {
      page: query.page,
      limit: query.limit,
      total,
      pages: Math.ceil(total / query.limit),
    },
  };
}

async function countMeals(db: DbOrTx, where: SQL | undefined): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(meals)
    .innerJoin(categories, eq(categories.id, meals.categoryId))
    .where(where);
  return row?.total ?? 0;
}
