import { useQuery } from '@tanstack/react-query';
import { type GalleryListParams, getGalleries } from '../api/get-galleries.ts';
import { galleryKeys } from '../api/query-keys.ts';

/** Every active gallery (or only featured ones); the list is small, so it comes in one call. */
export function useGalleries(params: GalleryListParams = {}) {
  return useQuery({
    queryKey: galleryKeys.list(params),
    queryFn: ({ signal }) => getGalleries(params, signal),
    staleTime: 5 * 60_000,
    select: (response) => response.data,
  });
}
