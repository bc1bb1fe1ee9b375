/*
 * Feedback: its categories, image limits and messages.
 * Plain values without zod: the browser's message catalogs import them on the first load,
 * while the schemas that use them stay in the chunks of the pages that need them (decision 030).
 */

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
