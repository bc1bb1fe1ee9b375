import { z } from 'zod';
import { emailField } from './fields.ts';

export const NEWSLETTER_MESSAGES = {
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  subscribed: 'Thanks for subscribing! Look out for our deals in your inbox.',
  alreadySubscribed: 'This email is already subscribed to our newsletter.',
} as const;

export const newsletterRequestSchema = z
  .object({
    email: emailField({
      required: NEWSLETTER_MESSAGES.emailRequired,
      invalid: NEWSLETTER_MESSAGES.emailInvalid,
    }),
  })
  .meta({ id: 'NewsletterRequest' });
export type NewsletterRequest = z.input<typeof newsletterRequestSchema>;
