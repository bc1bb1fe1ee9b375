import type { Order } from '@shop/shared';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '@/i18n/index.ts';
import { PaymentSummary } from './payment-summary.tsx';

type Facts = Pick<Order, 'payment' | 'status'>;
const payment = (overrides: Partial<Order['payment']>): Order['payment'] => ({
  method: 'cash',
  status: 'unpaid',
  reference: null,
  payBy: null,
  ...overrides,
});

function summaryOf(order: Facts): string | null {
  render(<PaymentSummary order={order} />);
  const text = screen.getByTestId('payment-summary').textContent;
  cleanup();
  return text;
}

afterEach(async () => {
  cleanup();
  await changeLanguage('en');
});

describe('PaymentSummary', () => {
  it('names the way to pay, where it stands and the reference', () => {
    expect(summaryOf({ status: 'pending', payment: payment({}) })).toBe(
      'Cash on delivery · Unpaid',
    );
    // A cash order is paid once delivered.
    expect(summaryOf({ status: 'delivered', payment: payment({}) })).toBe(
      'Cash on delivery · Paid',
    );
    expect(
      summaryOf({
        status: 'awaiting_payment',
        payment: payment({ method: 'khalti', status: 'pending' }),
      }),
    ).toBe('Khalti · Payment pending');
    expect(
      summaryOf({
        status: 'pending',
        payment: payment({ method: 'esewa', status: 'paid', reference: '000AWEO' }),
      }),
    ).toBe('Paid with eSewa · ref 000AWEO');
    expect(
      summaryOf({
        status: 'cancelled',
        payment: payment({ method: 'esewa', status: 'refund_due', reference: '000AWEO' }),
      }),
    ).toBe('eSewa · Refund due · ref 000AWEO');
    expect(
      summaryOf({
        status: 'cancelled',
        payment: payment({ method: 'khalti', status: 'refunded', reference: 'GFq9PFS7b2' }),
      }),
    ).toBe('Khalti · Refunded · ref GFq9PFS7b2');
  });

  it('speaks Nepali, keeping the wallets’ names', async () => {
    await changeLanguage('ne');
    expect(summaryOf({ status: 'pending', payment: payment({}) })).toBe(
      'नगद भुक्तानी (डेलिभरीमा) · भुक्तानी बाँकी',
    );
    expect(
      summaryOf({
        status: 'pending',
        payment: payment({ method: 'esewa', status: 'paid', reference: '000AWEO' }),
      }),
    ).toBe('eSewa बाट भुक्तानी भयो · सन्दर्भ नं. 000AWEO');
  });
});
