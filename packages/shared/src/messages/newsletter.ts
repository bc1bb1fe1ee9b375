/*
 * The newsletter form's messages.
 */

export const NEWSLETTER_MESSAGES = {
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  subscribed: 'Thanks for subscribing! Look out for our deals in your inbox.',
  alreadySubscribed: 'This email is already subscribed to our newsletter.',
} as const;
