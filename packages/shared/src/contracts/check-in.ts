import { z } from 'zod';
import { hasAtMostTwoDecimals } from '../domain/money.ts';
import { CHECK_IN_STATUSES } from '../domain/tiers.ts';
import {
  ADDRESS_MAX_LENGTH,
  CITY_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PHONE_MAX_LENGTH,
  STATE_MAX_LENGTH,
  ZIP_CODE_MAX_LENGTH,
} from '../messages/accounts.ts';
import {
  CHECK_IN_MESSAGES,
  COUNTRY_MAX_LENGTH,
  PHONE_MAX_DIGITS,
  PHONE_MIN_DIGITS,
} from '../messages/check-in.ts';
import { MAX_NRS_AMOUNT } from './common.ts';
import { hasNoNulCharacter, NUL_CHARACTER_MESSAGE } from './fields.ts';

/*
 * The counter check-in kiosk (/customer-register; decision 019). Both calls need a staff
 * (admin) session (docs/product-rules.md#who-may-do-what). Field names are those of the shop's
 * first API: snake_case requests, camelCase customer record.
 */

const m = CHECK_IN_MESSAGES;

/* ------------------------------------------------------------------------------------------ */
/* Fields: all optional; blank text is null.                                                   */

/** Trimmed text of at most `max` characters; blank, null or absent becomes null. */
const optionalText = (max: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(max, { error: message })
    .refine(hasNoNulCharacter, { error: NUL_CHARACTER_MESSAGE })
    .nullish()
    .transform((value) => value || null);

/** An email address, trimmed and lower-cased; blank becomes null. */
export const optionalEmailField = z
  .string({ error: m.emailInvalid })
  .trim()
  .nullish()
  .transform((value) => (value ? value.toLowerCase() : null))
  .pipe(z.email({ error: m.emailInvalid }).max(254, { error: m.emailInvalid }).nullable());

const phoneDigitCount = (phone: string) => phone.replace(/\D/g, '').length;

/**
 * A phone number: digits, spaces, dashes, plus signs and parentheses (the registration form's
 * characters), with 7 to 15 digits; blank becomes null.
 */
export const optionalPhoneField = z
  .string({ error: m.phoneInvalid })
  .trim()
  .max(PHONE_MAX_LENGTH, { error: m.phoneInvalid })
  .nullish()
  .transform((value) => value || null)
  .refine(
    (phone) =>
      phone === null ||
      (/^[0-9 ()+-]+$/.test(phone) &&
        phoneDigitCount(phone) >= PHONE_MIN_DIGITS &&
        phoneDigitCount(phone) <= PHONE_MAX_DIGITS),
    { error: m.phoneInvalid },
  );

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar date `YYYY-MM-DD` that exists, from 1900-01-01 up to today. */
function isPlausibleBirthDate(text: string): boolean {
  if (!ISO_DATE.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== text) return false;
  return date.getUTCFullYear() >= 1900 && date.getTime() <= Date.now();
}

const optionalBirthDate = z
  .string({ error: m.dateOfBirthInvalid })
  .trim()
  .nullish()
  .transform((value) => value || null)
  .refine((value) => value === null || isPlausibleBirthDate(value), {
    error: m.dateOfBirthInvalid,
  });

/**
 * The NRS spent, as a JSON number or the text of a number field: not negative, at most two
 * decimals. Blank text is not a number (the kiosk's forms start at 0).
 */
export const spendingField = z
  .union(
    [
      z.number({ error: m.spendingInvalid }),
      z
        .string({ error: m.spendingInvalid })
        .trim()
        .regex(/^-?\d+(\.\d+)?$/, { error: m.spendingInvalid }),
    ],
    { error: m.spendingInvalid },
  )
  .transform(Number)
  .pipe(
    z
      .number({ error: m.spendingInvalid })
      .min(0, { error: m.spendingNegative })
      .max(MAX_NRS_AMOUNT, { error: m.spendingInvalid })
      .refine(hasAtMostTwoDecimals, { error: m.spendingInvalid }),
  );

/** The kiosk's spending form for a returning customer: this visit's bill. */
export const checkInSpendingSchema = z.object({ total_spent: spendingField });

/* ------------------------------------------------------------------------------------------ */
/* Lookup: POST /api/customers/customer-lookup                                                 */

/** A given email decides alone (phones are shared within families); otherwise the phone. */
export const customerLookupRequestSchema = z
  .object({
    email: optionalEmailField.optional(),
    phone: optionalPhoneField.optional(),
  })
  .refine((lookup) => Boolean(lookup.email || lookup.phone), {
    error: m.lookupContactRequired,
    path: ['email'],
  })
  .transform((lookup) => ({ email: lookup.email ?? null, phone: lookup.phone ?? null }))
  .meta({ id: 'CustomerLookupRequest' });
export type CustomerLookupRequest = z.input<typeof customerLookupRequestSchema>;

/** A customer as the kiosk shows it. */
export const checkInCustomerSchema = z
  .object({
    id: z.uuid(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    dateOfBirth: z.string().nullable().meta({ description: 'YYYY-MM-DD' }),
    address: z.string().nullable(),
    city: z.string().nullable(),
    state: z.string().nullable(),
    zipCode: z.string().nullable(),
    country: z.string().nullable(),
    totalSpent: z.number().meta({ description: 'NRS, at most two decimals' }),
    customerStatus: z.enum(CHECK_IN_STATUSES).meta({
      description: 'Assigned by the server from totalSpent: new 0–99, regular 100–999, vip 1000+',
    }),
    visitCount: z.number().int(),
  })
  .meta({ id: 'CheckInCustomer' });
export type CheckInCustomer = z.infer<typeof checkInCustomerSchema>;

export const customerLookupResponseSchema = z
  .object({
    found: z.boolean(),
    customer: checkInCustomerSchema.nullable(),
  })
  .meta({ id: 'CustomerLookupResponse' });
export type CustomerLookupResponse = z.infer<typeof customerLookupResponseSchema>;

/* ------------------------------------------------------------------------------------------ */
/* Check in or register: POST /api/customers/self-register                                     */

const newCustomerFields = {
  first_name: optionalText(NAME_MAX_LENGTH, m.firstNameLong),
  last_name: optionalText(NAME_MAX_LENGTH, m.lastNameLong),
  email: optionalEmailField,
  phone: optionalPhoneField,
  date_of_birth: optionalBirthDate,
  address: optionalText(ADDRESS_MAX_LENGTH, m.addressLong),
  city: optionalText(CITY_MAX_LENGTH, m.cityLong),
  state: optionalText(STATE_MAX_LENGTH, m.stateLong),
  zip_code: optionalText(ZIP_CODE_MAX_LENGTH, m.zipCodeLong),
  country: optionalText(COUNTRY_MAX_LENGTH, m.countryLong),
};

/**
 * One visit at the counter. With `customer_id` (from the lookup) it checks that customer in and
 * adds `total_spent` (this visit's bill) to their total; the other fields are not changed.
 * Without it, it registers a new customer with `total_spent` as their first bill, unless the
 * email (or, with no email, the phone) already belongs to a customer, who is then checked in
 * instead. Either way the visit is counted and the server assigns the status.
 */
export const selfRegisterRequestSchema = z
  .object({
    customer_id: z.uuid({ error: m.customerIdInvalid }).nullish().meta({
      description: 'The id the lookup answered, to check an existing customer in',
    }),
    ...newCustomerFields,
    total_spent: spendingField.default(0).meta({
      description: "NRS spent on this visit, added to the customer's total; 0 for none",
    }),
  })
  .refine((visit) => Boolean(visit.customer_id || visit.email || visit.phone), {
    error: m.contactRequired,
    path: ['email'],
  })
  .meta({ id: 'SelfRegisterRequest' });
export type SelfRegisterRequest = z.input<typeof selfRegisterRequestSchema>;
export type SelfRegisterInput = z.output<typeof selfRegisterRequestSchema>;

export const selfRegisterResponseSchema = z
  .object({
    customer: checkInCustomerSchema,
    returning: z.boolean().meta({
      description: 'True when an existing customer was checked in, false for a new registration',
    }),
  })
  .meta({ id: 'SelfRegisterResponse' });
export type SelfRegisterResponse = z.infer<typeof selfRegisterResponseSchema>;
