import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadAdminNamespaces } from '@/i18n/admin-namespaces.ts';
import { DecisionDialog } from './decision-dialog.tsx';

function dialog(kind: 'accept' | 'reject', error: string | null = null) {
  const onDecide = vi.fn();
  render(
    <DecisionDialog
      kind={kind}
      number="#1A2B3C4D"
      busy={false}
      error={error}
      onDecide={onDecide}
      onCancel={() => undefined}
    />,
  );
  return onDecide;
}

beforeAll(() => loadAdminNamespaces('admin', 'admin-orders'));
afterEach(cleanup);

describe('accepting or rejecting a new order', () => {
  it('accepts with a preparation time picked from the choices', () => {
    const onDecide = dialog('accept');
    for (const minutes of [10, 15, 20, 25, 30, 45]) {
      expect(screen.getByRole('radio', { name: `${minutes} min` })).toBeTruthy();
    }
    fireEvent.click(screen.getByRole('radio', { name: '25 min' }));
    fireEvent.click(screen.getByRole('button', { name: 'Accept: ready in 25 min' }));
    expect(onDecide).toHaveBeenCalledWith({ kind: 'accept', minutes: 25 });
  });

  it('accepts with a typed number, and refuses one the server would refuse', () => {
    const onDecide = dialog('accept');
    const other = screen.getByLabelText('Other (minutes)');
    fireEvent.change(other, { target: { value: '300' } });
    fireEvent.click(screen.getByRole('button', { name: /^Accept: ready in/ }));
    expect(screen.getByText('minutes must be a whole number from 5 to 240')).toBeTruthy();
    expect(onDecide).not.toHaveBeenCalled();
    fireEvent.change(other, { target: { value: '35' } });
    fireEvent.click(screen.getByRole('button', { name: 'Accept: ready in 35 min' }));
    expect(onDecide).toHaveBeenCalledWith({ kind: 'accept', minutes: 35 });
  });

  it('rejects only with a reason from the list, in the customer’s words', () => {
    const onDecide = dialog('reject');
    fireEvent.click(screen.getByRole('button', { name: 'Reject order' }));
    expect(screen.getByRole('alert').textContent).toBe('Choose a reason');
    expect(onDecide).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('radio', { name: 'The kitchen is too busy right now' }));
    fireEvent.click(screen.getByRole('button', { name: 'Reject order' }));
    expect(onDecide).toHaveBeenCalledWith({ kind: 'reject', reason: 'kitchen_busy' });
  });

  it('shows why the server refused', () => {
    dialog('accept', 'Only new (pending) orders can be accepted or rejected');
    expect(screen.getByText('Only new (pending) orders can be accepted or rejected')).toBeTruthy();
  });
});
