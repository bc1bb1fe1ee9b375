import { type AdminOrderDetail, PAYMENT_MESSAGES, type StaffRole } from '@shop/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadAdminNamespaces } from '@/i18n/admin-namespaces.ts';
import { createQueryClient } from '@/lib/query-client.ts';
import { ADMIN_ORDER_ID, anAdminOrder } from '../test/admin-order-fixture.ts';
import { OrderDetailsModal } from './order-details.tsx';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('@/lib/toast.ts', () => ({ toast }));
const staff = vi.hoisted(() => ({ role: 'owner' as StaffRole }));
vi.mock('@/features/admin-shell/index.ts', () => ({ useStaffRole: () => staff.role }));

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const DETAIL_URL = `/api/admin/orders/${ADMIN_ORDER_ID}`;
const REFUND_URL = `${DETAIL_URL}/refund`;

/** Opens the order's details as `role`; the details read `order`, a refund answers `refunded`. */
function openDetails(
  role: StaffRole,
  order: AdminOrderDetail,
  refunded: [number, unknown] = [200, { order }],
) {
  staff.role = role;
  const calls: { method: string; url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      calls.push({ method, url, body: init?.body });
      return method === 'POST' && url.endsWith('/refund')
        ? json(...refunded)
        : json(200, { order });
    }),
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <OrderDetailsModal record={order} onClose={vi.fn()} onDelete={vi.fn()} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return calls;
}

const paymentPart = async () => within(await screen.findByTestId('order-payment'));
const offeredStatuses = () =>
  screen
    .getAllByRole('button', { name: /^Set status to / })
    .filter((button) => !(button as HTMLButtonElement).disabled)
    .map((button) => button.getAttribute('aria-label'));

const REFUND_DUE = anAdminOrder({
  status: 'cancelled',
  payment: { method: 'esewa', status: 'refund_due', reference: '0007ABC', payBy: null },
});

beforeAll(() => loadAdminNamespaces('admin', 'admin-orders'));
beforeEach(() => {
  toast.success.mockClear();
  toast.error.mockClear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('an order’s payment in its details', () => {
  it('shows the method, the status and the wallet’s reference', async () => {
    openDetails('manager', anAdminOrder());
    const part = await paymentPart();
    expect(part.getByText('eSewa')).toBeTruthy();
    expect(part.getByText('Paid')).toBeTruthy();
    expect(part.getByText('0007ABC')).toBeTruthy();
    expect(part.queryByRole('button', { name: 'Mark refunded' })).toBeNull();
  });

  it('shows a cash order unpaid, with no reference', async () => {
    const cash = { method: 'cash', status: 'unpaid', reference: null, payBy: null } as const;
    openDetails('manager', anAdminOrder({ payment: cash }));
    const part = await paymentPart();
    expect(part.getByText('Cash')).toBeTruthy();
    expect(part.getByText('Unpaid')).toBeTruthy();
    expect(part.queryByText('Wallet reference')).toBeNull();
  });

  it('lets the owner mark a refund due refunded, asked first, and reads the order again', async () => {
    const refunded = {
      ...REFUND_DUE,
      payment: { ...REFUND_DUE.payment, status: 'refunded' as const },
    };
    const calls = openDetails('owner', REFUND_DUE, [200, { order: refunded }]);
    fireEvent.click((await paymentPart()).getByRole('button', { name: 'Mark refunded' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Record the refund?' }));
    expect(
      dialog.getByText(
        /^Mark NRS 1,040(\.00)? refunded to the customer’s eSewa\? Do this once the money is back with the customer\.$/,
      ),
    ).toBeTruthy();
    expect(calls.filter(({ method }) => method === 'POST')).toHaveLength(0);
    fireEvent.click(dialog.getByRole('button', { name: 'Mark refunded' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Refund recorded'));
    const posted = calls.filter(({ method }) => method === 'POST');
    expect(posted).toEqual([{ method: 'POST', url: REFUND_URL, body: undefined }]);
    // The details are read again after the refund.
    await waitFor(() =>
      expect(calls.filter(({ url }) => url === DETAIL_URL).length).toBeGreaterThan(1),
    );
  });

  it('asks nothing of the server when the owner thinks better of it', async () => {
    const calls = openDetails('owner', REFUND_DUE);
    fireEvent.click((await paymentPart()).getByRole('button', { name: 'Mark refunded' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Record the refund?' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Record the refund?' })).toBeNull(),
    );
    expect(calls.some(({ method }) => method === 'POST')).toBe(false);
  });

  it('says why the server refused a refund (409), in its words', async () => {
    const refused = { error: 'CONFLICT', message: PAYMENT_MESSAGES.onlyRefundDue };
    const calls = openDetails('owner', REFUND_DUE, [409, refused]);
    fireEvent.click((await paymentPart()).getByRole('button', { name: 'Mark refunded' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Record the refund?' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Mark refunded' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(PAYMENT_MESSAGES.onlyRefundDue));
    expect(toast.success).not.toHaveBeenCalled();
    // The refund was recorded meanwhile: the details are read again, as they are now.
    await waitFor(() =>
      expect(calls.filter(({ url }) => url === DETAIL_URL).length).toBeGreaterThan(1),
    );
  });

  it('leaves the refund to the owner: a manager is told, with no button', async () => {
    openDetails('manager', REFUND_DUE);
    const part = await paymentPart();
    expect(part.getByText('Refund due')).toBeTruthy();
    expect(part.queryByRole('button', { name: 'Mark refunded' })).toBeNull();
    expect(part.getByText(/the owner records the refund/)).toBeTruthy();
  });
});

describe('the status buttons of an order awaiting its payment', () => {
  const AWAITING = anAdminOrder({
    status: 'awaiting_payment',
    payment: {
      method: 'khalti',
      status: 'pending',
      reference: null,
      payBy: '2026-11-29T10:15:00.000Z',
    },
  });

  it('offers a manager only to cancel it, and no answer to give', async () => {
    openDetails('manager', AWAITING);
    await screen.findByTestId('order-payment');
    expect(offeredStatuses()).toEqual(['Set status to Cancelled']);
    expect(screen.getByRole('button', { name: 'Awaiting payment', pressed: true })).toBeTruthy();
    expect(screen.queryByTestId('order-decision')).toBeNull();
    expect(screen.getByText(/The customer is paying with Khalti/)).toBeTruthy();
    expect((await paymentPart()).getByText('Cancelled unless paid by')).toBeTruthy();
  });

  it('offers the counter nothing', async () => {
    openDetails('counter', AWAITING);
    await screen.findByTestId('order-payment');
    expect(screen.queryAllByRole('button', { name: /^Set status to / })).toHaveLength(0);
  });

  it('never offers to put an order back to awaiting its payment', async () => {
    openDetails('owner', anAdminOrder({ status: 'pending' }));
    await screen.findByTestId('order-payment');
    expect(offeredStatuses()).not.toContain('Set status to Awaiting payment');
    expect(offeredStatuses()).toContain('Set status to Confirmed');
    expect(screen.getByTestId('order-decision')).toBeTruthy();
  });

  it('tells, before cancelling a paid wallet order, that the payment becomes a refund due', async () => {
    openDetails('manager', anAdminOrder());
    await screen.findByTestId('order-payment');
    fireEvent.click(screen.getByRole('button', { name: 'Set status to Cancelled' }));
    expect(
      await screen.findByText(/They paid with eSewa: the payment becomes a refund due/),
    ).toBeTruthy();
  });
});
