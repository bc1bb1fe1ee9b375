import { describe, expect, it } from 'vitest';
import { paymentStatusOf } from './payments.ts';

describe('paymentStatusOf', () => {
  it('reads a cash order as paid once delivered, unpaid before and when cancelled', () => {
    expect(paymentStatusOf({ method: 'cash', stored: 'unpaid', orderStatus: 'pending' })).toBe(
      'unpaid',
    );
    expect(paymentStatusOf({ method: 'cash', stored: 'unpaid', orderStatus: 'delivered' })).toBe(
      'paid',
    );
    expect(paymentStatusOf({ method: 'cash', stored: 'unpaid', orderStatus: 'cancelled' })).toBe(
      'unpaid',
    );
  });

  it("keeps a wallet order's own status, whatever the order's", () => {
    expect(paymentStatusOf({ method: 'esewa', stored: 'paid', orderStatus: 'pending' })).toBe(
      'paid',
    );
    expect(
      paymentStatusOf({ method: 'khalti', stored: 'pending', orderStatus: 'awaiting_payment' }),
    ).toBe('pending');
    expect(paymentStatusOf({ method: 'esewa', stored: 'unpaid', orderStatus: 'delivered' })).toBe(
      'unpaid',
    );
  });

  it('keeps a refund of a paid order switched to cash', () => {
    expect(
      paymentStatusOf({ method: 'cash', stored: 'refund_due', orderStatus: 'cancelled' }),
    ).toBe('refund_due');
  });
});
