import { z } from 'zod';
import { CONTACT_MESSAGES } from '../messages/contact.ts';
import { emailField, requiredText } from './fields.ts';

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
