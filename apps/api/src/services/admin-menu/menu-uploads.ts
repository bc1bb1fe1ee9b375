import { ADMIN_MENU_MESSAGES } from '@shop/shared';
import type { FileStore } from '@shop/storage';
import { AppError } from '../../lib/app-error.ts';
import { removeStoredFiles, storeUploadedImage, UnreadableImageError } from '../../lib/images.ts';
import { storeUploadedVideo, UnrecognizedVideoError } from '../../lib/videos.ts';

/** The storage folders of the menu's files (stored paths start with them). */
export const MEAL_MEDIA_DIR = 'meals';
export const CATEGORY_IMAGES_DIR = 'categories';

export interface MenuUpload {
  /** The name on the sender's device, for messages only. */
  originalName: string;
  data: Buffer;
}

/**
 * The files one request stores, so that a request that fails after storing some removes them
 * again: `discard()` in its catch. Paths are relative to the uploads root, as the tables keep
 * them. Pictures are re-encoded (lib/images.ts); videos are checked by their bytes (lib/videos.ts).
 */
export class StagedUploads {
  private readonly stored: string[] = [];

  constructor(private readonly files: FileStore) {}

  async images(files: readonly MenuUpload[], folder: string): Promise<string[]> {
    const paths: string[] = [];
    for (const file of files) {
      const name = await storeUploadedImage(file.data, this.files, folder).catch(
        (error: unknown) => {
          if (!(error instanceof UnreadableImageError)) throw error;
          throw new AppError(
            'VALIDATION_FAILED',
            ADMIN_MENU_MESSAGES.notAnImage(file.originalName),
          );
        },
      );
      paths.push(this.keep(folder, name));
    }
    return paths;
  }

  async videos(files: readonly MenuUpload[], folder: string): Promise<string[]> {
    const paths: string[] = [];
    for (const file of files) {
      const name = await storeUploadedVideo(file.data, this.files, folder).catch(
        (error: unknown) => {
          if (!(error instanceof UnrecognizedVideoError)) throw error;
          throw new AppError('VALIDATION_FAILED', ADMIN_MENU_MESSAGES.notAVideo(file.originalName));
        },
      );
      paths.push(this.keep(folder, name));
    }
    return paths;
  }

  discard(): Promise<void> {
    return removeStoredFiles(this.files, this.stored.splice(0));
  }

  private keep(folder: string, name: string): string {
    const relative = `${folder}/${name}`;
    this.stored.push(relative);
    return relative;
  }
}

/**
 * Runs a change that stores files: if it fails, the files it stored are removed. Rows are
 * written only after every file is stored, so nothing refers to a file that is gone.
 */
export async function withStagedUploads<T>(
  files: FileStore,
  change: (staged: StagedUploads) => Promise<T>,
): Promise<T> {
  const staged = new StagedUploads(files);
  try {
    return await change(staged);
  } catch (error) {
    await staged.discard();
    throw error;
  }
}
