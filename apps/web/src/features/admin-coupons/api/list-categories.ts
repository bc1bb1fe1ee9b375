import { type CategoryListResponse, categoryListResponseSchema } from '@shop/shared';
import { apiGet, apiUrl } from '@/lib/api-client.ts';

/** GET /api/categories: the menu's categories, which a coupon may be limited to. */
export function listCategories(signal?: AbortSignal): Promise<CategoryListResponse> {
  return apiGet(apiUrl('/categories'), categoryListResponseSchema, { signal });
}
