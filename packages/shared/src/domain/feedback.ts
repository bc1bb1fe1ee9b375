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

/** The server accepts the union of the feedback page's and the floating form's categories. */
export const FEEDBACK_CATEGORIES = [...FEEDBACK_PAGE_CATEGORIES, 'food', 'other'] as const;
export type FeedbackCategory = (typeof FEEDBACK_CATEGORIES)[number];

export const FEEDBACK_STATUSES = ['pending', 'reviewed', 'resolved'] as const;
export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number];
