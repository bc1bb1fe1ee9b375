import { z } from 'zod';
import { NEWSLETTER_MESSAGES } from '../messages/newsletter.ts';
import { emailField } from './fields.ts';

export const newsletterRequestSchema = z
  .object({
    email: emailField({
      required: NEWSLETTER_MESSAGES.emailRequired,
      invalid: NEWSLETTER_MESSAGES.emailInvalid,
    }),
  })
  .meta({ id: 'NewsletterRequest' });
export type NewsletterRequest = z.input<typeof newsletterRequestSchema>;
