import type { DbOrTx } from '@shop/db';
import type { AdminCategoryListResponse } from '@shop/shared';
import { selectAdminCategories } from './admin-category-view.ts';

/**
 * Every category, inactive ones too, with its meal counts. A restaurant has a handful of
 * categories, so the list is not paged: the screen filters it as the admin types.
 */
export async function listAdminCategories(db: DbOrTx): Promise<AdminCategoryListResponse> {
  return { data: await selectAdminCategories(db) };
}
