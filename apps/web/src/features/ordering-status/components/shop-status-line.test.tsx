import type { OrderingStatus, OrderingStatusResponse } from '@shop/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '@/i18n/index.ts';
import { createQueryClient } from '@/lib/query-client.ts';
import { orderingStatusQueryKey } from '../api/get-ordering-status.ts';
import { ShopStatusLine } from './shop-status-line.tsx';

// Friday 2026-03-06, 12:00 in Kathmandu (06:15 UTC).
const NOW = '2026-03-06T06:15:00.000Z';
const week = {
  monday: [],
  tuesday: [],
  wednesday: [],
  thursday: [],
  friday: [],
  saturday: [],
  sunday: [],
};

function showStatus(delivery: Partial<OrderingStatus>) {
  const client = createQueryClient();
  const status: OrderingStatusResponse = {
    delivery: { accepting: false, mode: 'closed', laterOrders: false, ...delivery },
    pickup: { accepting: false, mode: 'closed', laterOrders: false },
    hours: { delivery: week, pickup: week },
    now: NOW,
  };
  client.setQueryData(orderingStatusQueryKey, status);
  render(
    <QueryClientProvider client={client}>
      <ShopStatusLine />
    </QueryClientProvider>,
  );
  return screen.getByRole('status');
}

const says = (delivery: Partial<OrderingStatus>) => {
  const text = showStatus(delivery).textContent;
  cleanup();
  return text;
};

afterEach(async () => {
  cleanup();
  await changeLanguage('en');
});

describe('the shop status line', () => {
  it('says open and when it closes, in the restaurant’s time', () => {
    const line = showStatus({ accepting: true, mode: 'open', closesAt: '2026-03-06T16:15:00Z' });
    expect(line.textContent).toBe('Open · closes at 22:00');
    expect(line.getAttribute('aria-live')).toBe('polite');
  });

  it('says closed and when it opens: today, tomorrow or a weekday', () => {
    expect(says({ opensAt: '2026-03-06T12:15:00Z' })).toBe('Closed · opens today at 18:00');
    expect(says({ opensAt: '2026-03-07T04:15:00Z' })).toBe('Closed · opens tomorrow at 10:00');
    expect(says({ opensAt: '2026-03-09T05:15:00Z' })).toBe('Closed · opens Monday at 11:00');
  });

  it('says paused, for how long or until resumed, with the reason', () => {
    const reason = 'Kitchen is full';
    expect(says({ mode: 'paused', reason, resumesAt: '2026-03-06T06:45:00Z' })).toBe(
      `Paused for 30 minutes: ${reason}`,
    );
    expect(says({ mode: 'paused', reason })).toBe(`Paused until we resume: ${reason}`);
  });

  it('speaks Nepali with Devanagari digits', async () => {
    await changeLanguage('ne');
    expect(says({ opensAt: '2026-03-07T04:15:00Z' })).toBe('बन्द · भोलि १०:०० बजे खुल्छ');
    expect(says({ mode: 'paused', reason: 'x', resumesAt: '2026-03-06T06:45:00Z' })).toBe(
      '३० मिनेटका लागि रोकिएको: x',
    );
  });
});
