import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  estimateDeliveryTime,
  QUEUE_LENGTH_AT_MAX_DELAY,
  queueDelayMinutes,
} from './delivery-estimate.ts';
import { DEFAULT_ESTIMATED_DELIVERY } from './orders.ts';

describe('estimateDeliveryTime', () => {
  it('is the default 25-35 minutes while fewer than 3 orders are queued', () => {
    expect(estimateDeliveryTime(0)).toBe(DEFAULT_ESTIMATED_DELIVERY);
    expect(estimateDeliveryTime(2)).toBe('25-35 minutes');
  });

  it('adds 5 minutes for every 3 orders in the queue', () => {
    expect(estimateDeliveryTime(3)).toBe('30-40 minutes');
    expect(estimateDeliveryTime(5)).toBe('30-40 minutes');
    expect(estimateDeliveryTime(6)).toBe('35-45 minutes');
    expect(estimateDeliveryTime(26)).toBe('65-75 minutes');
  });

  it('stops growing at 45 extra minutes', () => {
    expect(estimateDeliveryTime(27)).toBe('70-80 minutes');
    expect(estimateDeliveryTime(10_000)).toBe('70-80 minutes');
  });

  it('reaches its most at QUEUE_LENGTH_AT_MAX_DELAY, the most checkout counts', () => {
    expect(queueDelayMinutes(QUEUE_LENGTH_AT_MAX_DELAY)).toBe(45);
    expect(queueDelayMinutes(QUEUE_LENGTH_AT_MAX_DELAY - 1)).toBeLessThan(45);
  });

  it('never shrinks as the queue grows, and never goes below the base', () => {
    fc.assert(
      fc.property(fc.nat(1000), fc.nat(1000), (a, b) => {
        const [short, long] = a <= b ? [a, b] : [b, a];
        expect(queueDelayMinutes(short)).toBeLessThanOrEqual(queueDelayMinutes(long));
        expect(queueDelayMinutes(short)).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});
