import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client.ts';
import { anOrder } from '@/test-utils/order-fixture.ts';
import { OrderHistory } from './order-history.tsx';

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });

/** Two pages of history: an order on each, told apart by their ids. */
function serveTwoPages() {
  const pagesAsked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const page = new URL(url, 'http://shop').searchParams.get('page') ?? '';
      pagesAsked.push(page);
      const id = `3f2a9c1d-0000-4000-8000-00000000000${page}`;
      return json({
        orders: [anOrder({ id })],
        totalSpent: 0,
        completedCount: 0,
        pagination: { page: Number(page), limit: 10, total: 11, pages: 2 },
      });
    }),
  );
  return pagesAsked;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('OrderHistory', () => {
  it('brings the list back into view and focus after Next, with the next page', async () => {
    const pagesAsked = serveTwoPages();
    const scrolled = vi.fn();
    vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(scrolled);
    render(
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter initialEntries={['/profile?tab=orders']}>
          <OrderHistory />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(await screen.findByText('Page 1 of 2')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    const heading = screen.getByRole('heading', { name: 'Order History' });
    expect(document.activeElement).toBe(heading);
    expect(scrolled).toHaveBeenCalledWith({ block: 'start', behavior: 'smooth' });
    expect(scrolled.mock.contexts[0]).toBe(heading);
    expect(await screen.findByText('Page 2 of 2')).toBeTruthy();
    expect(pagesAsked).toEqual(['1', '2']);
  });
});
