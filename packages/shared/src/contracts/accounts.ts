import { z } from 'zod';
import type { ProfileVipLevel } from '../domain/tiers.ts';
import {
  ACCOUNT_MESSAGES,
  type AccountCountry,
  ADDRESS_MAX_LENGTH,
  CITY_MAX_LENGTH,
  LOGIN_PASSWORD_MIN_LENGTH,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PHONE_MAX_LENGTH,
  STATE_MAX_LENGTH,
  ZIP_CODE_MAX_LENGTH,
} from '../messages/accounts.ts';
import { emailField, hasNoNulCharacter, NUL_CHARACTER_MESSAGE, requiredText } from './fields.ts';

/*
 * Customer accounts (docs/product-rules.md#who-may-do-what, decision 018). Request field names
 * are the spec's (snake_case); the browser's forms parse with the `…FormSchema`s below, which
 * add the fields only a person fills in (confirmation, terms) to the request the server takes.
 */

const m = ACCOUNT_MESSAGES;

/* ------------------------------------------------------------------------------------------ */
/* Fields                                                                                      */

/**
 * Digits, spaces, dashes, plus signs and parentheses, with at least one digit
 * (docs/product-rules.md#accounts).
 */
export const phoneField = z
  .string({ error: m.phoneRequired })
  .trim()
  .min(1, { error: m.phoneRequired })
  .max(PHONE_MAX_LENGTH, { error: m.phoneInvalid })
  .regex(/^[0-9 ()+-]*[0-9][0-9 ()+-]*$/, { error: m.phoneInvalid });

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar date `YYYY-MM-DD` that exists, from 1900-01-01 up to today. */
function isPlausibleBirthDate(text: string): boolean {
  const match = ISO_DATE.exec(text);
  if (!match) return false;
  const date = new Date(`${text}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== text) return false;
  return date.getUTCFullYear() >= 1900 && date.getTime() <= Date.now();
}

export const dateOfBirthField = z
  .string({ error: m.dateOfBirthRequired })
  .trim()
  .min(1, { error: m.dateOfBirthRequired })
  .refine(isPlausibleBirthDate, { error: m.dateOfBirthInvalid });

export const countryField = z
  .string({ error: m.countryRequired })
  .trim()
  .min(1, { error: m.countryRequired })
  .refine((code): code is AccountCountry => code === 'NP', { error: m.countryInvalid })
  .transform((): AccountCountry => 'NP');

/** Registration and reset: 8 to 128 characters with an upper-case letter, a lower-case letter and a digit. */
export const newPasswordField = z
  .string({ error: m.passwordRequired })
  .min(1, { error: m.passwordRequired })
  .min(PASSWORD_MIN_LENGTH, { error: m.passwordShort })
  .max(PASSWORD_MAX_LENGTH, { error: m.passwordLong })
  .refine((p) => /[A-Z]/.test(p) && /[a-z]/.test(p) && /\d/.test(p), { error: m.passwordWeak })
  .refine(hasNoNulCharacter, { error: NUL_CHARACTER_MESSAGE });

/** Whether a password meets the registration rules (the server's start-up check of ADMIN_PASSWORD too). */
export function passwordProblem(password: string): string | null {
  const result = newPasswordField.safeParse(password);
  return result.success ? null : (result.error.issues[0]?.message ?? m.passwordWeak);
}

const confirmPasswordField = z
  .string({ error: m.confirmRequired })
  .min(1, { error: m.confirmRequired });

/** Both password fields of a form hold text: only then can they be compared. */
const bothPasswordsGiven = (payload: { value: unknown }) => {
  const value = payload.value as { password?: unknown; confirm_password?: unknown } | undefined;
  return typeof value?.password === 'string' && typeof value?.confirm_password === 'string';
};

const passwordsMatch = (value: { password: string; confirm_password: string }) =>
  value.confirm_password === '' || value.password === value.confirm_password;

/* ------------------------------------------------------------------------------------------ */
/* Register                                                                                    */

export const registrationFields = {
  first_name: requiredText({
    required: m.firstNameRequired,
    max: { length: NAME_MAX_LENGTH, message: m.firstNameLong },
  }),
  last_name: requiredText({
    required: m.lastNameRequired,
    max: { length: NAME_MAX_LENGTH, message: m.lastNameLong },
  }),
  email: emailField({ required: m.emailRequired, invalid: m.emailInvalid }),
  phone: phoneField,
  date_of_birth: dateOfBirthField,
  address: requiredText({
    required: m.addressRequired,
    max: { length: ADDRESS_MAX_LENGTH, message: m.addressLong },
  }),
  city: requiredText({
    required: m.cityRequired,
    max: { length: CITY_MAX_LENGTH, message: m.cityLong },
  }),
  state: requiredText({
    required: m.stateRequired,
    max: { length: STATE_MAX_LENGTH, message: m.stateLong },
  }),
  zip_code: requiredText({
    required: m.zipCodeRequired,
    max: { length: ZIP_CODE_MAX_LENGTH, message: m.zipCodeLong },
  }),
  country: countryField,
  password: newPasswordField,
  /**
   * The form starts with it on (docs/product-rules.md#accounts); a request that leaves it out has
   * not opted in.
   */
  subscribe_newsletter: z.boolean({ error: m.newsletterInvalid }).optional().default(false),
};

/**
 * POST /api/customers/register. Agreeing to the terms and confirming the password are the
 * form's business (`registerFormSchema`); the server ignores them when they are sent.
 */
export const registerRequestSchema = z.object(registrationFields).meta({ id: 'RegisterRequest' });
export type RegisterRequest = z.input<typeof registerRequestSchema>;
export type Registration = z.output<typeof registerRequestSchema>;

/** The register page's form: the request plus the confirmation and the terms box. */
export const registerFormSchema = z
  .object({
    ...registrationFields,
    confirm_password: confirmPasswordField,
    agree_terms: z.literal(true, { error: m.termsRequired }),
  })
  .refine(passwordsMatch, {
    error: m.passwordsDiffer,
    path: ['confirm_password'],
    when: bothPasswordsGiven,
  });
export type RegisterFormValues = z.input<typeof registerFormSchema>;

/* ------------------------------------------------------------------------------------------ */
/* Login                                                                                       */

/** The login rules, for customers and admins alike (docs/product-rules.md#accounts). */
export const loginFields = {
  email: emailField({ required: m.loginEmailInvalid, invalid: m.loginEmailInvalid }),
  password: z
    .string({ error: m.loginPasswordShort })
    .min(LOGIN_PASSWORD_MIN_LENGTH, { error: m.loginPasswordShort })
    .max(PASSWORD_MAX_LENGTH, { error: m.passwordLong }),
  /** "Remember me": a 30-day session; otherwise one that lapses after 24 idle hours. */
  rememberMe: z.boolean({ error: m.rememberMeInvalid }).optional().default(false),
};

export const loginRequestSchema = z.object(loginFields).meta({ id: 'LoginRequest' });
export type LoginRequest = z.input<typeof loginRequestSchema>;

/** What the browser keeps of the signed-in customer: enough to prefill checkout. */
export const sessionCustomerSchema = z
  .object({
    id: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    /** Empty when the record has none (a check-in guest's record that was claimed). */
    phone: z.string(),
    address: z.string(),
    city: z.string(),
    zipCode: z.string(),
  })
  .meta({ id: 'SessionCustomer' });
export type SessionCustomer = z.infer<typeof sessionCustomerSchema>;

/** Register (201) and login (200): the bearer token and who it belongs to. */
export const customerAuthResponseSchema = z
  .object({
    token: z.string().meta({ description: 'Bearer token for `Authorization: Bearer <token>`' }),
    customer: sessionCustomerSchema,
  })
  .meta({ id: 'CustomerAuthResponse' });
export type CustomerAuthResponse = z.infer<typeof customerAuthResponseSchema>;

/* ------------------------------------------------------------------------------------------ */
/* Forgot and reset password                                                                   */

export const forgotPasswordRequestSchema = z
  .object({ email: emailField({ required: m.emailRequired, invalid: m.emailInvalid }) })
  .meta({ id: 'ForgotPasswordRequest' });
export type ForgotPasswordRequest = z.input<typeof forgotPasswordRequestSchema>;

/** The token of a reset link: 256 random bits, base64url. */
export const resetTokenParamsSchema = z.object({
  token: z
    .string()
    .regex(/^[A-Za-z0-9_-]{16,128}$/, { error: m.resetLinkInvalid })
    .meta({ description: 'The token of the emailed reset link' }),
});

export const resetPasswordRequestSchema = z
  .object({ password: newPasswordField })
  .meta({ id: 'ResetPasswordRequest' });
export type ResetPasswordRequest = z.input<typeof resetPasswordRequestSchema>;

/** The reset page's form: the new password and its confirmation. */
export const resetPasswordFormSchema = z
  .object({ password: newPasswordField, confirm_password: confirmPasswordField })
  .refine(passwordsMatch, {
    error: m.passwordsDiffer,
    path: ['confirm_password'],
    when: bothPasswordsGiven,
  });
export type ResetPasswordFormValues = z.input<typeof resetPasswordFormSchema>;

/* ------------------------------------------------------------------------------------------ */
/* Profile                                                                                     */

export const PROFILE_VIP_LEVELS = [
  'VIP',
  'Regular',
  'Inactive',
] as const satisfies readonly ProfileVipLevel[];

/**
 * GET /api/customers/profile. totalSpent is the sum of the customer's delivered orders (NRS);
 * totalOrders counts every order that was not cancelled; completedOrders the delivered ones.
 */
export const customerProfileSchema = z
  .object({
    id: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    phone: z.string(),
    address: z.string(),
    city: z.string(),
    state: z.string(),
    zipCode: z.string(),
    country: z.string(),
    dateOfBirth: z.string().nullable().meta({ description: 'YYYY-MM-DD' }),
    totalSpent: z.number(),
    totalOrders: z.number().int(),
    completedOrders: z.number().int(),
    vipLevel: z.enum(PROFILE_VIP_LEVELS),
  })
  .meta({ id: 'CustomerProfile' });
export type CustomerProfile = z.infer<typeof customerProfileSchema>;
