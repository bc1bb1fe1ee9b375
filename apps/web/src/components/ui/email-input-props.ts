/**
 * What every email box in the shop asks of the browser: the email keyboard, autofill and the
 * contracts' 254-character limit.
 */
export const EMAIL_INPUT_PROPS = {
  type: 'email',
  name: 'email',
  autoComplete: 'email',
  inputMode: 'email',
  maxLength: 254,
  placeholder: 'you@example.com',
} as const;
