import { z } from 'zod';
import { FEEDBACK_CATEGORIES } from '../domain/feedback.ts';
import { FEEDBACK_MESSAGES } from '../messages/feedback.ts';
import { wholeNumber } from './common.ts';
import { senderFields } from './contact.ts';

/** One schema for the feedback page (multipart) and the floating form (JSON). */
export const feedbackRequestSchema = z
  .object({
    name: senderFields.name,
    email: senderFields.email,
    rating: wholeNumber(FEEDBACK_MESSAGES.ratingInvalid, 1, 5),
    category: z.enum(FEEDBACK_CATEGORIES, { error: FEEDBACK_MESSAGES.categoryInvalid }),
    message: senderFields.message,
  })
  .meta({ id: 'FeedbackRequest' });
export type FeedbackRequest = z.input<typeof feedbackRequestSchema>;
