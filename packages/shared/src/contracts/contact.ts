import { z } from 'zod';
import { emailField, requiredText } from './fields.ts';

export const CONTACT_MESSAGES = {
  nameRequired: 'Name is required',
  nameShort: 'Name must be at least 2 characters long',
  nameLong: 'Name must be at most 100 characters long',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  subjectRequired: 'Subject is required',
  subjectShort: 'Subject must be at least 5 characters long',
  subjectLong: 'Subject must be at most 200 characters long',
  messageRequired: 'Message is required',
  messageShort: 'Message must be at least 10 characters long',
  messageLong: 'Message must be at most 5000 characters long',
  fixErrors: 'Please fix the errors in the form',
  sent: 'Thank you for your message! We will get back to you soon.',
  failed: 'Failed to send message. Please try again.',
  network: 'Network error. Please check your connection and try again.',
} as const;

const m = CONTACT_MESSAGES;

/** Name, email and message: the rules the contact and feedback forms share. */
export const senderFields = {
  name: requiredText({
    required: m.nameRequired,
    min: { length: 2, message: m.nameShort },
    max: { length: 100, message: m.nameLong },
  }),
  email: emailField({ required: m.emailRequired, invalid: m.emailInvalid }),
  message: requiredText({
    required: m.messageRequired,
    min: { length: 10, message: m.messageShort },
    max: { length: 5000, message: m.messageLong },
  }),
};

export const contactRequestSchema = z
  .object({
    name: senderFields.name,
    email: senderFields.email,
    subject: requiredText({
      required: m.subjectRequired,
      min: { length: 5, message: m.subjectShort },
      max: { length: 200, message: m.subjectLong },
    }),
    message: senderFields.message,
  })
  .meta({ id: 'ContactRequest' });
export type ContactRequest = z.input<typeof contactRequestSchema>;
