import type { OrderPayment } from '@shop/shared';
import { cleanup, render, renderHook, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadAdminNamespaces } from '@/i18n/admin-namespaces.ts';
import { i18n } from '@/i18n/index.ts';
import { useOrderColumns } from '../orders-section.tsx';
import { anAdminOrder } from '../test/admin-order-fixture.ts';
import { PaymentPill } from './payment-pill.tsx';

const payment = (method: OrderPayment['method'], status: OrderPayment['status']) => ({
  method,
  status,
  reference: null,
  payBy: null,
});

beforeAll(() => loadAdminNamespaces('admin', 'admin-orders'));
afterEach(cleanup);

describe('an order’s payment in the list', () => {
  it.each([
    [payment('esewa', 'paid'), 'Paid · eSewa'],
    [payment('cash', 'unpaid'), 'Unpaid · Cash'],
    [payment('khalti', 'pending'), 'Payment pending · Khalti'],
    [payment('esewa', 'refund_due'), 'Refund due · eSewa'],
    [payment('khalti', 'refunded'), 'Refunded · Khalti'],
  ])('says where the money stands and how it is paid (%o)', (paid, words) => {
    render(<PaymentPill payment={paid} />);
    expect(screen.getByText(words).dataset.payment).toBe(paid.status);
  });

  it('says only the status where the method is told beside it', () => {
    render(<PaymentPill payment={payment('esewa', 'refund_due')} statusOnly />);
    expect(screen.getByText('Refund due')).toBeTruthy();
  });

  it('is a column of the table and of the phone cards, headed Payment', () => {
    const { result } = renderHook(() => useOrderColumns());
    const column = result.current.find(({ id }) => id === 'payment');
    expect(column?.card).toBeUndefined(); // a labelled fact on a phone card
    expect(i18n.t('admin-orders:table.payment')).toBe('Payment');
    const order = anAdminOrder({ payment: payment('khalti', 'pending') });
    render(<div>{column?.cell(order)}</div>);
    expect(screen.getByText('Payment pending · Khalti')).toBeTruthy();
  });
});
