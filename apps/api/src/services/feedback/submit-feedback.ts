import { type DbOrTx, feedback, feedbackImages } from '@shop/db';
import {
  FEEDBACK_MESSAGES,
  type feedbackRequestSchema,
  MAX_FEEDBACK_IMAGES,
  MAX_IMAGE_BYTES,
  type SuccessResponse,
} from '@shop/shared';
import type { FileStore } from '@shop/storage';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { removeStoredImages, storeUploadedImage, UnreadableImageError } from '../../lib/images.ts';

/** Feedback pictures live in this storage folder; only staff may read them. */
export const FEEDBACK_IMAGES_DIR = 'feedback';

export interface FeedbackImageUpload {
  /** The name on the sender's device, for messages only. */
  originalName: string;
  data: Buffer;
}

export type FeedbackInput = z.output<typeof feedbackRequestSchema> & {
  images: readonly FeedbackImageUpload[];
};

/**
 * Stores a visitor's feedback (pending until an admin reviews it) with its pictures. Every
 * picture is re-encoded under a new name first; the rows are then written in one
 * transaction. If anything fails, nothing is kept: no rows, and no files of this request.
 */
export async function submitFeedback(
  db: DbOrTx,
  input: FeedbackInput,
  files: FileStore,
): Promise<SuccessResponse> {
  checkImageLimits(input.images);
  const stored: string[] = [];
  try {
    for (const image of input.images) stored.push(await storeImage(image, files));
    await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(feedback)
        .values({
          name: input.name,
          email: input.email,
          rating: input.rating,
          category: input.category,
          message: input.message,
          status: 'pending',
        })
        .returning({ id: feedback.id });
      if (!row) throw new Error('feedback insert returned no row');
      if (stored.length === 0) return;
      await tx
        .insert(feedbackImages)
        .values(stored.map((fileName, position) => ({ feedbackId: row.id, fileName, position })));
    });
  } catch (error) {
    await removeStoredImages(files, FEEDBACK_IMAGES_DIR, stored);
    throw error;
  }
  return { success: true, message: FEEDBACK_MESSAGES.thanks };
}

/** The form reader enforces these while receiving; checked again for any other caller. */
function checkImageLimits(images: readonly FeedbackImageUpload[]): void {
  if (images.length > MAX_FEEDBACK_IMAGES) {
    throw new AppError('VALIDATION_FAILED', FEEDBACK_MESSAGES.tooManyImages);
  }
  const tooLarge = images.find((image) => image.data.length > MAX_IMAGE_BYTES);
  if (tooLarge) {
    throw new AppError('PAYLOAD_TOO_LARGE', FEEDBACK_MESSAGES.tooLarge(tooLarge.originalName));
  }
}

async function storeImage(image: FeedbackImageUpload, files: FileStore): Promise<string> {
  try {
    return await storeUploadedImage(image.data, files, FEEDBACK_IMAGES_DIR);
  } catch (error) {
    if (error instanceof UnreadableImageError) {
      throw new AppError('VALIDATION_FAILED', FEEDBACK_MESSAGES.notAnImage(image.originalName));
    }
    throw error;
  }
}
