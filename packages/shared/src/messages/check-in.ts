/*
 * The counter check-in kiosk: its limits and messages.
 */

import {
  ADDRESS_MAX_LENGTH,
  CITY_MAX_LENGTH,
  NAME_MAX_LENGTH,
  STATE_MAX_LENGTH,
  ZIP_CODE_MAX_LENGTH,
} from './accounts.ts';

export const COUNTRY_MAX_LENGTH = 100;
/** Fewest and most digits a phone number has (a Nepali landline has 7, E.164 allows 15). */
export const PHONE_MIN_DIGITS = 7;
export const PHONE_MAX_DIGITS = 15;

export const CHECK_IN_MESSAGES = {
  // docs/product-rules.md#check-in-kiosk.
  lookupContactRequired: 'Please enter either email or phone number',
  contactRequired: 'Either email or phone is required',
  emailInvalid: 'Email is invalid',
  phoneInvalid: 'Phone number is invalid',
  spendingInvalid: 'Please enter a valid spending amount',
  spendingNegative: 'Spending amount cannot be negative',
  // Limits the spec does not name.
  firstNameLong: `First name must be at most ${NAME_MAX_LENGTH} characters`,
  lastNameLong: `Last name must be at most ${NAME_MAX_LENGTH} characters`,
  dateOfBirthInvalid: 'Please enter a valid date of birth',
  addressLong: `Address must be at most ${ADDRESS_MAX_LENGTH} characters`,
  cityLong: `City must be at most ${CITY_MAX_LENGTH} characters`,
  stateLong: `State must be at most ${STATE_MAX_LENGTH} characters`,
  zipCodeLong: `ZIP code must be at most ${ZIP_CODE_MAX_LENGTH} characters`,
  countryLong: `Country must be at most ${COUNTRY_MAX_LENGTH} characters`,
  customerIdInvalid: 'customer_id must be a UUID',
  customerNotFound: 'Customer not found',
} as const;
