import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { ADMIN_FEEDBACK_MESSAGES, FEEDBACK_IMAGE_NAME } from '@shop/shared';
import { AppError } from '../../lib/app-error.ts';
import { FEEDBACK_IMAGES_DIR } from '../feedback/submit-feedback.ts';

const TYPES: Record<string, string> = {
  webp: 'image/webp',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  avif: 'image/avif',
};

export interface StoredPicture {
  data: Buffer;
  contentType: string;
}

/**
 * A feedback picture's bytes, for an admin only: they are a customer's private photos. The
 * name must be one the server could have generated, so no other file can be reached.
 */
export async function readFeedbackImage(
  uploadsDir: string,
  fileName: string,
): Promise<StoredPicture> {
  const extension = FEEDBACK_IMAGE_NAME.exec(fileName)?.[1];
  const contentType = extension ? TYPES[extension] : undefined;
  if (!contentType) throw new AppError('NOT_FOUND', ADMIN_FEEDBACK_MESSAGES.imageNotFound);
  try {
    const data = await readFile(path.join(uploadsDir, FEEDBACK_IMAGES_DIR, fileName));
    return { data, contentType };
  } catch (error) {
    if ((error as { code?: unknown }).code === 'ENOENT') {
      throw new AppError('NOT_FOUND', ADMIN_FEEDBACK_MESSAGES.imageNotFound, { cause: error });
    }
    throw error;
  }
}
