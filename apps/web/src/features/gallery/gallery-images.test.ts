import type { Gallery } from '@shop/shared';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/i18n/index.ts';
import { ApiError } from '@/lib/api-client.ts';
import {
  filterGalleries,
  galleryErrorMessage,
  galleryStats,
  imageCountsByFilter,
  type PhotoAlt,
  sliderGalleries,
  toGalleryImages,
} from './gallery-images.ts';

function gallery(id: number, category: string, images: number, featured = true): Gallery {
  return {
    id,
    title: `Gallery ${id}`,
    description: `About gallery ${id}`,
    category,
    featured,
    tags: [],
    images: Array.from({ length: images }, (_, i) => `/uploads/gallery/g${id}-${i + 1}.webp`),
    createdAt: '2026-11-01T10:00:00.000Z',
  };
}

const galleries = [gallery(1, 'food', 3), gallery(2, 'events', 2), gallery(3, 'food', 1)];
/** The English catalog's words, as the components pass them. */
const photoAlt: PhotoAlt = (photo) => i18n.t('gallery:photoOf', photo);

describe('toGalleryImages', () => {
  it('flattens the pictures in order with a describing alt text', () => {
    const images = toGalleryImages(galleries, photoAlt);
    expect(images.map((image) => image.src)).toEqual([
      '/uploads/gallery/g1-1.webp',
      '/uploads/gallery/g1-2.webp',
      '/uploads/gallery/g1-3.webp',
      '/uploads/gallery/g2-1.webp',
      '/uploads/gallery/g2-2.webp',
      '/uploads/gallery/g3-1.webp',
    ]);
    expect(images[1]?.alt).toBe('Gallery 1, photo 2 of 3');
    expect(images[5]?.alt).toBe('Gallery 3');
    expect(new Set(images.map((image) => image.key)).size).toBe(images.length);
  });

  it('takes at most the given number of pictures per gallery', () => {
    const images = toGalleryImages([gallery(9, 'team', 5)], photoAlt, 3);
    expect(images).toHaveLength(3);
    expect(images[2]?.alt).toBe('Gallery 9, photo 3 of 3');
  });
});

describe('filters and figures', () => {
  it('keeps every gallery for "all" and only matching ones otherwise', () => {
    expect(filterGalleries(galleries, 'all')).toHaveLength(3);
    expect(filterGalleries(galleries, 'food').map((g) => g.id)).toEqual([1, 3]);
    expect(filterGalleries(galleries, 'team')).toEqual([]);
  });

  it('counts collections, pictures and distinct categories', () => {
    expect(galleryStats(galleries)).toEqual({ collections: 3, images: 6, categories: 2 });
    expect(galleryStats([])).toEqual({ collections: 0, images: 0, categories: 0 });
  });

  it('counts pictures per filter button', () => {
    expect(imageCountsByFilter(galleries)).toEqual({
      all: 6,
      food: 4,
      restaurant: 0,
      events: 2,
      team: 0,
      other: 0,
    });
  });

  it('makes slides of galleries that have pictures, up to the limit', () => {
    const withEmpty = [gallery(4, 'team', 0), ...galleries];
    expect(sliderGalleries(withEmpty).map((g) => g.id)).toEqual([1, 2, 3]);
    expect(sliderGalleries(withEmpty, 2).map((g) => g.id)).toEqual([1, 2]);
  });
});

describe('galleryErrorMessage', () => {
  it('says the server cannot be reached on a network failure', () => {
    expect(galleryErrorMessage(new ApiError('Unable to connect', 0))).toBe(
      'Error connecting to server',
    );
  });

  it("shows the server's message, else the gallery fallback", () => {
    expect(galleryErrorMessage(new ApiError('Gallery is closed', 503))).toBe('Gallery is closed');
    expect(galleryErrorMessage(new Error('boom'))).toBe('Failed to fetch gallery');
  });
});
