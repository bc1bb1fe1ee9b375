import { describe, expect, it } from 'vitest';
import { nrsText, paisaOfWalletAmount } from '../../src/services/payments/wallet-http.ts';

describe("the wallets' amounts", () => {
  it('reads NRS as the wallets write it, in paisa', () => {
    expect(paisaOfWalletAmount('1000.0')).toBe(100_000);
    expect(paisaOfWalletAmount('1,234.5')).toBe(123_450);
    expect(paisaOfWalletAmount(110)).toBe(11_000);
    expect(paisaOfWalletAmount('0.05')).toBe(5);
  });

  it('refuses anything else rather than guess', () => {
    for (const odd of ['', ' ', '0x10', '1e3', '-5', '1.234', 'NaN', null, undefined, {}, []]) {
      expect(paisaOfWalletAmount(odd)).toBeNull();
    }
  });

  it('writes paisa as NRS without separators', () => {
    expect(nrsText(123_450)).toBe('1234.5');
    expect(nrsText(100_000)).toBe('1000');
    expect(nrsText(5)).toBe('0.05');
  });
});
