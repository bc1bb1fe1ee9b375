import {
  type GalleryListResponse,
  galleryListResponseSchema,
  type galleryQuerySchema,
} from '@shop/shared';
import type { z } from 'zod';
import { apiGet, apiUrl } from '@/lib/api-client.ts';

/** The server's message, else this. */
export const GALLERY_FALLBACK_MESSAGE = 'Failed to fetch gallery';

/** What GET /api/gallery takes, as the server's own schema reads it from the query string. */
export type GalleryListParams = z.input<typeof galleryQuerySchema>;

export function getGalleries(
  params: GalleryListParams,
  signal?: AbortSignal,
): Promise<GalleryListResponse> {
  return apiGet(apiUrl('/gallery', params), galleryListResponseSchema, {
    signal,
    fallbackMessage: GALLERY_FALLBACK_MESSAGE,
  });
}
