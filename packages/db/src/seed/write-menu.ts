import { toPaisa } from '@shop/shared';
import type { Tx } from '../database.ts';
import { categories, meals } from '../schema/index.ts';
import { addDays } from './calendar.ts';
import { idOf } from './insert.ts';
import { categoryImagePath, mealImagePaths } from './pictures.ts';
import type { DemoPlan } from './plan.ts';

/** Inserts the categories; returns their ids by name. */
export async function writeCategories(tx: Tx, plan: DemoPlan): Promise<Map<string, number>> {
  const createdAt = addDays(plan.now, -365);
  const rows = await tx
    .insert(categories)
    .values(
      plan.categories.map((category, i) => ({
        name: category.name,
        description: category.description,
        icon: category.icon,
        image: categoryImagePath(category),
        sortOrder: i + 1,
        createdAt,
        updatedAt: createdAt,
      })),
    )
    .returning({ id: categories.id, name: categories.name });
  return new Map(rows.map((row) => [row.name, row.id]));
}

/** Inserts the meals with the units the order history sold; returns their ids by name. */
export async function writeMeals(
  tx: Tx,
  plan: DemoPlan,
  categoryIds: ReadonlyMap<string, number>,
): Promise<Map<string, number>> {
  const rows = await tx
    .insert(meals)
    .values(
      plan.meals.map((meal, i) => {
        const [calories, proteinGrams, carbsGrams, fatGrams] = meal.nutrition;
        const createdAt = addDays(plan.now, -365 + i);
        return {
          categoryId: idOf(categoryIds, meal.category),
          name: meal.name,
          description: meal.description,
          pricePaisa: toPaisa(meal.price),
          oldPricePaisa: meal.oldPrice === undefined ? null : toPaisa(meal.oldPrice),
          stock: meal.stock,
          soldQuantity: plan.soldByMeal.get(meal.name) ?? 0,
          rating: meal.rating,
          reviewCount: meal.reviews,
          ratingPoints: Math.round(meal.rating * meal.reviews),
          calories,
          proteinGrams,
          carbsGrams,
          fatGrams,
          images: mealImagePaths(meal),
          isActive: !meal.retired,
          createdAt,
          updatedAt: meal.retired ? addDays(plan.now, -45) : createdAt,
        };
      }),
    )
    .returning({ id: meals.id, name: meals.name });
  return new Map(rows.map((row) => [row.name, row.id]));
}
