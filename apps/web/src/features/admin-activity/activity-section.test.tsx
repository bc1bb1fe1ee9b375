import type { ActivityEntry } from '@shop/shared';
import { cleanup, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadAdminNamespaces } from '@/i18n/admin-namespaces.ts';
import { useActivityColumns } from './activity-section.tsx';

const ORDER_ID = '0b7c2e1a-4d3f-4a8e-9c21-3e6a75fb4894';

const anEntry = (entry: Partial<ActivityEntry>): ActivityEntry => ({
  id: 'e1',
  at: '2026-11-27T10:15:00.000Z',
  admin: { id: 'a1', name: 'Restaurant Admin' },
  action: 'order.status_changed',
  entityType: 'order',
  entityId: ORDER_ID,
  details: null,
  ...entry,
});

/** One audit line drawn from the page's columns, as a table row or a phone card shows it. */
function drawEntry(entry: ActivityEntry, onRecord = vi.fn()) {
  const { result } = renderHook(() => useActivityColumns(onRecord));
  render(
    <dl>
      {result.current.map((column) => (
        <dd key={column.id} data-column={column.id}>
          {column.cell(entry)}
        </dd>
      ))}
    </dl>,
  );
  return onRecord;
}

const cell = (id: string) => document.querySelector(`[data-column="${id}"]`)?.textContent;

beforeAll(() => loadAdminNamespaces('admin'));
afterEach(cleanup);

describe('an audit line on the Activity screen', () => {
  it('tells an order’s status change in the status’s words, never its code', () => {
    drawEntry(anEntry({ details: { from: 'ready', to: 'out_for_delivery', notes: 'Rider Hari' } }));
    expect(cell('what')).toBe('Order status changed');
    expect(cell('details')).toContain('Ready → Out for Delivery');
    expect(cell('details')).toContain('Rider Hari');
    expect(document.body.textContent).not.toMatch(/out_for_delivery|order\.status_changed/);
  });

  it('names a deleted order’s status and payment in words, and leaves codes it has no words for as recorded', () => {
    drawEntry(
      anEntry({
        action: 'order.deleted',
        details: {
          status: 'cancelled',
          paymentMethod: 'esewa',
          paymentStatus: 'refunded',
          couponCode: 'MOMO10',
        },
      }),
    );
    expect(cell('what')).toBe('Order deleted');
    expect(cell('details')).toBe(
      'StatusCancelledPayment methodeSewaPayment statusRefundedCoupon codeMOMO10',
    );
  });

  it('lets an email in the details wrap after its @ and before its dots only', () => {
    drawEntry(
      anEntry({ action: 'order.deleted', details: { customerEmail: 'sagar.b@gmail.com' } }),
    );
    const email = screen.getByText((_, node) => node?.textContent === 'sagar.b@gmail.com', {
      selector: 'span',
    });
    expect(email.querySelectorAll('wbr')).toHaveLength(3);
  });

  it('reads a refund’s wallet and amount as the orders screen does', () => {
    drawEntry(anEntry({ action: 'order.refunded', details: { amount: 1250.5, wallet: 'khalti' } }));
    expect(cell('details')).toBe('AmountNRS 1,250.50WalletKhalti');
  });

  it('names an order by its number, and narrows the list to the whole id on a click', () => {
    const onRecord = drawEntry(anEntry({ details: { from: 'pending', to: 'confirmed' } }));
    expect(cell('record')).toBe('Order#75FB4894');
    const record = screen.getByRole('button', { name: 'Record id: #75FB4894' });
    expect(record.title).toBe(ORDER_ID);
    fireEvent.click(record);
    expect(onRecord).toHaveBeenCalledWith('order', ORDER_ID);
  });

  it('shows another record by its id, and its statuses as recorded', () => {
    drawEntry(
      anEntry({
        action: 'customer.status_changed',
        entityType: 'customer',
        entityId: 'c-42',
        details: { from: 'active', to: 'inactive' },
      }),
    );
    expect(cell('what')).toBe('Customer status changed');
    expect(cell('record')).toBe('Customerc-42');
    expect(cell('details')).toBe('Changeactive → inactive');
  });
});
