import type { MealListParams } from './get-meals.ts';

export const menuKeys = {
  all: ['menu'] as const,
  categories: () => [...menuKeys.all, 'categories'] as const,
  mealLists: () => [...menuKeys.all, 'meals'] as const,
  meals: (params: MealListParams) => [...menuKeys.mealLists(), params] as const,
  meal: (id: number) => [...menuKeys.all, 'meal', id] as const,
};
