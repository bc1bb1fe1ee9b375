import { type Db, type DbOrTx, galleries, galleryImages } from '@shop/db';
import { eq } from '@shop/db/orm';
import {
  ADMIN_GALLERY_MESSAGES,
  type GalleryFields,
  type GallerySavedResponse,
} from '@shop/shared';
import type { FileStore } from '@shop/storage';
import {
  type GalleryImageUpload,
  removeGalleryImages,
  storeGalleryImages,
  withStoredImages,
} from './gallery-images.ts';
import { findAdminGallery, galleryNotFound } from './gallery-view.ts';
import { recordAdminChange } from './record-admin-change.ts';

/**
 * Edits a gallery (docs/product-rules.md#gallery-management): the fields sent replace their values,
 * and pictures sent replace the gallery's pictures; with none sent it keeps the ones it has.
 * Replaced files are removed once the change has committed; the new ones are removed if it fails.
 */
export async function updateGallery(
  db: Db,
  adminId: string,
  id: number,
  fields: GalleryFields,
  images: readonly GalleryImageUpload[],
  files: FileStore,
): Promise<GallerySavedResponse> {
  // Refuse an unknown gallery before spending time on its pictures.
  await findAdminGallery(db, id);
  const stored = images.length > 0 ? await storeGalleryImages(images, files) : [];
  const replaced = await withStoredImages(files, stored, () =>
    db.transaction(async (tx) => {
      const before = await lockGallery(tx, id);
      const [after] = await tx
        .update(galleries)
        .set({
          title: fields.title,
          description: fields.description,
          category: fields.category,
          isActive: fields.isActive,
          tags: fields.tags,
        })
        .where(eq(galleries.id, id))
        .returning();
      if (!after) throw galleryNotFound();
      const previousImages = stored.length > 0 ? await replaceImages(tx, id, stored) : [];
      await recordAdminChange(tx, adminId, {
        action: 'gallery.updated',
        entityType: 'gallery',
        entityId: id,
        details: {
          from: describe(before),
          to: describe(after),
          ...(stored.length > 0 ? { imagesReplaced: { from: previousImages, to: stored } } : {}),
        },
      });
      return previousImages;
    }),
  );
  await removeGalleryImages(files, replaced);
  return {
    success: true,
    message: ADMIN_GALLERY_MESSAGES.updated,
    data: await findAdminGallery(db, id),
  };
}

type GalleryRow = typeof galleries.$inferSelect;

/** The gallery's row, locked until the transaction ends; 404 when there is none. */
async function lockGallery(db: DbOrTx, id: number): Promise<GalleryRow> {
  const [row] = await db.select().from(galleries).where(eq(galleries.id, id)).for('update');
  if (!row) throw galleryNotFound();
  return row;
}

/** Puts the new pictures in place of the old ones; resolves to the old file names. */
async function replaceImages(tx: DbOrTx, galleryId: number, stored: readonly string[]) {
  const previous = await tx
    .delete(galleryImages)
    .where(eq(galleryImages.galleryId, galleryId))
    .returning({ fileName: galleryImages.fileName, position: galleryImages.position });
  await tx
    .insert(galleryImages)
    .values(stored.map((fileName, position) => ({ galleryId, fileName, position })));
  return previous.sort((a, b) => a.position - b.position).map((image) => image.fileName);
}

function describe(row: GalleryRow) {
  return {
    title: row.title,
    description: row.description,
    category: row.category,
    isActive: row.isActive,
    tags: row.tags,
  };
}
