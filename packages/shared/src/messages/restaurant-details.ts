/*
 * The restaurant's details a customer receipt is headed with
 * (docs/product-rules.md#printed-tickets-and-receipts): the limits and the messages that quote them.
 */

export const RESTAURANT_DETAILS_LIMITS = {
  nameLength: 100,
  addressLines: 4,
  addressLineLength: 120,
  phoneLength: 40,
  /** Nepal's Permanent Account Number: 9 digits. */
  panDigits: 9,
} as const;
const L = RESTAURANT_DETAILS_LIMITS;

export const RESTAURANT_DETAILS_MESSAGES = {
  nameRequired: 'Name is required',
  nameTooLong: `Name must be at most ${L.nameLength} characters`,
  addressRequired: 'Address needs at least one line',
  addressTooManyLines: `Address has at most ${L.addressLines} lines`,
  addressLineTooLong: `Each address line must be at most ${L.addressLineLength} characters`,
  phoneRequired: 'Phone is required',
  phoneTooLong: `Phone must be at most ${L.phoneLength} characters`,
  panInvalid: `PAN/VAT No. must be ${L.panDigits} digits, or left empty`,
  stale:
    'The restaurant details changed after you opened them: the form now shows them as they are now. Check them and save again.',
  saved: 'Restaurant details saved',
} as const;
