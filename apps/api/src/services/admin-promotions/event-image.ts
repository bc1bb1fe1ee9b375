import { MAX_EVENT_IMAGE_BYTES, PROMOTION_MESSAGES } from '@shop/shared';
import type { FileStore } from '@shop/storage';
import { AppError } from '../../lib/app-error.ts';
import { removeStoredFiles, storeUploadedImage, UnreadableImageError } from '../../lib/images.ts';

/** Event pictures live in this storage folder (the seeded ones too). */
export const EVENT_IMAGES_DIR = 'events';

export interface EventImageUpload {
  /** The name on the sender's device, for messages only. */
  originalName: string;
  data: Buffer;
}

/**
 * Re-encodes the event's picture (when one was sent) and stores it under a new name. Resolves
 * to its storage key ('events/<uuid>.webp'), or null without a picture.
 */
export async function storeEventImage(
  images: readonly EventImageUpload[],
  files: FileStore,
): Promise<string | null> {
  if (images.length > 1) throw new AppError('VALIDATION_FAILED', PROMOTION_MESSAGES.oneImage);
  const [image] = images;
  if (!image) return null;
  if (image.data.length > MAX_EVENT_IMAGE_BYTES) {
    throw new AppError('PAYLOAD_TOO_LARGE', PROMOTION_MESSAGES.imageTooLarge(image.originalName));
  }
  try {
    const fileName = await storeUploadedImage(image.data, files, EVENT_IMAGES_DIR);
    return `${EVENT_IMAGES_DIR}/${fileName}`;
  } catch (error) {
    if (error instanceof UnreadableImageError) {
      throw new AppError('VALIDATION_FAILED', PROMOTION_MESSAGES.notAnImage(image.originalName));
    }
    throw error;
  }
}

/** Deletes an event picture that no event shows any more (a replaced or deleted event's). */
export async function removeEventImage(files: FileStore, imagePath: string | null): Promise<void> {
  // Only a file of the events folder, whatever a row might hold.
  if (!imagePath?.startsWith(`${EVENT_IMAGES_DIR}/`)) return;
  await removeStoredFiles(files, [imagePath]);
}
