import { z } from 'zod';
import { FEEDBACK_CATEGORIES } from '../domain/feedback.ts';
import { wholeNumber } from './common.ts';
import { senderFields } from './contact.ts';

/** The feedback page's categories (default general) and the floating form's. */
export const FEEDBACK_PAGE_CATEGORIES = [
  'food_quality',
  'service',
  'delivery',
  'website',
  'general',
  'complaint',
  'suggestion',
] as const;
export const FLOATING_FEEDBACK_CATEGORIES = [
  'food',
  'service',
  'delivery',
  'website',
  'other',
] as const;

export const MAX_FEEDBACK_IMAGES = 5;
export const MAX_IMAGE_BYTES = 5_242_880;
export const ACCEPTED_IMAGE_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
  'image/avif',
] as const;

export const FEEDBACK_MESSAGES = {
  ratingInvalid: 'Please choose a rating from 1 to 5 stars',
  categoryInvalid: 'Please choose a feedback category',
  tooManyImages: `You can upload maximum ${MAX_FEEDBACK_IMAGES} images`,
  notAnImage: (file: string) => `${file} is not a valid image file`,
  tooLarge: (file: string) => `${file} is too large. Maximum size is 5MB`,
  thanks: 'Thank you for your feedback!',
  failed: 'Failed to submit feedback. Please try again.',
  floatingNetwork: 'Error submitting feedback. Please try again.',
} as const;

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
