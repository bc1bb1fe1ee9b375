import { describe, expect, it } from 'vitest';
import {
  hashRecoveryCode,
  looksLikeRecoveryCode,
  newRecoveryCodes,
} from '../../src/services/two-factor/recovery-codes.ts';
import {
  matchingStep,
  newTotpSecret,
  otpauthUri,
  qrCodeSvg,
  totpCode,
  totpStep,
} from '../../src/services/two-factor/totp.ts';

describe('authenticator codes', () => {
  // RFC 6238's test secret ("12345678901234567890") and its SHA-1 vector at 59 s: 94287082.
  const rfcSecret = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';

  it('makes the codes of RFC 6238 (the last six digits of its vector)', () => {
    expect(totpCode(rfcSecret, new Date(59_000))).toBe('287082');
  });

  it('takes a code of this step or the next or last one, and names the step it was made for', () => {
    const now = new Date('2026-11-29T10:00:15Z');
    const secret = newTotpSecret();
    expect(matchingStep(secret, totpCode(secret, now), now)).toBe(totpStep(now));
    const before = new Date(now.getTime() - 30_000);
    expect(matchingStep(secret, totpCode(secret, before), now)).toBe(totpStep(now) - 1);
    const longBefore = new Date(now.getTime() - 120_000);
    expect(matchingStep(secret, totpCode(secret, longBefore), now)).toBeNull();
    expect(matchingStep(secret, 'abcdef', now)).toBeNull();
  });

  it('names the shop and the account in the address an app scans, drawn as a QR code', async () => {
    const uri = otpauthUri('JBSWY3DPEHPK3PXP', 'owner@burgerhouse.com.np');
    expect(uri).toContain('otpauth://totp/Burger%20House:owner%40burgerhouse.com.np?');
    expect(uri).toContain('secret=JBSWY3DPEHPK3PXP');
    expect(await qrCodeSvg(uri)).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
  });
});

describe('recovery codes', () => {
  it('are ten different codes, each typed with or without its dash, in any case', () => {
    const codes = newRecoveryCodes();
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{5}-[0-9A-HJKMNP-TV-Z]{5}$/);
    const [code = ''] = codes;
    expect(hashRecoveryCode(code.toLowerCase().replace('-', ' '))).toBe(hashRecoveryCode(code));
    expect(looksLikeRecoveryCode(code)).toBe(true);
    expect(looksLikeRecoveryCode('123456')).toBe(false);
  });
});
