import { adminQueryKeys } from '@/features/admin-common/index.ts';
import type { AdminMealListParams } from './get-admin-meals.ts';

export const mealKeys = {
  all: [...adminQueryKeys.section('meals')] as const,
  list: (params: AdminMealListParams) => [...mealKeys.all, 'list', params] as const,
};
