import type { OrderStatus } from '@shop/shared';
import { describe, expect, it } from 'vitest';
import { hasOpenOrder, newestHistoryId } from './open-orders.ts';

const order = (status: OrderStatus, ids: number[] = []) => ({
  status,
  timeline: ids.map((id) => ({
    id,
    status,
    at: '2025-01-01T10:00:00Z',
    by: 'admin' as const,
    notes: null,
  })),
});

describe('open orders', () => {
  it('counts an order open until it is delivered or cancelled', () => {
    expect(hasOpenOrder([])).toBe(false);
    expect(hasOpenOrder([order('delivered'), order('cancelled')])).toBe(false);
    for (const status of [
      'pending',
      'confirmed',
      'preparing',
      'ready',
      'out_for_delivery',
    ] as const) {
      expect(hasOpenOrder([order('delivered'), order(status)])).toBe(true);
    }
  });

  it('starts the stream after the newest timeline entry of any order', () => {
    expect(newestHistoryId([])).toBeNull();
    expect(newestHistoryId([order('pending', [3, 8]), order('delivered', [12, 5])])).toBe(12);
  });
});
