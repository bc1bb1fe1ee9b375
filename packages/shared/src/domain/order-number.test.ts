import { describe, expect, it } from 'vitest';
import { orderNumber } from './order-number.ts';

describe('orderNumber', () => {
  it('is # and the last 8 characters of the id, upper-cased', () => {
    expect(orderNumber('3f2a9c1d-0000-4000-8000-00000000abcd')).toBe('#0000ABCD');
  });
});
