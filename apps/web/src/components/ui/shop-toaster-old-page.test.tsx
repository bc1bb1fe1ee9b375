import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { toast } from '@/lib/toast.ts';
import { ShopToaster } from './shop-toaster.tsx';

// An old page after a deploy: sonner's chunk keeps its name and loads, the toaster's is gone
// the first time it is asked for (and found again, as a browser that retries would).
const toasterFetches = vi.hoisted(() => ({ count: 0 }));
vi.mock('./sonner-toaster.tsx', async (importOriginal) => {
  toasterFetches.count += 1;
  if (toasterFetches.count === 1)
    throw new TypeError('Failed to fetch dynamically imported module');
  return importOriginal();
});

afterEach(cleanup);

it('mounts a new toaster for the next toast when only the toaster’s code could not be fetched', async () => {
  render(<ShopToaster />);

  toast.success('Aloo Sadeko added to cart successfully');
  await vi.waitFor(() => expect(toasterFetches.count).toBe(1));
  expect(screen.queryByText('Aloo Sadeko added to cart successfully')).toBeNull();

  toast.success('Chilli Momo added to cart successfully');
  const loaded = { timeout: 10_000 };
  expect(
    await screen.findByText('Chilli Momo added to cart successfully', {}, loaded),
  ).toBeTruthy();
  expect(toasterFetches.count).toBe(2);
});
