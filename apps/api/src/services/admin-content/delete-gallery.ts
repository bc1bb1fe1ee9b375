import { type Db, galleries, galleryImages } from '@shop/db';
import { eq } from '@shop/db/orm';
import { ADMIN_GALLERY_MESSAGES, type SuccessResponse } from '@shop/shared';
import type { FileStore } from '@shop/storage';
import { removeGalleryImages } from './gallery-images.ts';
import { galleryNotFound } from './gallery-view.ts';
import { recordAdminChange } from './record-admin-change.ts';

/**
 * Deletes a gallery with its pictures: the rows and the audit line in one transaction, then
 * the files once it has committed. The audit line keeps what the gallery was.
 */
export async function deleteGallery(
  db: Db,
  adminId: string,
  id: number,
  files: FileStore,
): Promise<SuccessResponse> {
  const fileNames = await db.transaction(async (tx) => {
    // Locked first, so that an edit replacing the pictures cannot slip in between.
    const [row] = await tx.select().from(galleries).where(eq(galleries.id, id)).for('update');
    if (!row) throw galleryNotFound();
    const images = await tx
      .select({ fileName: galleryImages.fileName })
      .from(galleryImages)
      .where(eq(galleryImages.galleryId, id))
      .orderBy(galleryImages.position);
    await tx.delete(galleries).where(eq(galleries.id, id));
    const names = images.map((image) => image.fileName);
    await recordAdminChange(tx, adminId, {
      action: 'gallery.deleted',
      entityType: 'gallery',
      entityId: id,
      details: {
        title: row.title,
        description: row.description,
        category: row.category,
        isActive: row.isActive,
        tags: row.tags,
        images: names,
        createdAt: row.createdAt.toISOString(),
      },
    });
    return names;
  });
  await removeGalleryImages(files, fileNames);
  return { success: true, message: ADMIN_GALLERY_MESSAGES.deleted };
}
