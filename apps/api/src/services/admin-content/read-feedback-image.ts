import { ADMIN_FEEDBACK_MESSAGES, FEEDBACK_IMAGE_NAME } from '@shop/shared';
import type { FileStore, StoredFile } from '@shop/storage';
import { AppError } from '../../lib/app-error.ts';
import { FEEDBACK_IMAGES_DIR } from '../feedback/submit-feedback.ts';

/**
 * A feedback picture, for staff only: they are a customer's private photos. The name must be
 * one the server could have generated, so no other file can be reached.
 */
export async function readFeedbackImage(files: FileStore, fileName: string): Promise<StoredFile> {
  const picture = FEEDBACK_IMAGE_NAME.test(fileName)
    ? await files.get(`${FEEDBACK_IMAGES_DIR}/${fileName}`)
    : null;
  if (!picture) throw new AppError('NOT_FOUND', ADMIN_FEEDBACK_MESSAGES.imageNotFound);
  return picture;
}
