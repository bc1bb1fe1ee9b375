import { ADMIN_GALLERY_MESSAGES, MAX_GALLERY_IMAGE_BYTES, MAX_GALLERY_IMAGES } from '@shop/shared';
import type { FileStore } from '@shop/storage';
import { AppError } from '../../lib/app-error.ts';
import { removeStoredImages, storeUploadedImage, UnreadableImageError } from '../../lib/images.ts';
import { GALLERY_IMAGES_DIR } from './gallery-view.ts';

/** A picture received with the gallery form. */
export interface GalleryImageUpload {
  /** The name on the sender's device, for messages only. */
  originalName: string;
  data: Buffer;
}

/** The form reader enforces these while receiving; checked again for any other caller. */
function checkLimits(images: readonly GalleryImageUpload[]): void {
  if (images.length > MAX_GALLERY_IMAGES) {
    throw new AppError('VALIDATION_FAILED', ADMIN_GALLERY_MESSAGES.tooManyImages);
  }
  const tooLarge = images.find((image) => image.data.length > MAX_GALLERY_IMAGE_BYTES);
  if (tooLarge) {
    throw new AppError('PAYLOAD_TOO_LARGE', ADMIN_GALLERY_MESSAGES.tooLarge(tooLarge.originalName));
  }
}

/**
 * Re-encodes every picture (sharp) and stores it under a new name; resolves to the stored
 * names in the order sent. A file that is not a picture refuses them all: none is kept.
 */
export async function storeGalleryImages(
  images: readonly GalleryImageUpload[],
  files: FileStore,
): Promise<string[]> {
  checkLimits(images);
  const stored: string[] = [];
  try {
    for (const image of images) stored.push(await storeOne(image, files));
    return stored;
  } catch (error) {
    await removeGalleryImages(files, stored);
    throw error;
  }
}

async function storeOne(image: GalleryImageUpload, files: FileStore): Promise<string> {
  try {
    return await storeUploadedImage(image.data, files, GALLERY_IMAGES_DIR);
  } catch (error) {
    if (error instanceof UnreadableImageError) {
      throw new AppError(
        'VALIDATION_FAILED',
        ADMIN_GALLERY_MESSAGES.notAnImage(image.originalName),
      );
    }
    throw error;
  }
}

/**
 * Runs a database change that uses freshly stored pictures, and removes those pictures when
 * the change fails, so a refused request leaves no file behind.
 */
export async function withStoredImages<T>(
  files: FileStore,
  stored: readonly string[],
  change: () => Promise<T>,
): Promise<T> {
  try {
    return await change();
  } catch (error) {
    await removeGalleryImages(files, stored);
    throw error;
  }
}

/** Removes pictures no record names any more (after the change that dropped them committed). */
export function removeGalleryImages(files: FileStore, fileNames: readonly string[]) {
  return removeStoredImages(files, GALLERY_IMAGES_DIR, fileNames);
}
