/*
 * The contact form's messages.
 */

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
