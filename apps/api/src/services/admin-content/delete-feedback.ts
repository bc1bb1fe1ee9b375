import { type Db, feedback, feedbackImages } from '@shop/db';
import { eq } from '@shop/db/orm';
import { ADMIN_FEEDBACK_MESSAGES, type SuccessResponse } from '@shop/shared';
import type { FileStore } from '@shop/storage';
import { removeStoredImages } from '../../lib/images.ts';
import { FEEDBACK_IMAGES_DIR } from '../feedback/submit-feedback.ts';
import { feedbackNotFound } from './feedback-view.ts';
import { recordAdminChange } from './record-admin-change.ts';

/**
 * Deletes a feedback and its pictures: the rows and the audit line in one transaction, then
 * the files once it has committed (they are a customer's photos: none is kept).
 */
export async function deleteFeedback(
  db: Db,
  adminId: string,
  id: number,
  files: FileStore,
): Promise<SuccessResponse> {
  const fileNames = await db.transaction(async (tx) => {
    const images = await tx
      .delete(feedbackImages)
      .where(eq(feedbackImages.feedbackId, id))
      .returning({ fileName: feedbackImages.fileName });
    const [row] = await tx.delete(feedback).where(eq(feedback.id, id)).returning();
    if (!row) throw feedbackNotFound();
    await recordAdminChange(tx, adminId, {
      action: 'feedback.deleted',
      entityType: 'feedback',
      entityId: id,
      details: {
        name: row.name,
        email: row.email,
        category: row.category,
        rating: row.rating,
        status: row.status,
        images: images.length,
        createdAt: row.createdAt.toISOString(),
      },
    });
    return images.map((image) => image.fileName);
  });
  await removeStoredImages(files, FEEDBACK_IMAGES_DIR, fileNames);
  return { success: true, message: ADMIN_FEEDBACK_MESSAGES.deleted };
}
