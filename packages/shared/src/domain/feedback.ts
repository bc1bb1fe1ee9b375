/** The server accepts the union of the feedback page's and the floating form's categories. */
export const FEEDBACK_CATEGORIES = [
  'food_quality',
  'service',
  'delivery',
  'website',
  'general',
  'complaint',
  'suggestion',
  'food',
  'other',
] as const;
export type FeedbackCategory = (typeof FEEDBACK_CATEGORIES)[number];

export const FEEDBACK_STATUSES = ['pending', 'reviewed', 'resolved'] as const;
export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number];
