import { createHash, randomBytes } from 'node:crypto';

/*
 * Recovery codes: ten one-time codes shown once when two-factor sign-in is turned on, for a lost
 * phone. Only their hashes are kept; each has 50 random bits, so a plain SHA-256 is enough.
 */
export const RECOVERY_CODE_COUNT = 10;

// Crockford's base32 without I, L, O and U: nothing to misread when typed from paper.
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

function randomCode(): string {
  const bytes = randomBytes(10);
  const chars = [...bytes].map((byte) => ALPHABET[byte % 32]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

export const newRecoveryCodes = (): string[] =>
  Array.from({ length: RECOVERY_CODE_COUNT }, randomCode);

/** The form a typed code is compared in: upper case, without spaces or dashes. */
export const normalizeRecoveryCode = (code: string): string =>
  code.toUpperCase().replace(/[\s-]/g, '');

export const hashRecoveryCode = (code: string): string =>
  createHash('sha256').update(normalizeRecoveryCode(code)).digest('base64url');

/** Whether what was typed has a recovery code's shape (and not an app's six digits). */
export const looksLikeRecoveryCode = (code: string): boolean =>
  /^[0-9A-Z]{10}$/.test(normalizeRecoveryCode(code));
