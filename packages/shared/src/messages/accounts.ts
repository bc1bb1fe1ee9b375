/*
 * Customer accounts: the limits the messages quote, and the messages.
 */

export const PASSWORD_MIN_LENGTH = 8;
export const LOGIN_PASSWORD_MIN_LENGTH = 6;
/** Longer passwords only cost hashing time; no password manager makes one this long. */
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MAX_LENGTH = 50;
export const PHONE_MAX_LENGTH = 30;
export const ADDRESS_MAX_LENGTH = 200;
export const CITY_MAX_LENGTH = 100;
export const STATE_MAX_LENGTH = 100;
export const ZIP_CODE_MAX_LENGTH = 20;
/** The only country the shop delivers to (docs/product-rules.md#accounts). */
export const ACCOUNT_COUNTRIES = ['NP'] as const;
export type AccountCountry = (typeof ACCOUNT_COUNTRIES)[number];
/** How long a password reset link works (docs/product-rules.md#emails). */
export const RESET_LINK_TTL_MINUTES = 60;
/** Failed sign-ins allowed per account, and per address, within the window (decision 018). */
export const LOGIN_FAILURE_LIMIT = 10;
export const LOGIN_FAILURE_WINDOW_MINUTES = 15;

export const ACCOUNT_MESSAGES = {
  // Registration (docs/product-rules.md#accounts).
  firstNameRequired: 'First name is required',
  firstNameLong: `First name must be at most ${NAME_MAX_LENGTH} characters`,
  lastNameRequired: 'Last name is required',
  lastNameLong: `Last name must be at most ${NAME_MAX_LENGTH} characters`,
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  phoneRequired: 'Phone number is required',
  phoneInvalid: 'Please enter a valid phone number',
  dateOfBirthRequired: 'Date of birth is required',
  dateOfBirthInvalid: 'Please enter a valid date of birth',
  addressRequired: 'Address is required',
  addressLong: `Address must be at most ${ADDRESS_MAX_LENGTH} characters`,
  cityRequired: 'City is required',
  cityLong: `City must be at most ${CITY_MAX_LENGTH} characters`,
  stateRequired: 'State is required',
  stateLong: `State must be at most ${STATE_MAX_LENGTH} characters`,
  zipCodeRequired: 'ZIP code is required',
  zipCodeLong: `ZIP code must be at most ${ZIP_CODE_MAX_LENGTH} characters`,
  countryRequired: 'Country is required',
  countryInvalid: 'Country must be Nepal (NP)',
  passwordRequired: 'Password is required',
  passwordShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  passwordLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters`,
  passwordWeak: 'Password must contain uppercase, lowercase, and number',
  confirmRequired: 'Please confirm your password',
  passwordsDiffer: 'Passwords do not match',
  termsRequired: 'You must agree to the terms and conditions',
  newsletterInvalid: 'subscribe_newsletter must be true or false',
  emailTaken: 'An account with this email already exists',
  registered: 'Welcome to Burger House! Your account has been created.',
  registrationFailed: 'Registration failed',
  // Login (docs/product-rules.md#accounts): one message each, for a blank and for a malformed
  // value.
  loginEmailInvalid: 'Please enter a valid email',
  loginPasswordShort: `Password must be at least ${LOGIN_PASSWORD_MIN_LENGTH} characters`,
  rememberMeInvalid: 'rememberMe must be true or false',
  /** The same words for an unknown email, a wrong password and a closed account. */
  invalidCredentials: 'Invalid email or password',
  tooManyFailures: `Too many failed sign-in attempts. Please try again in ${LOGIN_FAILURE_WINDOW_MINUTES} minutes.`,
  loginFailed: 'Login failed',
  loggedOut: 'You have been logged out',
  // Forgot and reset password.
  resetLinkSent:
    'If an account exists for this email, we have sent a link to reset your password. The link expires in 1 hour.',
  resetLinkInvalid: 'This reset link is invalid or has expired. Please request a new one.',
  passwordReset: 'Your password has been reset. You can now log in with your new password.',
  resetEmailSubject: 'Reset your Burger House password',
} as const;
