import { describe, expect, it } from 'vitest';
import { couponStatus } from './coupon-status.ts';

describe('coupon status (inactive, exhausted, otherwise active)', () => {
  it.each([
    [true, 0, 10, 'active'],
    [true, 9, 10, 'active'],
    [true, 10, 10, 'exhausted'],
    [false, 0, 10, 'inactive'],
    [false, 10, 10, 'inactive'],
  ] as const)('active %s with %d of %d uses is %s', (isActive, usedCount, usageLimit, status) => {
    expect(couponStatus({ isActive, usedCount, usageLimit })).toBe(status);
  });
});
