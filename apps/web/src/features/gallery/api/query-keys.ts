import type { GalleryListParams } from './get-galleries.ts';

export const galleryKeys = {
  all: ['gallery'] as const,
  list: (params: GalleryListParams) => [...galleryKeys.all, 'list', params] as const,
};
