import { z } from 'zod';
import { GALLERY_CATEGORIES } from '../domain/gallery.ts';
import { queryBoolean } from './common.ts';

export const gallerySchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    description: z.string(),
    category: z.string(),
    featured: z.boolean(),
    tags: z.array(z.string()),
    images: z.array(z.string()).meta({ description: 'Image URLs under /uploads/gallery/' }),
    createdAt: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'Gallery' });
export type Gallery = z.infer<typeof gallerySchema>;

export const galleryQuerySchema = z.object({
  category: z
    .enum(['all', ...GALLERY_CATEGORIES], {
      error: `category must be one of all, ${GALLERY_CATEGORIES.join(', ')}`,
    })
    .optional(),
  featured: queryBoolean('featured').optional(),
});
export type GalleryQuery = z.output<typeof galleryQuerySchema>;

export const galleryListResponseSchema = z
  .object({ success: z.literal(true), data: z.array(gallerySchema), message: z.string() })
  .meta({ id: 'GalleryList' });
export type GalleryListResponse = z.infer<typeof galleryListResponseSchema>;
