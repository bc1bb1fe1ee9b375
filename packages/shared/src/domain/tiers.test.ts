import { describe, expect, it } from 'vitest';
import { adminCustomerTierFor, checkInStatusFor, profileVipLevelFor } from './tiers.ts';

describe('check-in status (new 0–99, regular 100–999, vip 1000+)', () => {
  it.each([
    [0, 'new'],
    [99.99, 'new'],
    [100, 'regular'],
    [999.99, 'regular'],
    [1000, 'vip'],
    [250000, 'vip'],
  ] as const)('NRS %d is %s', (spent, status) => {
    expect(checkInStatusFor(spent)).toBe(status);
  });
});

describe('profile VIP level (≥10000 VIP, ≥5 Regular)', () => {
  it.each([
    [0, 'Inactive'],
    [4.99, 'Inactive'],
    [5, 'Regular'],
    [9999.99, 'Regular'],
    [10000, 'VIP'],
  ] as const)('NRS %d is %s', (spent, level) => {
    expect(profileVipLevelFor(spent)).toBe(level);
  });
});

describe('admin customer tier (>10000 VIP, >5000 Regular, else Active)', () => {
  it.each([
    [0, true, 'Active'],
    [5000, true, 'Active'],
    [5000.01, true, 'Regular'],
    [10000, true, 'Regular'],
    [10000.01, true, 'VIP'],
    [50000, false, 'Inactive'],
  ] as const)('NRS %d (active %s) is %s', (spent, active, tier) => {
    expect(adminCustomerTierFor(spent, active)).toBe(tier);
  });
});
