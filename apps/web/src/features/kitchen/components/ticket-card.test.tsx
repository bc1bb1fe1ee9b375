import type { KitchenTicket } from '@shop/shared';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage, loadPageNamespaces } from '@/i18n/index.ts';
import { TicketCard } from './ticket-card.tsx';

const NOW = Date.parse('2026-11-29T10:10:00.000Z');

const ticket = (payment: KitchenTicket['payment']): KitchenTicket => ({
  id: '3f2a9c1d-0000-4000-8000-00000000abcd',
  number: '#0000ABCD',
  status: 'confirmed',
  fulfilment: 'delivery',
  placedAt: '2026-11-29T10:00:00.000Z',
  scheduledFor: null,
  dueAt: '2026-11-29T10:30:00.000Z',
  notes: null,
  payment,
  lines: [{ quantity: 2, name: 'Himalayan Smash Burger', choices: [] }],
});

function showTicket(payment: KitchenTicket['payment']) {
  render(
    <TicketCard
      ticket={ticket(payment)}
      now={NOW}
      flashing={false}
      onMove={() => undefined}
      moving={false}
    />,
  );
  return within(screen.getByRole('article'));
}

beforeAll(async () => {
  await changeLanguage('en');
  await loadPageNamespaces('kitchen');
});
afterEach(async () => {
  cleanup();
  await act(() => changeLanguage('en'));
});

describe('a kitchen ticket’s payment', () => {
  it('says a wallet order arrived paid', () => {
    const card = showTicket({ method: 'esewa', status: 'paid' });
    expect(card.getByText('Paid').dataset.payment).toBe('paid');
    expect(card.queryByText('Cash')).toBeNull();
  });

  it('says cash is still to be taken', () => {
    const card = showTicket({ method: 'cash', status: 'unpaid' });
    expect(card.getByText('Cash').dataset.payment).toBe('cash');
    expect(card.queryByText('Paid')).toBeNull();
  });

  it('says both in Nepali', async () => {
    await act(() => changeLanguage('ne'));
    expect(showTicket({ method: 'cash', status: 'unpaid' }).getByText('नगद')).toBeTruthy();
    cleanup();
    expect(showTicket({ method: 'khalti', status: 'paid' }).getByText('भुक्तानी भयो')).toBeTruthy();
  });
});
