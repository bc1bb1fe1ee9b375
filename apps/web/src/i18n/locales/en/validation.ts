import {
  CONTACT_MESSAGES,
  FEEDBACK_MESSAGES,
  NEWSLETTER_MESSAGES,
  NUL_CHARACTER_MESSAGE,
} from '@shop/shared';

const { notAnImage: _notAnImage, tooLarge: _tooLarge, ...feedback } = FEEDBACK_MESSAGES;

/**
 * The shared schemas' messages, the very objects the server answers with: English stays the
 * spec's words by construction, and i18n/messages.ts finds a message's key by its text.
 * Messages that take a value are catalog strings (a test keeps them equal to the shared ones).
 */
export const validation = {
  contact: CONTACT_MESSAGES,
  newsletter: NEWSLETTER_MESSAGES,
  feedback: {
    ...feedback,
    notAnImage: '{{file}} is not a valid image file',
    tooLarge: '{{file}} is too large. Maximum size is 5MB',
  },
  text: { nulCharacter: NUL_CHARACTER_MESSAGE },
} as const;
