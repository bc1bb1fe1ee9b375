import { adminQueryKeys } from '@/features/admin-common/index.ts';

export interface GalleryPageParams {
  page: number;
  search: string;
}

export const adminGalleryKeys = {
  all: adminQueryKeys.section('gallery'),
  page: (params: GalleryPageParams) => [...adminGalleryKeys.all, 'page', params] as const,
};
