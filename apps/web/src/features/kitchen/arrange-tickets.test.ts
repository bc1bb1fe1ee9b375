import type { KitchenTicket } from '@shop/shared';
import { describe, expect, it } from 'vitest';
import { arrangeTickets } from './arrange-tickets.ts';

function ticket(
  id: string,
  status: KitchenTicket['status'],
  placedAt: string,
  scheduledFor: string | null = null,
): KitchenTicket {
  return {
    id,
    number: `#${id.toUpperCase()}`,
    status,
    fulfilment: 'delivery',
    placedAt: `2026-11-29T${placedAt}:00.000Z`,
    scheduledFor: scheduledFor && `2026-11-29T${scheduledFor}:00.000Z`,
    dueAt: `2026-11-29T${scheduledFor ?? placedAt}:00.000Z`,
    notes: null,
    payment: { method: 'cash', status: 'unpaid' },
    lines: [],
  };
}

const ids = (tickets: KitchenTicket[]) => tickets.map((each) => each.id);

describe('arrangeTickets', () => {
  it('puts each ticket in its status’s column, oldest first', () => {
    const columns = arrangeTickets([
      ticket('c', 'confirmed', '10:20'),
      ticket('p', 'preparing', '10:05'),
      ticket('a', 'confirmed', '10:00'),
      ticket('r', 'ready', '09:50'),
      ticket('b', 'confirmed', '10:10'),
    ]);
    expect(ids(columns.confirmed)).toEqual(['a', 'b', 'c']);
    expect(ids(columns.preparing)).toEqual(['p']);
    expect(ids(columns.ready)).toEqual(['r']);
  });

  it('places an order for later at its slot, not when it was placed', () => {
    const columns = arrangeTickets([
      ticket('asap-late', 'confirmed', '11:40'),
      ticket('for-noon', 'confirmed', '08:00', '12:00'),
      ticket('for-eleven', 'confirmed', '09:00', '11:00'),
      ticket('asap-early', 'confirmed', '10:30'),
    ]);
    expect(ids(columns.confirmed)).toEqual(['asap-early', 'for-eleven', 'asap-late', 'for-noon']);
  });

  it('keeps tickets of the same time in a stable order and leaves empty columns empty', () => {
    const columns = arrangeTickets([
      ticket('y', 'preparing', '10:00'),
      ticket('x', 'preparing', '10:00'),
    ]);
    expect(ids(columns.preparing)).toEqual(['x', 'y']);
    expect(columns.confirmed).toEqual([]);
    expect(columns.ready).toEqual([]);
  });
});
