import { type Db, galleries, galleryImages } from '@shop/db';
import {
  ADMIN_GALLERY_MESSAGES,
  type GalleryFields,
  type GallerySavedResponse,
} from '@shop/shared';
import type { FileStore } from '@shop/storage';
import { AppError } from '../../lib/app-error.ts';
import { type GalleryImageUpload, storeGalleryImages, withStoredImages } from './gallery-images.ts';
import { findAdminGallery } from './gallery-view.ts';
import { recordAdminChange } from './record-admin-change.ts';

/**
 * A new gallery with at least one picture: the pictures are re-encoded and stored first, then
 * the gallery, its pictures and the audit line are written in one transaction. A refused or
 * failed request keeps nothing, no row and no file.
 */
export async function createGallery(
  db: Db,
  adminId: string,
  fields: GalleryFields,
  images: readonly GalleryImageUpload[],
  files: FileStore,
): Promise<GallerySavedResponse> {
  if (images.length === 0) {
    throw new AppError('VALIDATION_FAILED', ADMIN_GALLERY_MESSAGES.imageRequired);
  }
  const stored = await storeGalleryImages(images, files);
  const id = await withStoredImages(files, stored, () =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .insert(galleries)
        .values({
          title: fields.title,
          description: fields.description ?? '',
          category: fields.category ?? 'other',
          isActive: fields.isActive ?? true,
          tags: fields.tags ?? [],
        })
        .returning();
      if (!row) throw new Error('gallery insert returned no row');
      await tx
        .insert(galleryImages)
        .values(stored.map((fileName, position) => ({ galleryId: row.id, fileName, position })));
      await recordAdminChange(tx, adminId, {
        action: 'gallery.created',
        entityType: 'gallery',
        entityId: row.id,
        details: {
          title: row.title,
          category: row.category,
          isActive: row.isActive,
          tags: row.tags,
          images: stored,
        },
      });
      return row.id;
    }),
  );
  return {
    success: true,
    message: ADMIN_GALLERY_MESSAGES.created,
    data: await findAdminGallery(db, id),
  };
}
