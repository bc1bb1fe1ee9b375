/*
 * The coupon field's messages.
 */

export const COUPON_MESSAGES = {
  required: 'Please enter a coupon code',
  // Shown by the browser when the request itself fails (spec §8).
  failed: 'Failed to validate coupon. Please try again.',
} as const;
