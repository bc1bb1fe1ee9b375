/*
 * The newsletter form's messages.
 * Plain values without zod: the browser's message catalogs import them on the first load,
 * while the schemas that use them stay in the chunks of the pages that need them (decision 030).
 */

export const NEWSLETTER_MESSAGES = {
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  subscribed: 'Thanks for subscribing! Look out for our deals in your inbox.',
  alreadySubscribed: 'This email is already subscribed to our newsletter.',
} as const;
