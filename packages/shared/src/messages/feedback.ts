/*
 * Feedback: its image limits and messages (its categories are in domain/feedback.ts).
 */

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
