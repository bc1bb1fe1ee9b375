import { GALLERY_CATEGORIES, type Gallery, type GalleryCategory } from '@shop/shared';
import type { TFunction } from 'i18next';
import { i18n, translateError } from '@/i18n/index.ts';
import { ApiError } from '@/lib/api-client.ts';
import { GALLERY_FALLBACK_MESSAGE } from './api/get-galleries.ts';

/** The home slider shows 6 galleries with 3 images each (docs/product-rules.md#home). */
export const SLIDER_MAX_GALLERIES = 6;
export const SLIDER_IMAGES_PER_GALLERY = 3;

export type GalleryFilter = 'all' | GalleryCategory;
export const GALLERY_FILTERS: readonly GalleryFilter[] = ['all', ...GALLERY_CATEGORIES];

/** A category's name as the buttons show it; a category the shop does not know stays as it is. */
export function categoryLabel(category: string, t: TFunction<'gallery'>): string {
  return isGalleryFilter(category) ? t(`categories.${category}`) : category;
}

/** One picture with what a viewer needs to say what it shows. */
export interface GalleryImage {
  key: string;
  src: string;
  alt: string;
  title: string;
  description: string;
  category: string;
}

/** The alt text of one of a gallery's several pictures ('Kitchen, photo 2 of 3'). */
export type PhotoAlt = (photo: { title: string; number: number; total: number }) => string;

/** The pictures of the galleries, in order, at most `perGallery` of each. */
export function toGalleryImages(
  galleries: readonly Gallery[],
  photoAlt: PhotoAlt,
  perGallery = Number.POSITIVE_INFINITY,
): GalleryImage[] {
  return galleries.flatMap((gallery) => {
    const images = gallery.images.slice(0, perGallery);
    return images.map((src, index) => ({
      key: `${gallery.id}:${index}:${src}`,
      src,
      alt:
        images.length === 1
          ? gallery.title
          : photoAlt({ title: gallery.title, number: index + 1, total: images.length }),
      title: gallery.title,
      description: gallery.description,
      category: gallery.category,
    }));
  });
}

export function isGalleryFilter(value: string | null): value is GalleryFilter {
  return (GALLERY_FILTERS as readonly string[]).includes(value ?? '');
}

export function filterGalleries(galleries: readonly Gallery[], filter: GalleryFilter): Gallery[] {
  if (filter === 'all') return [...galleries];
  return galleries.filter((gallery) => gallery.category === filter);
}

export interface GalleryStats {
  collections: number;
  images: number;
  categories: number;
}

/** The hero's figures: galleries, pictures and distinct categories in the loaded data. */
export function galleryStats(galleries: readonly Gallery[]): GalleryStats {
  return {
    collections: galleries.length,
    images: galleries.reduce((sum, gallery) => sum + gallery.images.length, 0),
    categories: new Set(galleries.map((gallery) => gallery.category)).size,
  };
}

/** Pictures per filter button, so a visitor sees where the photos are before choosing. */
export function imageCountsByFilter(galleries: readonly Gallery[]): Record<GalleryFilter, number> {
  const counts = Object.fromEntries(GALLERY_FILTERS.map((filter) => [filter, 0])) as Record<
    GalleryFilter,
    number
  >;
  for (const gallery of galleries) {
    counts.all += gallery.images.length;
    if (isGalleryFilter(gallery.category)) counts[gallery.category] += gallery.images.length;
  }
  return counts;
}

/** Galleries with at least one picture, the first `max` of them: the slider's slides. */
export function sliderGalleries(galleries: readonly Gallery[], max?: number): Gallery[] {
  return galleries.filter((gallery) => gallery.images.length > 0).slice(0, max);
}

/**
 * The server's message, else 'Failed to fetch gallery'; no connection says so. In the current
 * language (call it while rendering a component that follows the language).
 */
export function galleryErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 0) return i18n.t('gallery:errors.connection');
  if (error instanceof ApiError && error.message !== GALLERY_FALLBACK_MESSAGE) {
    return translateError(error);
  }
  return i18n.t('gallery:errors.failed');
}
