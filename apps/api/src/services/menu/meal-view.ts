import { categories, type DbOrTx, meals } from '@shop/db';
import { and, eq, sql } from '@shop/db/orm';
import { type Meal, toNrs } from '@shop/shared';
import { uploadUrl } from '../../lib/uploads.ts';
import { mealOptionsJsonSql, optionGroupsFromJson, toOptionGroupViews } from './meal-options.ts';

/** The columns every public meal read selects: one definition for list and detail. */
export const mealColumns = {
  id: meals.id,
  name: meals.name,
  description: meals.description,
  categoryId: meals.categoryId,
  categoryName: categories.name,
  pricePaisa: meals.pricePaisa,
  oldPricePaisa: meals.oldPricePaisa,
  images: meals.images,
  videos: meals.videos,
  rating: meals.rating,
  reviewCount: meals.reviewCount,
  soldQuantity: meals.soldQuantity,
  stock: meals.stock,
  calories: meals.calories,
  proteinGrams: meals.proteinGrams,
  carbsGrams: meals.carbsGrams,
  fatGrams: meals.fatGrams,
  options: mealOptionsJsonSql(sql`${meals.id}`),
};

/** Active meals of active categories: what the public menu may show. */
export const isOnPublicMenu = and(eq(meals.isActive, true), eq(categories.isActive, true));

export function selectMenuMeals(db: DbOrTx) {
  return db
    .select(mealColumns)
    .from(meals)
    .innerJoin(categories, eq(categories.id, meals.categoryId))
    .$dynamic();
}

export type MealRow = Awaited<ReturnType<typeof selectMenuMeals>>[number];

export function toMealView(row: MealRow): Meal {
  const images = row.images.map(uploadUrl);
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    categoryId: row.categoryId,
    categoryName: row.categoryName,
    price: toNrs(row.pricePaisa),
    oldPrice: row.oldPricePaisa === null ? null : toNrs(row.oldPricePaisa),
    image: images[0] ?? null,
    images,
    videos: row.videos.map(uploadUrl),
    rating: Number(row.rating),
    reviews: row.reviewCount,
    soldQuantity: row.soldQuantity,
    quantity: row.stock,
    available: row.stock > 0,
    calories: row.calories,
    protein: row.proteinGrams,
    carbs: row.carbsGrams,
    fat: row.fatGrams,
    options: toOptionGroupViews(optionGroupsFromJson(row.options)),
  };
}
