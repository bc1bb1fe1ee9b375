import { z } from 'zod';
import { isPublishedPassword } from '../domain/published-passwords.ts';
import { STAFF_ROLES } from '../domain/staff-roles.ts';
import {
  ACCOUNT_MESSAGES,
  LOGIN_PASSWORD_MIN_LENGTH,
  PASSWORD_MAX_LENGTH,
} from '../messages/accounts.ts';
import { newPasswordField } from './accounts.ts';
import { emailField } from './fields.ts';

/*
 * The back office's sign-in (docs/product-rules.md#admin-login): the customers' failure limit and
 * session rules, its own sessions (admin_sessions), and the admin login form's own messages.
 */

export const ADMIN_AUTH_MESSAGES = {
  // The admin login form.
  emailRequired: ACCOUNT_MESSAGES.emailRequired,
  emailInvalid: ACCOUNT_MESSAGES.loginEmailInvalid,
  passwordRequired: ACCOUNT_MESSAGES.passwordRequired,
  passwordShort: ACCOUNT_MESSAGES.loginPasswordShort,
  // Changing the admin's password.
  currentPasswordRequired: 'Current password is required',
  currentPasswordWrong: 'Current password is incorrect',
  newPasswordSame: 'New password must be different from the current password',
  newPasswordPublished:
    'This password is published with the demo accounts, so anyone could sign in with it. Please choose another.',
  confirmRequired: 'Please confirm your new password',
  passwordsDiffer: ACCOUNT_MESSAGES.passwordsDiffer,
  passwordChangedMeanwhile: 'Your password was changed meanwhile. Please sign in again.',
  passwordChanged: 'Your password has been changed. Other sessions have been signed out.',
} as const;

const m = ADMIN_AUTH_MESSAGES;

/** POST /api/admin/login: email, password and "remember me" (a 30-day session). */
export const adminLoginRequestSchema = z
  .object({
    email: emailField({ required: m.emailRequired, invalid: m.emailInvalid }),
    password: z
      .string({ error: m.passwordRequired })
      .min(1, { error: m.passwordRequired })
      .min(LOGIN_PASSWORD_MIN_LENGTH, { error: m.passwordShort })
      .max(PASSWORD_MAX_LENGTH, { error: ACCOUNT_MESSAGES.passwordLong }),
    rememberMe: z.boolean({ error: ACCOUNT_MESSAGES.rememberMeInvalid }).optional().default(false),
  })
  .meta({ id: 'AdminLoginRequest' });
export type AdminLoginRequest = z.input<typeof adminLoginRequestSchema>;

/** The staff member's role decides what the back office offers them (docs/product-rules.md#staff-and-roles). */
const roleField = z.enum(STAFF_ROLES).meta({ description: 'What the staff member may use' });

export const adminSummarySchema = z
  .object({ id: z.string(), name: z.string(), email: z.string(), role: roleField })
  .meta({ id: 'AdminSummary' });
export type AdminSummary = z.infer<typeof adminSummarySchema>;

export const adminAuthResponseSchema = z
  .object({
    token: z.string().meta({ description: 'Bearer token for `Authorization: Bearer <token>`' }),
    admin: adminSummarySchema,
  })
  .meta({ id: 'AdminAuthResponse' });
export type AdminAuthResponse = z.infer<typeof adminAuthResponseSchema>;

/** GET /api/admin/me: the signed-in admin, and whether the seeded demo password is still in use. */
export const adminMeResponseSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    role: roleField,
    /** True while the demo password was never changed: the login hint shows it only then. */
    passwordIsDefault: z.boolean(),
  })
  .meta({ id: 'AdminMe' });
export type AdminMe = z.infer<typeof adminMeResponseSchema>;

/**
 * GET /api/admin/login-hint (public): the demo admin's credentials, shown on the login screen
 * only on the embedded demo database and only while that password is unchanged
 * (docs/product-rules.md#default-admin).
 */
export const adminLoginHintResponseSchema = z
  .object({
    demo: z.object({ email: z.string(), password: z.string() }).nullable(),
  })
  .meta({ id: 'AdminLoginHint' });
export type AdminLoginHint = z.infer<typeof adminLoginHintResponseSchema>;

const currentPasswordField = z
  .string({ error: m.currentPasswordRequired })
  .min(1, { error: m.currentPasswordRequired })
  .max(PASSWORD_MAX_LENGTH, { error: m.currentPasswordWrong });

const changePasswordFields = {
  currentPassword: currentPasswordField,
  /** The registration rules (8 to 128 characters, upper- and lower-case letters and a digit). */
  newPassword: newPasswordField,
};

type PasswordPair = { currentPassword?: unknown; newPassword?: unknown };
const bothPasswords = (payload: { value: unknown }) => {
  const value = payload.value as PasswordPair | undefined;
  return typeof value?.currentPassword === 'string' && typeof value?.newPassword === 'string';
};
const newDiffersFromCurrent = (value: { currentPassword: string; newPassword: string }) =>
  value.newPassword !== value.currentPassword;
const isNotPublished = (value: { newPassword: string }) => !isPublishedPassword(value.newPassword);
const notPublishedRule = {
  error: m.newPasswordPublished,
  path: ['newPassword'],
  when: (payload: { value: unknown }) =>
    typeof (payload.value as PasswordPair | undefined)?.newPassword === 'string',
};

/** POST /api/admin/change-password: the current password, and a new one by the registration rules. */
export const adminChangePasswordRequestSchema = z
  .object(changePasswordFields)
  .refine(newDiffersFromCurrent, {
    error: m.newPasswordSame,
    path: ['newPassword'],
    when: bothPasswords,
  })
  .refine(isNotPublished, notPublishedRule)
  .meta({ id: 'AdminChangePasswordRequest' });
export type AdminChangePasswordRequest = z.input<typeof adminChangePasswordRequestSchema>;

/** The change-password form: the request plus the new password typed twice. */
export const adminChangePasswordFormSchema = z
  .object({
    ...changePasswordFields,
    confirmPassword: z.string({ error: m.confirmRequired }).min(1, { error: m.confirmRequired }),
  })
  .refine(newDiffersFromCurrent, {
    error: m.newPasswordSame,
    path: ['newPassword'],
    when: bothPasswords,
  })
  .refine(isNotPublished, notPublishedRule)
  .refine((value) => value.confirmPassword === value.newPassword, {
    error: m.passwordsDiffer,
    path: ['confirmPassword'],
    when: (payload) => {
      const value = payload.value as { newPassword?: unknown; confirmPassword?: unknown };
      return typeof value?.newPassword === 'string' && typeof value?.confirmPassword === 'string';
    },
  });
export type AdminChangePasswordFormValues = z.input<typeof adminChangePasswordFormSchema>;
