import { SITE } from '@shop/shared';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';

/*
 * Time-based one-time codes (RFC 6238) as authenticator apps make them: SHA-1, 6 digits, a new
 * code every 30 seconds (docs/product-rules.md#two-factor-sign-in).
 */
const PERIOD_SECONDS = 30;

function totpOf(secret: string, account: string): TOTP {
  return new TOTP({
    issuer: SITE.name,
    label: account,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });
}

/** A new shared secret (160 bits, as RFC 4226 recommends), base32 as the apps take it. */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

/** The 30-second step a time falls in: a code is good for one step. */
export const totpStep = (now: Date): number => Math.floor(now.getTime() / 1000 / PERIOD_SECONDS);

/**
 * The step `code` was made for, allowing one step of clock drift either way, or null when it
 * matches none. The caller refuses a step already used, so a code works once.
 */
export function matchingStep(secret: string, code: string, now: Date): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totpOf(secret, '').validate({ token: code, timestamp: now.getTime(), window: 1 });
  return delta === null ? null : totpStep(now) + delta;
}

/** The code an app shows at `now` (tests, and nothing else, ask for it). */
export const totpCode = (secret: string, now: Date): string =>
  totpOf(secret, '').generate({ timestamp: now.getTime() });

/** The `otpauth://` address an app reads from the QR code, naming the shop and the account. */
export const otpauthUri = (secret: string, account: string): string =>
  totpOf(secret, account).toString();

/** The address as a QR code, an SVG drawn by the browser as it is. */
export const qrCodeSvg = (uri: string): Promise<string> =>
  QRCode.toString(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
