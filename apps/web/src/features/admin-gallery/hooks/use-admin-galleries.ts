import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getAdminGalleries } from '../api/get-admin-galleries.ts';
import { adminGalleryKeys, type GalleryPageParams } from '../api/query-keys.ts';

/** A page of galleries; the last page stays on screen while the next one loads. */
export function useAdminGalleries(params: GalleryPageParams) {
  return useQuery({
    queryKey: adminGalleryKeys.page(params),
    queryFn: ({ signal }) => getAdminGalleries(params, signal),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
}
