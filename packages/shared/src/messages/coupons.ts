/*
 * The coupon field's messages.
 */

export const COUPON_MESSAGES = {
  required: 'Please enter a coupon code',
  // Shown by the browser when the request itself fails (docs/product-rules.md#when-a-call-fails).
  failed: 'Failed to validate coupon. Please try again.',
} as const;
