import { ADMIN_MENU_MESSAGES } from '@shop/shared';
import { AppError } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/database-errors.ts';

/**
 * A meal name its category already has, whatever the letter case (409, as for categories); the
 * details name the form field, so the form can mark it.
 */
export const mealNameTaken = (name: string, categoryName: string) =>
  new AppError('CONFLICT', ADMIN_MENU_MESSAGES.mealNameTaken(name, categoryName), {
    details: { field: 'name' },
  });

/** A write refused by the unique index on (category, lower(name)). */
export function isMealNameViolation(error: unknown): boolean {
  return isUniqueViolation(error, 'meals_category_name_unique');
}
