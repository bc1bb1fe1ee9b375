import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { toast } from '@/lib/toast.ts';
import { ShopToaster } from './shop-toaster.tsx';

// Stands in for the network: the first download of each toast chunk fails, the next ones work.
const fetches = vi.hoisted(() => ({ sonner: 0, toaster: 0 }));
vi.mock('sonner', async (importOriginal) => {
  fetches.sonner += 1;
  if (fetches.sonner === 1) throw new TypeError('Failed to fetch dynamically imported module');
  return importOriginal();
});
vi.mock('./sonner-toaster.tsx', async (importOriginal) => {
  fetches.toaster += 1;
  if (fetches.toaster === 1) throw new TypeError('Failed to fetch dynamically imported module');
  return importOriginal();
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

it('keeps the page when the toast code cannot be fetched, and shows the next toast once it can', async () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  render(
    <main>
      <h1>Menu</h1>
      <ShopToaster />
    </main>,
  );

  toast.success('Aloo Sadeko added to cart successfully');
  await vi.waitFor(() => expect(warn).toHaveBeenCalledTimes(1));
  await vi.waitFor(() => expect(fetches.toaster).toBe(1));
  expect(screen.getByRole('heading', { name: 'Menu' })).toBeTruthy();
  expect(screen.queryByText('Aloo Sadeko added to cart successfully')).toBeNull();

  toast.success('Chilli Momo added to cart successfully');
  const loaded = { timeout: 10_000 };
  expect(
    await screen.findByText('Chilli Momo added to cart successfully', {}, loaded),
  ).toBeTruthy();
  expect(screen.getByRole('heading', { name: 'Menu' })).toBeTruthy();
});
