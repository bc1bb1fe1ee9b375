import { type CategoryListResponse, categoryListResponseSchema } from '@shop/shared';
import { apiGet, apiUrl } from '@/lib/api-client.ts';

export function getCategories(signal?: AbortSignal): Promise<CategoryListResponse> {
  return apiGet(apiUrl('/categories'), categoryListResponseSchema, {
    signal,
    fallbackMessage: 'Failed to fetch categories',
  });
}
