/*
 * The coupon field's messages.
 * Plain values without zod: the browser's message catalogs import them on the first load,
 * while the schemas that use them stay in the chunks of the pages that need them (decision 030).
 */

export const COUPON_MESSAGES = {
  required: 'Please enter a coupon code',
  // Shown by the browser when the request itself fails (spec §8).
  failed: 'Failed to validate coupon. Please try again.',
} as const;
