import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatNrs, hasAtMostTwoDecimals, toNrs, toPaisa } from './money.ts';

describe('money', () => {
  it('converts NRS to paisa without float drift', () => {
    expect(toPaisa(0.1 + 0.2)).toBe(30);
    expect(toPaisa(1234.5)).toBe(123450);
    expect(toPaisa(19.99)).toBe(1999);
  });

  it('round-trips every paisa amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_00 }), (p) => toPaisa(toNrs(p)) === p),
    );
  });

  it('formats as NRS with thousands separators and two decimals', () => {
    expect(formatNrs(1234.5)).toBe('NRS 1,234.50');
    expect(formatNrs(0)).toBe('NRS 0.00');
    expect(formatNrs(1000000)).toBe('NRS 1,000,000.00');
  });

  it('tells whether an amount has at most two decimals', () => {
    expect(hasAtMostTwoDecimals(10.25)).toBe(true);
    expect(hasAtMostTwoDecimals(10)).toBe(true);
    expect(hasAtMostTwoDecimals(10.255)).toBe(false);
    expect(hasAtMostTwoDecimals(Number.NaN)).toBe(false);
  });
});
