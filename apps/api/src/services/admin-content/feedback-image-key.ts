import { ADMIN_FEEDBACK_MESSAGES, FEEDBACK_IMAGE_NAME } from '@shop/shared';
import { AppError } from '../../lib/app-error.ts';
import { FEEDBACK_IMAGES_DIR } from '../feedback/submit-feedback.ts';

export const feedbackImageNotFound = () =>
  new AppError('NOT_FOUND', ADMIN_FEEDBACK_MESSAGES.imageNotFound);

/**
 * The storage key of a feedback picture, for staff only: they are a customer's private photos.
 * The name must be one the server could have generated, so no other file can be reached.
 */
export function feedbackImageKey(fileName: string): string {
  if (!FEEDBACK_IMAGE_NAME.test(fileName)) throw feedbackImageNotFound();
  return `${FEEDBACK_IMAGES_DIR}/${fileName}`;
}
