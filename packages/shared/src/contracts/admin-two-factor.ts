import { z } from 'zod';
import { ACCOUNT_MESSAGES, PASSWORD_MAX_LENGTH } from '../messages/accounts.ts';
import { adminAuthResponseSchema } from './admin-auth.ts';

/*
 * Two-factor sign-in (docs/product-rules.md#two-factor-sign-in): the owner and managers may ask
 * for a code from an authenticator app (or a one-time recovery code) after the password.
 */

export const TWO_FACTOR_MESSAGES = {
  codeRequired: 'Enter the code from your authenticator app',
  codeWrong:
    'That code is not right. Enter the 6-digit code your authenticator app shows now, or one of your recovery codes.',
  challengeRequired: 'Sign in with your email and password first',
  challengeExpired: 'Your sign-in timed out. Please enter your email and password again.',
  setUpFirst: 'Start again: scan the new QR code, then enter the code it shows.',
  alreadyOn: 'Two-factor sign-in is already on',
  notOn: 'Two-factor sign-in is not on',
  passwordRequired: 'Enter your password',
  passwordWrong: 'Your password is incorrect',
  turnedOn: 'Two-factor sign-in is on. Keep your recovery codes somewhere safe.',
  turnedOff: 'Two-factor sign-in is off',
} as const;

const m = TWO_FACTOR_MESSAGES;

const codeField = z
  .string({ error: m.codeRequired })
  .trim()
  .min(1, { error: m.codeRequired })
  .max(20, { error: m.codeWrong })
  .meta({ description: 'The 6 digits the app shows, or a recovery code (XXXXX-XXXXX)' });

/** POST /api/admin/login when the account asks for a code: no session yet, a challenge. */
export const twoFactorChallengeSchema = z
  .object({
    twoFactor: z.object({
      challenge: z.string().meta({
        description: 'Sent back with the code to POST /api/admin/login/two-factor; works 5 minutes',
      }),
      expiresAt: z.iso.datetime({ offset: true }),
    }),
  })
  .meta({ id: 'AdminTwoFactorChallenge' });
export type TwoFactorChallenge = z.infer<typeof twoFactorChallengeSchema>;

export const adminSignInResponseSchema = z
  .union([adminAuthResponseSchema, twoFactorChallengeSchema])
  .meta({ id: 'AdminSignInResponse' });
export type AdminSignInResponse = z.infer<typeof adminSignInResponseSchema>;

export const twoFactorSignInRequestSchema = z
  .object({
    challenge: z
      .string({ error: m.challengeRequired })
      .min(16, { error: m.challengeRequired })
      .max(128, { error: m.challengeRequired }),
    code: codeField,
  })
  .meta({ id: 'AdminTwoFactorSignInRequest' });

/** GET /api/admin/me/two-factor. */
export const twoFactorStatusSchema = z
  .object({
    enabled: z.boolean(),
    recoveryCodesLeft: z.number().int(),
  })
  .meta({ id: 'TwoFactorStatus' });
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

/** POST /api/admin/me/two-factor/setup: what the app is given, as a QR code or typed. */
export const twoFactorSetupSchema = z
  .object({
    secret: z.string().meta({ description: 'Base32, for typing into the app' }),
    uri: z.string().meta({ description: 'The otpauth:// address the QR code holds' }),
    qrSvg: z.string().meta({ description: 'The QR code, an SVG document' }),
  })
  .meta({ id: 'TwoFactorSetup' });
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;

const passwordField = z
  .string({ error: m.passwordRequired })
  .min(1, { error: m.passwordRequired })
  .max(PASSWORD_MAX_LENGTH, { error: ACCOUNT_MESSAGES.passwordLong });

/** The app's code, and the password: a session left open must not be able to turn it on. */
export const twoFactorEnableRequestSchema = z
  .object({ code: codeField, password: passwordField })
  .meta({ id: 'TwoFactorEnableRequest' });

export const twoFactorEnabledSchema = z
  .object({
    message: z.string(),
    recoveryCodes: z.array(z.string()).meta({ description: 'Shown once: each signs in once' }),
  })
  .meta({ id: 'TwoFactorEnabled' });
export type TwoFactorEnabled = z.infer<typeof twoFactorEnabledSchema>;

export const twoFactorDisableRequestSchema = z
  .object({ password: passwordField })
  .meta({ id: 'TwoFactorDisableRequest' });
