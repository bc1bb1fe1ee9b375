import { type GalleryListResponse, galleryListResponseSchema } from '@shop/shared';
import { apiGet, apiUrl } from '@/lib/api-client.ts';

/** Spec §8: the server's message, else this. */
export const GALLERY_FALLBACK_MESSAGE = 'Failed to fetch gallery';

export interface GalleryListParams {
  /** Only galleries marked featured (the home page's slider). */
  featured?: boolean;
}

export function getGalleries(
  params: GalleryListParams,
  signal?: AbortSignal,
): Promise<GalleryListResponse> {
  return apiGet(apiUrl('/gallery', { featured: params.featured }), galleryListResponseSchema, {
    signal,
    fallbackMessage: GALLERY_FALLBACK_MESSAGE,
  });
}
