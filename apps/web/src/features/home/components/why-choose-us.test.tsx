import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useDeliveryCost } from '@/features/ordering-status/index.ts';
import { createQueryClient } from '@/lib/query-client.ts';
import { WhyChooseUs } from './why-choose-us.tsx';

/** The shop's delivery areas with these fees (NRS). */
function serveAreas(fees: readonly number[]) {
  const areas = fees.map((fee, index) => ({
    id: index + 1,
    name: `Area ${index + 1}`,
    fee,
    minimumOrder: 0,
    extraMinutes: 0,
    places: [],
  }));
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ areas }), { status: 200 })),
  );
}

/** What the shop knows of delivery's cost, beside the section (they render together). */
function CostProbe() {
  return <p data-testid="cost">{useDeliveryCost()}</p>;
}

function renderReasons() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <WhyChooseUs />
        <CostProbe />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('what the home page promises of delivery', () => {
  it('promises free delivery once it knows no area charges a fee', async () => {
    serveAreas([0, 0]);
    renderReasons();
    expect(screen.getByText('Delivered across the valley')).toBeTruthy();
    expect(await screen.findByText('Free delivery')).toBeTruthy();
  });

  it('never promises it while an area charges a fee', async () => {
    serveAreas([0, 80]);
    renderReasons();
    expect((await screen.findByText('by-area')).dataset.testid).toBe('cost');
    expect(screen.queryByText('Free delivery')).toBeNull();
    expect(screen.getByText(/delivery fee is shown before you order/)).toBeTruthy();
  });
});
