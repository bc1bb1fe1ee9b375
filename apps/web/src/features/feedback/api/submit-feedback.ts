import { CONTACT_MESSAGES, FEEDBACK_MESSAGES, type feedbackRequestSchema } from '@shop/shared';
import type { z } from 'zod';
import { submitForm } from '@/lib/form.ts';

export type Feedback = z.output<typeof feedbackRequestSchema>;

/** The feedback page: POST /api/feedback as multipart, each image as a repeated `images` part. */
export function submitFeedback({
  images,
  ...feedback
}: Feedback & { images: readonly File[] }): Promise<string> {
  const body = new FormData();
  body.set('name', feedback.name);
  body.set('email', feedback.email);
  body.set('rating', String(feedback.rating));
  body.set('category', feedback.category);
  body.set('message', feedback.message);
  for (const image of images) body.append('images', image, image.name);
  return submitForm('/feedback', body, {
    failed: FEEDBACK_MESSAGES.failed,
    network: CONTACT_MESSAGES.network,
  });
}

/** The floating form: the same call as JSON, without images. */
export function submitQuickFeedback(feedback: Feedback): Promise<string> {
  return submitForm('/feedback', feedback, {
    failed: FEEDBACK_MESSAGES.failed,
    network: FEEDBACK_MESSAGES.floatingNetwork,
    showRefusals: false,
  });
}
